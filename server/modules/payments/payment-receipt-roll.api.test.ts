import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPayment } from '@common/contracts/payments';
import { pdfPageSizes, pdfText } from '../../test/pdf-read';
import { createTestApp, PGLITE_ONLY, type TTestApp } from '../../test/test-app';
import { insertLoan, pay, payLateByTransfer, receiptWordsOf } from './payments.test-support';

/** Issue 34: the counter's 80 mm thermal printer. */
describe.each(PGLITE_ONLY)('80 mm receipts on %s', (backend) => {
  let t: TTestApp;
  let officer: string;
  let payment: TPayment;

  beforeAll(async () => {
    t = await createTestApp(backend);
    ({ officer, payment } = await payLateByTransfer(t, { notes: 'Paid at the counter' }));
  });
  afterAll(() => t.close());

  const receipt = (query: string, cookie: string | null = officer) =>
    t.request({ method: 'GET', url: `/api/payments/${payment.id}/pdf${query}`, cookie: cookie ?? undefined });

  it('GET /api/payments/{id}/pdf?paper=80mm: one page 80 mm wide, as long as its content, with the page receipt\'s content in one column', async () => {
    const [roll, page] = await Promise.all([receipt('?paper=80mm'), receipt('')]);
    expect(roll.statusCode, roll.body).toBe(200);
    expect(roll.headers['content-type']).toBe('application/pdf');
    expect(roll.headers['content-disposition']).toBe(`inline; filename="${payment.receiptNumber}.pdf"`);
    const sizes = await pdfPageSizes(roll.rawPayload);
    expect(sizes).toHaveLength(1);
    expect(sizes[0]!.width).toBeCloseTo(226.77, 1);
    // Taller than wide, far shorter than the 200-inch page it is measured on.
    expect(sizes[0]!.height).toBeGreaterThan(400);
    expect(sizes[0]!.height).toBeLessThan(1200);

    const text = await pdfText(roll.rawPayload);
    // A long line wraps on the narrow slip: compare words, not line breaks.
    const words = text.replace(/\s+/g, ' ');
    const pageWords = (await pdfText(page.rawPayload)).replace(/\s+/g, ' ');
    for (const expected of [
      ...receiptWordsOf(payment),
      'Test loan_officer',
      'J$9,000.00',
      'Paid at the counter',
      'Late fees outstanding',
      'Please keep this receipt for your records.',
    ]) {
      expect(words, expected).toContain(expected);
      expect(pageWords, expected).toContain(expected);
    }
    // One column: each label on its own line, its value on the next.
    expect(text).toMatch(/Balance after this payment\s*\n\s*J\$9,000\.00/);
    expect(text).toMatch(/Borrower\s*\n\s*Marcia Campbell/);
    // The page receipt is still A5.
    const [a5] = await pdfPageSizes(page.rawPayload);
    expect(a5).toEqual({ width: 419.53, height: 595.28 });
  });

  it('a long note makes the slip longer, never a second page', async () => {
    const loan = await insertLoan(t.database.db, { borrowerName: 'Devon Brown' });
    const long = await pay(t, officer, loan.id, '100', { notes: 'Counted twice at the counter. '.repeat(30).trim() });
    const short = await pay(t, officer, loan.id, '100');
    const [longPdf, shortPdf] = await Promise.all(
      [long, short].map((p) => t.request({ method: 'GET', url: `/api/payments/${p.id}/pdf?paper=80mm`, cookie: officer })),
    );
    const [longSizes, shortSizes] = await Promise.all([pdfPageSizes(longPdf!.rawPayload), pdfPageSizes(shortPdf!.rawPayload)]);
    expect(longSizes).toHaveLength(1);
    expect(longSizes[0]!.height).toBeGreaterThan(shortSizes[0]!.height + 150);
  });

  it('refuses a paper it does not know (400) and keeps the receipt from guests (401)', async () => {
    const bad = await receipt('?paper=58mm');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toBe('paper must be 80mm, or left out for the full page');
    expect((await receipt('?paper=80mm', null)).statusCode).toBe(401);
  });
});
