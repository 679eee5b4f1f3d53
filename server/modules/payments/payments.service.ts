import { isUuid } from '@common/contracts/fields';
import { PAYABLE_STATUSES, PAYMENT_MESSAGES as M, type TPayment, type TRecordPaymentRequest } from '@common/contracts/payments';
import { lateFeeRuleOf, lateFeeRuleText, type TLateFeeRule } from '@common/late-fee';
import { checkLateCharge, formatDayFirst, type TLedgerSummary } from '@common/loan-ledger';
import { jamaicaDayOf } from '@common/jamaica-time';
import { centsToDecimalString, formatCents } from '@common/money';
import type { TDb, TExecutor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { enqueueEmail } from '../../lib/outbox.repository';
import { nextYearlyNumber } from '../../lib/sequences.repository';
import { displayNameOf, type TSessionUser } from '../../lib/session-user';
import { recordAudit, type TAuditActor } from '../audit';
import { postPayment, syncLateFees } from '../books';
import { applyPayments, bookLoanOf, changeLoanStatus, interestEarnedAfter, lockApplication, readLockedStanding, type TPawnLoanRow, type TScheduleRowRecord } from '../loans';
import { paymentInstantOf, parsePaymentInput, type TPaymentInput } from './payment-input';
import { buildReceiptEmail } from './payment-receipt.email';
import { toPayment } from './payment-view';
import { readReceiptLateFees } from './receipt-late-fees';
import { findPaymentIdByKey, findPaymentView, insertPaymentUnlessKeyTaken } from './payments.repository';

/** Audit rows of this module name the payment by its id under this entity. */
export const PAYMENT_ENTITY = 'payment';

/**
 * Called inside the transaction that records or deletes a payment, with the loan's lock held, once
 * the ledger is up to date: collections refigures the loan's open case there (and resolves it when
 * nothing is overdue). Handed in by app.ts, since collections builds on loans and payments must not import it.
 */
export type TAfterPayment = (tx: TExecutor, loan: TPawnLoanRow, by: TStaff, now: Date) => Promise<void>;

export type TPaymentDeps = {
  db: TDb;
  /** The clock; tests fix "today" with it. */
  now?: () => Date;
  afterPayment?: TAfterPayment;
};

/** Who records or changes a payment: the signed-in staff member and where the request came from. */
export type TStaff = { user: TSessionUser; ip: string };

export const clockOf = (deps: { now?: () => Date }) => (deps.now ?? (() => new Date()))();
const actorOf = (staff: TStaff): TAuditActor => ({ user: staff.user, ip: staff.ip });

/** A second request with the same key: the same payment, unless it asks for a different one. */
async function repeatOf(db: TExecutor, input: TPaymentInput, paymentId: string): Promise<TPayment | null> {
  const view = await findPaymentView(db, paymentId);
  if (!view) return null;
  const same =
    view.loanApplicationId === input.loanId &&
    view.paymentAmount === centsToDecimalString(input.amountCents) &&
    view.latePaymentCharge === centsToDecimalString(input.lateChargeCents);
  if (!same) throw new AppError('CONFLICT', M.idempotencyReused);
  return toPayment(view);
}

async function findRepeat(db: TExecutor, input: TPaymentInput): Promise<TPayment | null> {
  if (input.key === null) return null;
  const id = await findPaymentIdByKey(db, input.key);
  return id ? repeatOf(db, input, id) : null;
}

/** Thrown inside the transaction when another request took the idempotency key first; rolls it back. */
class KeyTakenMeanwhile extends Error {}

function lateChargeRefusal(
  reason: 'not-applicable' | 'not-a-multiple' | 'too-many',
  summary: Pick<TLedgerSummary, 'lateFeeCents' | 'lateInstalments' | 'lateFeesPaidCents' | 'lateFeesDueCents'>,
  rule: TLateFeeRule,
  frequency: string,
): string {
  const fee = formatCents(summary.lateFeeCents);
  if (reason === 'not-applicable') return M.noLateFee;
  if (reason === 'not-a-multiple') return `The late payment charge must be a whole number of late fees of ${fee} (${lateFeeRuleText(rule, frequency)}).`;
  const n = summary.lateInstalments;
  return `The late payment charge can be at most ${formatCents(summary.lateFeesDueCents)}: the late fees this loan owes (${fee} for each of the ${n} late payment${n === 1 ? '' : 's'}, less ${formatCents(summary.lateFeesPaidCents)} paid).`;
}

/**
 * Records a payment (spec staff-area section 7): in one transaction the payment with its receipt
 * number, its effect on the schedule, approved -> active on the first payment and active ->
 * completed once paid in full (with history and audit rows), the audit row and the queued receipt
 * e-mail. The loan's row lock serialises payments on one loan, so the balance checked is the one
 * the payment lands on. A repeat of an idempotency key answers the first payment and records nothing.
 */
export async function recordPayment(
  deps: TPaymentDeps,
  input: { body: TRecordPaymentRequest; headerKey: string | undefined; staff: TStaff },
): Promise<{ payment: TPayment; created: boolean }> {
  const now = clockOf(deps);
  const today = jamaicaDayOf(now);
  const request = parsePaymentInput(input.body, input.headerKey, today);
  const earlier = await findRepeat(deps.db, request);
  if (earlier) return { payment: earlier, created: false };

  try {
    return await deps.db.transaction(async (tx) => {
      const loan = await lockApplication(tx, request.loanId);
      if (!loan) throw new AppError('NOT_FOUND', M.loanNotFound);
      // A request with the same key that waited on the lock finds the payment the first one made.
      const repeat = await findRepeat(tx, request);
      if (repeat) return { payment: repeat, created: false };
      if (!(PAYABLE_STATUSES as readonly string[]).includes(loan.status)) {
        throw new AppError('CONFLICT', `Payments can only be recorded for approved or active loans. This loan is ${loan.status}.`);
      }
      const proposed = jamaicaDayOf(new Date(Math.min(...[loan.validFrom, loan.agreementDate, loan.createdAt].filter((d) => d !== null).map((d) => d.getTime()))));
      // A loan staff back-dated (paid out on paper) began on its confirmed start.
      const began = loan.startDate && loan.startDate < proposed ? loan.startDate : proposed;
      if (request.day < began) throw new AppError('BAD_REQUEST', `Payment date cannot be before the loan began (${formatDayFirst(began)}).`);

      const { summary, schedule } = await readLockedStanding(tx, loan, today);
      if (summary.outstandingCents === 0) throw new AppError('CONFLICT', 'This loan has nothing left to pay.');
      if (request.amountCents > summary.outstandingCents) {
        throw new AppError('BAD_REQUEST', `Payment amount cannot be more than the outstanding balance of ${formatCents(summary.outstandingCents)}.`, { code: 'OUTSTANDING_BALANCE' });
      }
      const late = checkLateCharge(request.lateChargeCents, summary);
      if (!late.ok) throw new AppError('BAD_REQUEST', lateChargeRefusal(late.reason, summary, lateFeeRuleOf(loan), loan.paymentFrequency));

      const year = Number(today.slice(0, 4));
      const receiptNumber = await nextYearlyNumber(tx, 'RCT', year);
      const inserted = await insertPaymentUnlessKeyTaken(tx, {
        loanApplicationId: loan.id,
        paymentAmount: centsToDecimalString(request.amountCents),
        latePaymentCharge: centsToDecimalString(request.lateChargeCents),
        paymentMethod: request.method,
        paymentDate: paymentInstantOf(request.day, today, now),
        receiptNumber,
        paymentReference: request.reference,
        notes: request.notes,
        processedBy: displayNameOf(input.staff.user),
        recordedByUserId: input.staff.user.id,
        status: 'completed',
        idempotencyKey: request.key,
      });
      if (!inserted) throw new KeyTakenMeanwhile();
      await applyPayments(tx, loan.id);

      const balanceAfter = summary.outstandingCents - request.amountCents;
      let status = loan.status;
      if (status === 'approved') {
        await changeLoanStatus(tx, loan, { from: 'approved', to: 'active', notes: `First payment recorded (${receiptNumber})`, by: input.staff, kind: 'ledger' });
        status = 'active';
      }
      if (balanceAfter === 0) {
        await changeLoanStatus(tx, loan, { from: status, to: 'completed', notes: `Paid in full (${receiptNumber})`, by: input.staff, kind: 'ledger' });
      }
      await bookPayment(tx, loan, { id: inserted.id, receiptNumber, request, paidAfterCents: summary.paidCents + request.amountCents, schedule, staff: input.staff, today });
      await deps.afterPayment?.(tx, loan, input.staff, now);

      const view = await findPaymentView(tx, inserted.id);
      if (!view) throw new Error(`payment ${inserted.id} vanished in its own transaction`);
      await recordAudit(tx, actorOf(input.staff), {
        action: 'payment.record',
        entity: PAYMENT_ENTITY,
        entityId: inserted.id,
        summary: {
          receiptNumber,
          applicationNumber: loan.applicationNumber,
          paymentAmount: view.paymentAmount,
          latePaymentCharge: view.latePaymentCharge,
          paymentMethod: view.paymentMethod,
          paymentDate: request.day,
          balanceAfter: view.balanceAfter,
        },
      });
      await enqueueEmail(tx, buildReceiptEmail(view, await readReceiptLateFees(tx, view)));
      return { payment: toPayment(view), created: true };
    });
  } catch (error) {
    if (error instanceof KeyTakenMeanwhile) {
      const winner = await findRepeat(deps.db, request);
      if (winner) return { payment: winner, created: false };
    }
    throw error;
  }
}

/**
 * The payment in the books (issue 41), after the loan's status moves (a first payment pays the loan
 * out): the payment's entry with the ledger's interest split, then the late fees the ledger charges
 * once it is in (a back-dated payment may put an instalment on time after all).
 */
async function bookPayment(
  tx: TExecutor,
  loan: TPawnLoanRow,
  p: { id: string; receiptNumber: string; request: TPaymentInput; paidAfterCents: number; schedule: readonly TScheduleRowRecord[]; staff: TStaff; today: string },
): Promise<void> {
  const bookLoan = await bookLoanOf(tx, loan, p.schedule);
  await postPayment(tx, {
    loan: bookLoan,
    paymentId: p.id,
    receiptNumber: p.receiptNumber,
    amountCents: p.request.amountCents,
    lateChargeCents: p.request.lateChargeCents,
    method: p.request.method,
    interestEarnedAfterCents: await interestEarnedAfter(tx, loan, p.schedule, p.paidAfterCents),
    by: p.staff,
  });
  const { summary } = await readLockedStanding(tx, loan, p.today);
  await syncLateFees(tx, { loan: bookLoan, chargedCents: summary.lateFeesChargedCents, by: p.staff });
}

/** A malformed id cannot name a payment, so it answers like an unknown one. */
export function paymentIdOf(raw: string): string {
  if (!isUuid(raw)) throw new AppError('NOT_FOUND', M.paymentNotFound);
  return raw.toLowerCase();
}

/** POST /api/payments/{id}/resend: the receipt e-mail is queued again, with its PDF. */
export async function resendReceipt(deps: TPaymentDeps, input: { id: string; staff: TStaff }): Promise<{ message: string }> {
  const id = paymentIdOf(input.id);
  return deps.db.transaction(async (tx) => {
    const view = await findPaymentView(tx, id);
    if (!view) throw new AppError('NOT_FOUND', M.paymentNotFound);
    await enqueueEmail(tx, buildReceiptEmail(view, await readReceiptLateFees(tx, view)));
    await recordAudit(tx, actorOf(input.staff), {
      action: 'payment.resend',
      entity: PAYMENT_ENTITY,
      entityId: id,
      summary: { receiptNumber: view.receiptNumber, applicationNumber: view.applicationNumber, toAddress: view.borrowerEmail },
    });
    return { message: `Receipt ${view.receiptNumber} will be sent to ${view.borrowerEmail}.` };
  });
}
