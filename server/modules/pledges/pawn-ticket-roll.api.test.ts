import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, formatDayFirst } from '@common/loan-ledger';
import { jamaicaToday } from '@common/jamaica-time';
import { pdfPageSizes, pdfText } from '../../test/pdf-read';
import { signInCookies } from '../../test/roles';
import { createTestApp, PGLITE_ONLY, type TTestApp } from '../../test/test-app';
import { insertLoan } from '../payments/payments.test-support';
import { activate, addItem, pledgeOf } from './pledges.test-support';

/** Issue 34: the pawn ticket on the counter's 80 mm thermal printer. */
describe.each(PGLITE_ONLY)('the 80 mm pawn ticket, on %s', (backend) => {
  let t: TTestApp;
  let officer: string;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp(backend);
    [officer, admin] = await signInCookies(t, 'loan_officer', 'admin');
  });
  afterAll(() => t.close());

  it('GET /api/pawn-loans/{applicationNumber}/ticket?paper=80mm: the A4 ticket\'s content in one column on one 80 mm page', async () => {
    const loan = await insertLoan(t.database.db, { borrowerName: 'Marcia Campbell', borrowerAddress: '4 Barry Street, Kingston' });
    const ring = await addItem(t, officer, loan.id, { category: 'jewellery', description: 'Gold ring, 18k', serialNumber: 'GR-18', appraisedValue: '15000', condition: 'good' });
    await activate(t, admin, loan.id);
    const pledge = await pledgeOf(t, officer, loan.id);
    const url = `/api/pawn-loans/${loan.applicationNumber}/ticket`;

    const [roll, page] = await Promise.all([t.request({ method: 'GET', url: `${url}?paper=80mm`, cookie: officer }), t.request({ method: 'GET', url, cookie: officer })]);
    expect(roll.statusCode, roll.body).toBe(200);
    expect(roll.headers['content-type']).toBe('application/pdf');
    const sizes = await pdfPageSizes(roll.rawPayload);
    expect(sizes).toHaveLength(1);
    expect(sizes[0]!.width).toBeCloseTo(226.77, 1);
    expect(sizes[0]!.height).toBeGreaterThan(600);
    expect(await pdfPageSizes(page.rawPayload)).toEqual(expect.arrayContaining([{ width: 595.28, height: 841.89 }]));

    const text = await pdfText(roll.rawPayload);
    const words = text.replace(/\s+/g, ' ');
    const pageWords = (await pdfText(page.rawPayload)).replace(/\s+/g, ' ');
    for (const expected of [
      'Pawn Ticket',
      `Ticket ${pledge.ticketNumber}`,
      'Marcia Campbell',
      '4 Barry Street, Kingston',
      ring.itemNumber,
      'Gold ring, 18k',
      'Appraised: J$15,000.00',
      'Amount lent',
      'J$10,000.00',
      'Total repayable',
      'J$12,000.00',
      formatDayFirst(addDays(jamaicaToday(), 365)),
      'you can claim it from the shop for three years',
      'Pawner signature',
      'For the shop signature',
    ]) {
      expect(words, expected).toContain(expected);
      expect(pageWords, expected).toContain(expected);
    }
    // One column: the label above its value; no page numbers on a roll.
    expect(text).toMatch(/Amount lent\s*\n\s*J\$10,000\.00/);
    expect(words).not.toContain('Page 1 of');

    const bad = await t.request({ method: 'GET', url: `${url}?paper=a3`, cookie: officer });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toBe('paper must be 80mm, or left out for the full page');
  });
});
