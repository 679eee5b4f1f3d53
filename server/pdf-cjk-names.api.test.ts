import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderPaymentReceipt } from './modules/payments/payment-receipt.pdf';
import { insertLoan, pay } from './modules/payments/payments.test-support';
import { toShopSettings } from './modules/shop/shop-settings.service';
import { uploadDocuments, validPayload } from './modules/applications/pawn-loans.test-support';
import { pdfFonts, pdfText } from './test/pdf-read';
import { createTestApp, PGLITE_ONLY, type TTestApp } from './test/test-app';

// Names in Chinese script (Jamaica's Chinese-Jamaican families) print as written on the two PDFs a
// borrower keeps, in an embedded CJK font, read back by poppler as a person's viewer would.
const NAME = '李雷';
const TRADITIONAL = '陳黃鄭';

const fontNamesOf = async (pdf: Buffer) => (await pdfFonts(pdf)).map((f) => f.name.replace(/^[A-Z]{6}\+/, ''));

describe.each(PGLITE_ONLY)('names in Chinese script on receipts and agreements, on %s', (backend) => {
  let t: TTestApp;
  let officer: string;

  beforeAll(async () => {
    t = await createTestApp(backend);
    const user = await t.createUser('loan_officer');
    officer = await t.signIn(user.email, user.password);
  });
  afterAll(() => t.close());

  it('prints the borrower 李雷 on the payment receipt', async () => {
    const loan = await insertLoan(t.database.db, { borrowerName: NAME });
    const paid = await pay(t, officer, loan.id, '100', { notes: `Paid by ${NAME}'s cousin ${TRADITIONAL}` });
    const pdf = (await renderPaymentReceipt(t.database.db, { settings: toShopSettings(null), logoPng: null }, paid.id))!;
    const text = await pdfText(pdf);
    expect(text).toMatch(new RegExp(`Borrower\\s+${NAME}\\n`));
    expect(text).toContain(`Paid by ${NAME}'s cousin ${TRADITIONAL}`);
    expect(text).not.toContain('\uFFFD');
    expect(await fontNamesOf(pdf)).toContain('NotoSansHans-Regular');
    expect((await pdfFonts(pdf)).every((f) => f.embedded && f.subset)).toBe(true);
    // Only the glyphs used are embedded: a few kilobytes, not the 8 MB font.
    expect(pdf.length).toBeLessThan(120_000);
  });

  it('prints the borrower 李雷 on the loan agreement', async () => {
    const guest = await uploadDocuments(t);
    const submitted = await t.request({
      method: 'POST',
      url: '/api/pawn-loans',
      cookie: guest.cookie,
      payload: validPayload(guest.paths, { borrowerName: NAME, guarantorName: TRADITIONAL, guarantorEmail: 'guarantor@example.com', loanAmount: 10000, interestRate: 20, termWeeks: 4 }),
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    const { applicationNumber } = submitted.json<{ applicationNumber: string }>();
    const res = await t.request({ method: 'GET', url: `/api/pawn-loans/${applicationNumber}/agreement`, cookie: guest.cookie });
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(NAME);
    expect(text).toContain(TRADITIONAL);
    expect(text).not.toContain('\uFFFD');
    expect(await fontNamesOf(res.rawPayload)).toContain('NotoSansHans-Regular');
  });
});
