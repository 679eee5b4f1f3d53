import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBorrowerDashboardStatsResponse, TPayment, TPaymentHistoryResponse } from '@common/contracts/payments';
import { addDays } from '@common/loan-ledger';
import { jamaicaDayOf } from '@common/jamaica-time';
import { BOTH_BACKENDS, createTestApp, type TTestApp } from '../../test/test-app';
import { daysAgo, insertLoan, pay } from '../payments/payments.test-support';

describe.each(BOTH_BACKENDS)("a borrower's own payments on %s", (backend) => {
  let t: TTestApp;
  let officer: string;
  let borrower: string;
  let otherBorrower: string;
  let own: TPayment[];
  let foreign: TPayment;
  let overdueStart: Date;

  beforeAll(async () => {
    t = await createTestApp(backend);
    const staff = await t.createUser('loan_officer');
    officer = await t.signIn(staff.email, staff.password);
    const me = await t.createUser('borrower');
    borrower = await t.signIn(me.email, me.password);
    const other = await t.createUser('borrower');
    otherBorrower = await t.signIn(other.email, other.password);

    // Two loans under my e-mail (written in capitals: the match ignores case), one overdue.
    overdueStart = daysAgo(15);
    const overdue = await insertLoan(t.database.db, { borrowerEmail: me.email.toUpperCase(), validFrom: overdueStart });
    const current = await insertLoan(t.database.db, { borrowerEmail: me.email });
    await insertLoan(t.database.db, { borrowerEmail: me.email, status: 'submitted' });
    const theirs = await insertLoan(t.database.db, { borrowerEmail: other.email, validFrom: daysAgo(15) });
    own = [
      await pay(t, officer, current.id, '1000', { notes: 'First visit' }),
      await pay(t, officer, overdue.id, '500.50', { paymentMethod: 'online', paymentDate: jamaicaDayOf(daysAgo(1)) }),
    ];
    foreign = await pay(t, officer, theirs.id, '3000', { latePaymentCharge: '1200' });
  });
  afterAll(() => t.close());

  it('lists only my payments, newest payment date first, with a receipt link', async () => {
    const res = await t.request({ method: 'GET', url: '/api/auth/user/payment-history', cookie: borrower });
    expect(res.statusCode).toBe(200);
    const { payments } = res.json<TPaymentHistoryResponse>();
    expect(payments.map((p) => p.id)).toEqual([own[0]!.id, own[1]!.id]);
    expect(payments[0]).toEqual({
      id: own[0]!.id,
      receiptNumber: own[0]!.receiptNumber,
      loanApplicationId: own[0]!.loanApplicationId,
      applicationNumber: own[0]!.applicationNumber,
      paymentAmount: '1000.00',
      latePaymentCharge: '0.00',
      totalAmount: '1000.00',
      paymentMethod: 'cash',
      status: 'completed',
      notes: 'First visit',
      paymentDate: own[0]!.paymentDate,
      balanceAfter: '11000.00',
      receiptUrl: `/api/payments/${own[0]!.id}/receipt`,
    });
    const theirs = (await t.request({ method: 'GET', url: '/api/auth/user/payment-history', cookie: otherBorrower })).json<TPaymentHistoryResponse>();
    expect(theirs.payments.map((p) => p.id)).toEqual([foreign.id]);
  });

  it('shows the late fees due on my overdue loans, what I owe and what falls due next', async () => {
    const res = await t.request({ method: 'GET', url: '/api/dashboard/stats', cookie: borrower });
    expect(res.statusCode).toBe(200);
    const firstDue = addDays(jamaicaDayOf(overdueStart), 7);
    expect(res.json<TBorrowerDashboardStatsResponse>()).toEqual({
      // The overdue loan: two instalments of 3,000.00 due, 500.50 paid -> 2 overdue, 2 x 600.00 in fees.
      latePayment: '1200.00',
      lateFeesCharged: '1200.00',
      lateFeesPaid: '0.00',
      outstanding: '22499.50',
      overdueAmount: '5499.50',
      totalPaid: '1500.50',
      owingLoans: 2,
      overdueLoans: 1,
      nextDueDate: firstDue,
      nextDueAmount: '2499.50',
    });
    // The other borrower paid one instalment and both fees: one instalment is still overdue, but its
    // fee is paid; nothing is owed in fees (it said J$600.00 before issue 30 item 6).
    const theirs = (await t.request({ method: 'GET', url: '/api/dashboard/stats', cookie: otherBorrower })).json<TBorrowerDashboardStatsResponse>();
    expect(theirs).toMatchObject({ latePayment: '0.00', lateFeesCharged: '1200.00', lateFeesPaid: '1200.00', outstanding: '9000.00', overdueLoans: 1 });
  });

  it('opens my own receipt as a PDF; anyone else’s answers 404 as if it did not exist', async () => {
    const mine = await t.request({ method: 'GET', url: `/api/payments/${own[1]!.id}/receipt`, cookie: borrower });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.headers['content-disposition']).toBe(`inline; filename="${own[1]!.receiptNumber}.pdf"`);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    for (const id of [foreign.id, randomUUID(), 'not-an-id']) {
      const res = await t.request({ method: 'GET', url: `/api/payments/${id}/receipt`, cookie: borrower });
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Payment not found' });
    }
  });
});
