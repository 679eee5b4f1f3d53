import { PAYMENT_MESSAGES as M } from '@common/contracts/payments';
import type { TSuperAdminCredentials } from '@common/contracts/credentials';
import { jamaicaDayOf } from '@common/jamaica-time';
import { formatDayFirst } from '@common/loan-ledger';
import { AppError } from '../../lib/errors';
import { cancelUnsentEmailsAbout } from '../../lib/outbox.repository';
import { recordAudit } from '../audit';
import { verifySuperAdminCredentials, type TThrottlePolicy } from '../auth';
import { postPaymentDeleted, syncLateFees } from '../books';
import { applyPayments, bookLoanOf, changeLoanStatus, findRenewalOf, lockApplication, readLockedStanding, readPaidSums } from '../loans';
import { deletePaymentRow, findPaymentRow, findPaymentView } from './payments.repository';
import { RECEIPT_RELATED_ENTITY, receiptCancelledReason } from './payment-receipt.email';
import { clockOf, PAYMENT_ENTITY, paymentIdOf, type TPaymentDeps, type TStaff } from './payments.service';

/**
 * Deletes a payment once an active super admin has confirmed with e-mail and password; nothing is
 * touched unless that check passes. In one transaction: the audit row keeps what was removed and
 * who confirmed it, the schedule is recomputed, its unsent receipt e-mails are cancelled, a completed loan that is no longer paid in
 * full goes back to active (with its history row), and the loan's open collection case is refigured. An active loan stays active even with no
 * payments left: it was handed over, which a deleted payment does not undo.
 */
export async function deletePayment(
  deps: TPaymentDeps & { throttle: TThrottlePolicy },
  input: {
    id: string;
    credentials: TSuperAdminCredentials | null | undefined;
    staff: TStaff;
    /** The browser's device cookie nonce for the e-mail given (verifySuperAdminCredentials). */
    device?: string | null;
  },
): Promise<{ message: string }> {
  const confirmer = await verifySuperAdminCredentials(deps.db, deps.throttle, input.credentials, input.staff.ip, input.device);
  const id = paymentIdOf(input.id);
  const today = jamaicaDayOf(clockOf(deps));
  await deps.db.transaction(async (tx) => {
    const row = await findPaymentRow(tx, id);
    if (!row) throw new AppError('NOT_FOUND', M.paymentNotFound);
    // The loan's lock first, as recording does, so the two never wait on each other in a circle.
    const loan = await lockApplication(tx, row.loanApplicationId);
    const view = await findPaymentView(tx, id);
    if (!loan || !view) throw new AppError('NOT_FOUND', M.paymentNotFound);
    const renewal = loan.status === 'completed' ? await findRenewalOf(tx, loan.id) : null;
    if (renewal) throw new AppError('CONFLICT', M.deleteRenewed(renewal.applicationNumber));
    const settledOn = (await readPaidSums(tx, [loan.id])).get(loan.id)?.settledOn;
    if (settledOn) throw new AppError('CONFLICT', M.deleteSettledBySale(formatDayFirst(settledOn)));

    await recordAudit(tx, input.staff, {
      action: 'payment.delete',
      entity: PAYMENT_ENTITY,
      entityId: id,
      summary: {
        receiptNumber: view.receiptNumber,
        applicationNumber: view.applicationNumber,
        borrowerName: view.borrowerName,
        paymentAmount: view.paymentAmount,
        latePaymentCharge: view.latePaymentCharge,
        paymentMethod: view.paymentMethod,
        paymentDate: new Date(view.paymentDate).toISOString(),
        processedBy: view.processedBy,
        confirmedBy: confirmer.email,
      },
    });
    if (!(await deletePaymentRow(tx, id))) throw new AppError('NOT_FOUND', M.paymentNotFound);
    // Its receipt can no longer be produced: the unsent ones end with it, not as failures to retry.
    await cancelUnsentEmailsAbout(tx, { entity: RECEIPT_RELATED_ENTITY, id }, receiptCancelledReason(view.receiptNumber));
    const { summary } = await readLockedStanding(tx, loan, today);
    await applyPayments(tx, loan.id);
    // The books (issue 41): the payment's entry reversed, and the late fees the ledger now charges.
    await postPaymentDeleted(tx, { paymentId: id, receiptNumber: view.receiptNumber, applicationNumber: view.applicationNumber, by: input.staff });
    await syncLateFees(tx, { loan: await bookLoanOf(tx, loan), chargedCents: summary.lateFeesChargedCents, by: input.staff });
    let after = loan;
    if (loan.status === 'completed' && summary.outstandingCents > 0) {
      after = await changeLoanStatus(tx, loan, {
        from: 'completed',
        to: 'active',
        notes: `Payment ${view.receiptNumber} deleted: the loan is no longer paid in full`,
        by: input.staff,
        kind: 'ledger',
      });
    }
    // The loan's open collection case takes the ledger's new figures at once (issue 30 item 7).
    await deps.afterPayment?.(tx, after, input.staff, clockOf(deps));
  });
  return { message: M.deleted };
}
