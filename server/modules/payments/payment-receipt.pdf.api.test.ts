import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPayment } from '@common/contracts/payments';
import { formatDayFirst } from '@common/loan-ledger';
import { jamaicaDayOf } from '@common/jamaica-time';
import { pdfFonts, pdfText } from '../../test/pdf-read';
import { createTestApp, PGLITE_ONLY, type TTestApp } from '../../test/test-app';
import { toShopSettings } from '../shop/shop-settings.service';
import { renderPaymentReceipt } from './payment-receipt.pdf';

// The shop as it is before a super admin names it: "Pawnbook", no logo.
const DEFAULT_SHOP = { settings: toShopSettings(null), logoPng: null };
import { insertLoan, pay, payLateByTransfer, receiptWordsOf } from './payments.test-support';

describe.each(PGLITE_ONLY)('payment receipts on %s', (backend) => {
  let t: TTestApp;
  let officer: string;
  let payment: TPayment;

  beforeAll(async () => {
    t = await createTestApp(backend);
    ({ officer, payment } = await payLateByTransfer(t));
  });
  afterAll(() => t.close());

  it('renders a real PDF with the business, receipt number, borrower, loan, J$ amounts, method, date, processed by and balance', async () => {
    const pdf = await renderPaymentReceipt(t.database.db, DEFAULT_SHOP, payment.id);
    expect(pdf?.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(pdf!);
    for (const expected of [...receiptWordsOf(payment), formatDayFirst(jamaicaDayOf(new Date(payment.paymentDate))), 'Test loan_officer', 'J$9,000.00']) {
      expect(text, expected).toContain(expected);
    }
    expect(text).toMatch(/Balance after this payment\s+J\$9,000\.00/);
  });

  it('writes names outside Latin-1 as they are, in embedded fonts; what no font has becomes a visible U+FFFD, never mojibake', async () => {
    const cases: [borrower: string, expected: string][] = [
      ['Zoë Ñandú', 'Zoë Ñandú'],
      ['Łukasz Żółć', 'Łukasz Żółć'],
      ['Андрей Σωκράτης', 'Андрей Σωκράτης'],
      // Decomposed input (e + combining diaeresis) is written composed.
      ['Zoe\u0308 Ñandú', 'Zoë Ñandú'],
      // Chinese in the CJK font; Hangul is in no font here.
      ['Zoë 😀 Ñandú 山田', 'Zoë 😀 Ñandú 山田'],
      ['Zoë 한글', 'Zoë \uFFFD\uFFFD'],
    ];
    for (const [borrower, expected] of cases) {
      const loan = await insertLoan(t.database.db, { borrowerName: borrower });
      const paid = await pay(t, officer, loan.id, '100', { notes: `Paid by ${borrower}` });
      const pdf = (await renderPaymentReceipt(t.database.db, DEFAULT_SHOP, paid.id))!;
      // Subset fonts: a CJK name adds some 70 KB, never the 8 MB font.
      expect(pdf.length, borrower).toBeLessThan(150_000);
      const text = await pdfText(pdf);
      expect(text, borrower).toMatch(new RegExp(`Borrower\\s+${expected}\\n`));
      expect(text, borrower).toContain(`Paid by ${expected}`);
      expect(text, borrower).not.toMatch(/[ÃÅÐÑ][\u0080-\u00bf]|Ð[\u0090-\u00bf]|\u00e5\u00b1/);
      expect(text, borrower).toContain('J$100.00');
      const fonts = await pdfFonts(pdf);
      expect(fonts.every((f) => f.embedded && f.subset), JSON.stringify(fonts)).toBe(true);
      expect(fonts.map((f) => f.name).join(' '), borrower).not.toMatch(/Helvetica/);
    }
  });

  it('answers null for a payment that does not exist or an id that cannot be one', async () => {
    expect(await renderPaymentReceipt(t.database.db, DEFAULT_SHOP, randomUUID())).toBeNull();
    expect(await renderPaymentReceipt(t.database.db, DEFAULT_SHOP, 'pay-1')).toBeNull();
  });

  it('serves it to staff inline, named by the receipt number, never cached', async () => {
    const res = await t.request({ method: 'GET', url: `/api/payments/${payment.id}/pdf`, cookie: officer });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="${payment.receiptNumber}.pdf"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(await pdfText(res.rawPayload)).toContain('J$3,000.00');
    expect((await t.request({ method: 'GET', url: `/api/payments/${randomUUID()}/pdf`, cookie: officer })).statusCode).toBe(404);
  });
});
