import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TPayment } from '@common/contracts/payments';
import type { TExecutor } from '../../db/client';
import { emailOutbox, loanPayments, payments, users } from '../../db/schema';
import { signInAs } from '../../test/roles';
import type { TTestApp } from '../../test/test-app';
import { insertApplication } from '../applications/pawn-loan-review.test-support';
import type { TNewPawnLoanApplication } from '../applications';
import type { TSessionUser } from '../../lib/session-user';

const DAY = 86_400_000;
export const daysAgo = (days: number, from = Date.now()) => new Date(from - days * DAY);

/**
 * An approved loan written straight to the table: by default J$10,000.00 at 20% over 4 weeks,
 * J$3,000.00 a week, J$12,000.00 in all, starting now (first payment due in 7 days). Pass
 * validFrom in the past to make it overdue.
 */
export async function insertLoan(db: TExecutor, overrides: Partial<TNewPawnLoanApplication> = {}) {
  return insertApplication(db, { status: 'approved', borrowerEmail: `borrower.${randomUUID().slice(0, 8)}@example.com`, ...overrides });
}

/** The signed-in staff member as a service receives it (everything but the password hash). */
export async function sessionUserOf(db: TExecutor, id: string): Promise<TSessionUser> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error(`user ${id} not found`);
  const { password: _password, ...user } = row;
  return user;
}

/** POST /api/payments as a signed-in staff member. */
export function postPayment(t: TTestApp, cookie: string, body: Record<string, unknown>, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  return t.request({ method: 'POST', url: '/api/payments', cookie, payload: body, headers });
}

/** Records a payment that must succeed; answers the payment. */
export async function pay(t: TTestApp, cookie: string, loanApplicationId: string, paymentAmount: string, extra: Record<string, unknown> = {}): Promise<TPayment> {
  const res = await postPayment(t, cookie, { loanApplicationId, paymentAmount, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<TPayment>();
}

export async function scheduleOf(db: TExecutor, applicationId: string) {
  return db.select().from(loanPayments).where(eq(loanPayments.applicationId, applicationId)).orderBy(loanPayments.paymentNumber);
}

export async function paymentsOf(db: TExecutor, applicationId: string) {
  return db.select().from(payments).where(eq(payments.loanApplicationId, applicationId)).orderBy(payments.createdAt);
}

export async function outboxFor(db: TExecutor, paymentId: string) {
  return db.select().from(emailOutbox).where(eq(emailOutbox.relatedId, paymentId)).orderBy(emailOutbox.id);
}

/**
 * The receipt tests' payment: a new loan officer signed in, and their J$3,000.00 payment with
 * J$600.00 of late fees by bank transfer (NCB-7781) on Marcia Campbell's loan, started 9 days ago.
 */
export async function payLateByTransfer(t: TTestApp, extra: Record<string, unknown> = {}): Promise<{ officer: string; payment: TPayment }> {
  const officer = (await signInAs(t, 'loan_officer')).cookie;
  const loan = await insertLoan(t.database.db, { borrowerName: 'Marcia Campbell', validFrom: daysAgo(9) });
  const payment = await pay(t, officer, loan.id, '3000', { latePaymentCharge: '600', paymentMethod: 'bank_transfer', paymentReference: 'NCB-7781', ...extra });
  return { officer, payment };
}

/** What every receipt of that payment says, on A4 or on the 80 mm roll. */
export function receiptWordsOf(payment: TPayment): string[] {
  return ['Pawnbook', 'Payment Receipt', payment.receiptNumber, 'Marcia Campbell', payment.applicationNumber, 'J$3,000.00', 'J$600.00', 'J$3,600.00', 'Bank Transfer', 'NCB-7781'];
}
