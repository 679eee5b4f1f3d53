import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCounterPawnResponse } from '@common/contracts/counter';
import { addDays, formatDayFirst } from '@common/loan-ledger';
import { jamaicaToday } from '@common/jamaica-time';
import { pdfPageSizes, pdfText } from '../../test/pdf-read';
import { signInCookies } from '../../test/roles';
import { createTestApp, PGLITE_ONLY, type TTestApp } from '../../test/test-app';
import { insertLoan } from '../payments/payments.test-support';
import { expectBarcodeOf } from './barcode.test-support';
import { activate, addItem, itemPayload, pledgeOf, uploadPhotos } from './pledges.test-support';

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
  it('a counter pawn on pawn terms: the barcode of its number, the due date and what redeeming costs at months 1 to 3 and on the last day, one page of A4 and of the roll', async () => {
    const opened = await t.request({ method: 'POST', url: '/api/cash-drawer/open', cookie: officer, payload: { openingFloat: '50000.00' } });
    expect(opened.statusCode, opened.body).toBe(201);
    const [idPhoto, signatureUrl, itemPhoto] = await uploadPhotos(t, officer, 3);
    const pawner = { name: 'Devon Brown', phone: '876-555-0199', address: '7 Hope Road, Kingston', idType: 'drivers_licence', idNumber: 'DL-TICKET-43', idPhotoUrl: idPhoto };
    const payload = { pawner, items: [itemPayload([itemPhoto!])], loanAmount: '10000.00', disbursementMethod: 'cash', pawnerSignatureUrl: signatureUrl };
    const made = await t.request({ method: 'POST', url: '/api/counter/pawns', cookie: officer, payload });
    expect(made.statusCode, made.body).toBe(201);
    const pawn = made.json<TCounterPawnResponse>();
    const today = jamaicaToday();
    expect(pawn).toMatchObject({ ticketDate: today, dueDate: addDays(today, 30), monthlyCharge: '1000.00' });
    const url = `/api/pawn-loans/${pawn.applicationNumber}/ticket`;

    for (const paper of ['', '?paper=80mm']) {
      const res = await t.request({ method: 'GET', url: `${url}${paper}`, cookie: officer });
      expect(res.statusCode, res.body).toBe(200);
      const sizes = await pdfPageSizes(res.rawPayload);
      expect(sizes, paper).toHaveLength(1);
      expect(sizes[0]!.width).toBeCloseTo(paper ? 226.77 : 595.28, 1);
      const words = (await pdfText(res.rawPayload)).replace(/\s+/g, ' ');
      // J$10,000.00 at 10% for every started 30 days: J$1,000.00 a period; day 365 is in the 13th.
      for (const expected of [
        `Ticket ${pawn.ticketNumber}`,
        `Due date ${formatDayFirst(addDays(today, 30))}`,
        'Charge 10% of the amount lent, J$1,000.00, for every 30 days or part',
        'Total repayable on the due date J$11,000.00',
        'Late fee None',
        'What redeeming costs',
        `End of month 1, ${formatDayFirst(addDays(today, 30))} J$11,000.00`,
        `End of month 2, ${formatDayFirst(addDays(today, 60))} J$12,000.00`,
        `End of month 3, ${formatDayFirst(addDays(today, 90))} J$13,000.00`,
        `Redeemable until, ${formatDayFirst(addDays(today, 365))} J$23,000.00`,
      ]) {
        expect(words, `${paper} ${expected}`).toContain(expected);
      }
      // The instalment loan's lines are not on a pawn's ticket.
      expect(words).not.toContain('APR');
      expect(words).not.toContain('flat, for the whole term');
      await expectBarcodeOf(res.rawPayload, pawn.ticketNumber!, 10);
    }
  });
});
