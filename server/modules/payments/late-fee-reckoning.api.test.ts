import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBorrowerDashboardStatsResponse, TLoanLedgerResponse } from '@common/contracts/payments';
import { createTestApp, PGLITE_ONLY, type TTestApp } from '../../test/test-app';
import { pdfText } from '../../test/pdf-read';
import { daysAgo, insertLoan, pay } from './payments.test-support';

// Issue 30 item 6: staff added and collected two late fees (J$672.00) and the borrower's page still
// said J$1,680.00 outstanding, later J$1,344.00. Late fees charged, paid and outstanding are the
// ledger's (common/loan-ledger.ts), the same on the borrower's page, the review's ledger and the receipt.
describe.each(PGLITE_ONLY)('late fees charged, paid and outstanding, on %s', (backend) => {
  let t: TTestApp;
  let officer: string;
  let borrower: { email: string; cookie: string };

  beforeAll(async () => {
    t = await createTestApp(backend);
    const o = await t.createUser('loan_officer');
    officer = await t.signIn(o.email, o.password);
    const b = await t.createUser('borrower');
    borrower = { email: b.email, cookie: await t.signIn(b.email, b.password) };
  });
  afterAll(() => t.close());

  const stats = async () => (await t.request({ method: 'GET', url: '/api/dashboard/stats', cookie: borrower.cookie })).json<TBorrowerDashboardStatsResponse>();
  const ledger = async (id: string) => (await t.request({ method: 'GET', url: `/api/pawn-loans/${id}/ledger`, cookie: officer })).json<TLoanLedgerResponse>();

  it('deducts the fees collected: J$1,680.00 charged, J$672.00 paid, J$1,008.00 outstanding everywhere', async () => {
    // J$7,000.00 at 20% over 5 weeks: J$8,400.00, J$1,680.00 a week, a late fee of J$336.00 (20%).
    // Started 36 days ago: all five instalments are overdue, five fees charged.
    const loan = await insertLoan(t.database.db, {
      borrowerEmail: borrower.email,
      validFrom: daysAgo(36),
      loanAmount: '7000.00',
      termWeeks: 5,
      weeklyInstalment: '1680.00',
      totalAmount: '8400.00',
      totalRepayment: '8400.00',
    });
    expect((await ledger(loan.id)).totals).toMatchObject({
      lateFee: '336.00',
      overdueInstalments: 5,
      lateInstalments: 5,
      lateFeesCharged: '1680.00',
      lateChargesPaid: '0.00',
      lateFeesOutstanding: '1680.00',
      lateFeesDue: '1680.00',
    });
    expect(await stats()).toMatchObject({ latePayment: '1680.00', lateFeesCharged: '1680.00', lateFeesPaid: '0.00' });

    // Staff add two fees (Add Late Fee twice) and collect them with one instalment.
    const payment = await pay(t, officer, loan.id, '1680.00', { latePaymentCharge: '672.00' });
    expect(payment).toMatchObject({ latePaymentCharge: '672.00', totalAmount: '2352.00', balanceAfter: '6720.00' });

    // Four instalments still overdue; the paid one was paid late and keeps its fee: five charged.
    const totals = (await ledger(loan.id)).totals;
    expect(totals).toMatchObject({
      overdueInstalments: 4,
      lateInstalments: 5,
      lateFeesCharged: '1680.00',
      lateChargesPaid: '672.00',
      lateFeesOutstanding: '1008.00',
      lateFeesDue: '1008.00',
    });
    const own = await stats();
    expect(own).toMatchObject({ latePayment: '1008.00', lateFeesCharged: '1680.00', lateFeesPaid: '672.00' });
    expect(own.latePayment).not.toBe('1680.00');
    expect(own.latePayment).not.toBe('1344.00');

    // The receipt states the same reckoning after this payment.
    const receipt = await t.request({ method: 'GET', url: `/api/payments/${payment.id}/receipt`, cookie: borrower.cookie });
    expect(receipt.statusCode).toBe(200);
    const text = (await pdfText(receipt.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('Late fees charged to date J$1,680.00');
    expect(text).toContain('Late fees paid to date J$672.00');
    expect(text).toContain('Late fees outstanding J$1,008.00');

    // No more than is owed can be collected: J$1,008.00 is three fees, a fourth is refused.
    const refused = await t.request({ method: 'POST', url: '/api/payments', cookie: officer, payload: { loanApplicationId: loan.id, paymentAmount: '1680.00', latePaymentCharge: '1344.00' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toMatch(/^The late payment charge can be at most J\$1,008.00/);
    await pay(t, officer, loan.id, '6720.00', { latePaymentCharge: '1008.00' });
    expect((await ledger(loan.id)).totals).toMatchObject({ outstanding: '0.00', lateFeesCharged: '1680.00', lateChargesPaid: '1680.00', lateFeesOutstanding: '0.00' });
  });
});
