import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPaymentStatisticsResponse } from '@common/contracts/payments';
import { jamaicaInstant, jamaicaToday } from '@common/jamaica-time';
import { rowsOf } from '../../db/client';
import { pawnLoanApplications, payments } from '../../db/schema';
import { BOTH_BACKENDS, createTestApp, type TTestApp } from '../../test/test-app';
import { signInEveryRole, type TSignedIn } from '../../test/roles';
import { insertApplication } from '../applications/pawn-loan-review.test-support';
import { computePaymentStatisticsFromScratch } from './payment-statistics.test-support';
import { daysAgo, insertLoan, pay } from './payments.test-support';

/** The first instant of the current Jamaica month, as an ISO string. */
function jamaicaMonthStart(): string {
  return jamaicaInstant(`${jamaicaToday().slice(0, 7)}-01`).toISOString();
}

let receipts = 0;
/** A payment written straight to the table, bypassing the service's checks (an overpayment, a date to the second). */
async function insertPayment(t: TTestApp, loanApplicationId: string, paymentAmount: string, paymentDate: Date, latePaymentCharge = '0.00') {
  receipts += 1;
  const [row] = await t.database.db
    .insert(payments)
    .values({ loanApplicationId, paymentAmount, latePaymentCharge, paymentDate, receiptNumber: `TST-${Date.now() % 1e6}-${receipts}`, processedBy: 'test' })
    .returning({ id: payments.id });
  return row!.id;
}

// The tiles come from totals tables kept by triggers (migration 0011); after every kind of change
// they must equal the from-scratch computation the endpoint used to run.
describe.each(BOTH_BACKENDS)('payment statistics kept in totals tables, on %s', (backend) => {
  let t: TTestApp;
  let officer: TSignedIn;
  let superAdmin: TSignedIn;

  beforeAll(async () => {
    t = await createTestApp(backend);
    const roles = await signInEveryRole(t);
    officer = roles.get('loan_officer')!;
    superAdmin = roles.get('super_admin')!;
  });
  afterAll(() => t.close());

  const tiles = async (): Promise<TPaymentStatisticsResponse> => {
    const res = await t.request({ method: 'GET', url: '/api/payments/statistics', cookie: officer.cookie });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TPaymentStatisticsResponse>();
  };
  /** The tiles equal today's definition, and every loan's kept row equals its payments. */
  const expectExact = async (step: string) => {
    expect(await tiles(), step).toEqual(await computePaymentStatisticsFromScratch(t.database.db, new Date()));
    const drift = await t.database.db.execute(sql`
      select a.id from pawn_loan_applications a
      full join loan_payment_totals k on k.application_id = a.id
      left join (select loan_application_id, sum(payment_amount) as paid from payments where status = 'completed' group by 1) p
        on p.loan_application_id = a.id
      where a.id is null or k.application_id is null or k.paid <> coalesce(p.paid, 0)
        or k.open <> (a.status in ('approved', 'active'))`);
    expect(rowsOf(drift), step).toEqual([]);
  };
  const setStatus = async (id: string, status: string) => {
    const res = await t.request({ method: 'PATCH', url: `/api/pawn-loans/${id}/status`, payload: { status }, cookie: superAdmin.cookie });
    expect(res.statusCode, res.body).toBe(200);
  };
  const credentials = () => ({ email: superAdmin.email, password: superAdmin.password });

  it('follow recording, deleting and changing payments and every loan status move', async () => {
    await expectExact('empty');
    const lastMonth = new Date(Date.parse(jamaicaMonthStart()) - 10 * 86_400_000);
    const a = await insertLoan(t.database.db, { borrowerName: 'Loan A', validFrom: daysAgo(70) });
    const b = await insertLoan(t.database.db, { borrowerName: 'Loan B' });
    const c = await insertLoan(t.database.db, { status: 'submitted', borrowerName: 'Loan C' });
    const d = await insertLoan(t.database.db, { borrowerName: 'Loan D' });
    await expectExact('loans inserted');

    await pay(t, officer.cookie, a.id, '3000', { paymentDate: lastMonth.toISOString().slice(0, 10), latePaymentCharge: '600' });
    const aSecond = await pay(t, officer.cookie, a.id, '1000.25');
    await expectExact('payments on A (A is active now)');
    await pay(t, officer.cookie, b.id, '12000');
    await expectExact('B paid in full, so completed');

    // More than the loan repays: what it owes stops at zero, and comes back exactly when removed.
    const over = await insertPayment(t, d.id, '15000.00', new Date());
    await expectExact('D overpaid');
    await t.database.db.update(payments).set({ paymentAmount: '11999.99' }).where(eq(payments.id, over));
    await expectExact('D payment lowered under the repayable');
    await t.database.db.update(payments).set({ status: 'refunded' }).where(eq(payments.id, over));
    await expectExact('D payment refunded');
    await t.database.db.update(payments).set({ status: 'completed', paymentDate: lastMonth, loanApplicationId: a.id }).where(eq(payments.id, over));
    await expectExact('the payment moved to A and to last month, completed again');
    await t.database.db.update(payments).set({ notes: 'checked' }).where(eq(payments.loanApplicationId, a.id));
    await expectExact('a change that moves no money');
    await t.database.db.delete(payments).where(eq(payments.id, over));
    await expectExact('that payment deleted');

    await setStatus(c.id, 'approved');
    await expectExact('C approved');
    await setStatus(a.id, 'defaulted');
    await expectExact('A defaulted');
    await setStatus(a.id, 'active');
    await expectExact('A active again');
    await t.database.db.update(pawnLoanApplications).set({ totalRepayment: '3000.00' }).where(eq(pawnLoanApplications.id, a.id));
    await expectExact('A repays less than it was paid');
    await t.database.db.update(pawnLoanApplications).set({ totalRepayment: '0.00', totalAmount: '0.00', loanAmount: '8000.00' }).where(eq(pawnLoanApplications.id, a.id));
    await expectExact('A repays principal plus interest');

    const removed = await t.request({ method: 'DELETE', url: `/api/payments/${aSecond.id}`, cookie: officer.cookie, payload: credentials() });
    expect(removed.statusCode, removed.body).toBe(200);
    await expectExact('a payment deleted through the API');
    await setStatus(a.id, 'completed');
    await expectExact('A completed');

    const gone = await t.request({ method: 'DELETE', url: `/api/pawn-loans/${d.id}`, cookie: superAdmin.cookie, payload: credentials() });
    expect(gone.statusCode, gone.body).toBe(200);
    await expectExact('D deleted');
    expect(await tiles()).toEqual({ totalCollected: '15600.00', thisMonth: '12000.00', pending: '12000.00', transactionCount: 2 });

    await t.database.db.execute(sql`truncate payments`);
    await expectExact('payments truncated');
    await t.database.db.execute(sql`truncate pawn_loan_applications cascade`);
    await expectExact('applications truncated');
    expect(await tiles()).toEqual({ totalCollected: '0.00', thisMonth: '0.00', pending: '0.00', transactionCount: 0 });
  });

  it('count a payment by its Jamaica month: the last minute of last month is collected but not this month', async () => {
    const before = await tiles();
    const loan = await insertLoan(t.database.db);
    const start = Date.parse(jamaicaMonthStart());
    await insertPayment(t, loan.id, '100.00', new Date(start - 60_000), '5.00'); // already this month in UTC
    await insertPayment(t, loan.id, '200.00', new Date(start));
    await expectExact('both sides of the boundary');
    const after = await tiles();
    expect(Number(after.totalCollected) - Number(before.totalCollected)).toBeCloseTo(305, 2);
    expect(Number(after.thisMonth) - Number(before.thisMonth)).toBeCloseTo(200, 2);
    expect(after.transactionCount - before.transactionCount).toBe(2);
  });

  it('stay exact under parallel payments on different loans and status moves, without deadlock', async () => {
    const loans = await Promise.all(Array.from({ length: 8 }, (_, i) => insertLoan(t.database.db, { borrowerName: `Parallel ${i}` })));
    const waiting = await Promise.all(Array.from({ length: 6 }, () => insertApplication(t.database.db, { status: 'submitted' })));
    await expectExact('before');
    const before = await tiles();
    // Each loan's first payment moves it to active in the same transaction, while other loans are
    // approved: both touch the shared rows, in the order the triggers fix.
    const results = await Promise.all([
      ...loans.flatMap((loan) => [
        t.request({ method: 'POST', url: '/api/payments', cookie: officer.cookie, payload: { loanApplicationId: loan.id, paymentAmount: '1000.10' } }),
        t.request({ method: 'POST', url: '/api/payments', cookie: officer.cookie, payload: { loanApplicationId: loan.id, paymentAmount: '2000.20' } }),
      ]),
      ...waiting.map(({ id }) => t.request({ method: 'PATCH', url: `/api/pawn-loans/${id}/status`, payload: { status: 'approved' }, cookie: superAdmin.cookie })),
    ]);
    expect(results.filter((r) => r.statusCode >= 300).map((r) => r.body)).toEqual([]);
    await expectExact('after');
    const after = await tiles();
    expect(after.transactionCount - before.transactionCount).toBe(16);
    expect((Number(after.totalCollected) - Number(before.totalCollected)).toFixed(2)).toBe('24002.40');
    // Eight loans owe 3,000.30 less each; six more owe their full 12,000.00.
    expect((Number(after.pending) - Number(before.pending)).toFixed(2)).toBe((6 * 12000 - 8 * 3000.3).toFixed(2));
  });
});
