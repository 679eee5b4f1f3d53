import { PAYMENT_MESSAGES as M, type TBorrowerDashboardStatsResponse, type TPaymentHistoryResponse } from '@common/contracts/payments';
import { jamaicaDayOf } from '@common/jamaica-time';
import { centsToDecimalString } from '@common/money';
import type { TDb } from '../../db/client';
import { AppError } from '../../lib/errors';
import { readLoanStandings } from '../loans';
import { clockOf, findBorrowerPaymentView, listPaymentViewsForBorrower, paymentIdOf, renderPaymentReceiptOf, toBorrowerPayment } from '../payments';
import type { TShopSource } from '../../lib/shop-identity';
import { listOwingLoansOfUser, sumPaidByUser } from './borrower-loans.repository';

// A borrower's loans are those of their own borrower records, linked to their account by id.

/** GET /api/auth/user/payment-history: the signed-in borrower's own payments, newest first. */
export async function getPaymentHistory(db: TDb, userId: string): Promise<TPaymentHistoryResponse> {
  return { payments: (await listPaymentViewsForBorrower(db, userId)).map(toBorrowerPayment) };
}

/**
 * GET /api/dashboard/stats: over the borrower's loans that still owe (totalPaid over all of them).
 * latePayment is the late fees outstanding: those the ledger charged (one by each loan's own rule
 * per instalment that fell late) less the late charges paid, the same figures the review and the
 * payment dialog show.
 */
export async function getBorrowerDashboardStats(deps: { db: TDb; now?: () => Date }, userId: string): Promise<TBorrowerDashboardStatsResponse> {
  const today = jamaicaDayOf(clockOf(deps));
  const loans = await listOwingLoansOfUser(deps.db, userId);
  // A loan whose pledge was sold is settled by the sale: it no longer owes (issue 32).
  const standings = [...(await readLoanStandings(deps.db, loans, today)).values()].filter((s) => s.summary.settledOn === null);
  const total = (pick: (s: (typeof standings)[number]) => number) => standings.reduce((sum, s) => sum + pick(s), 0);
  const next = standings
    .map((s) => s.summary.nextDue)
    .filter((d) => d !== null)
    .sort((a, b) => (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : 0))[0];
  return {
    latePayment: centsToDecimalString(total((s) => s.summary.lateFeesOutstandingCents)),
    lateFeesCharged: centsToDecimalString(total((s) => s.summary.lateFeesChargedCents)),
    lateFeesPaid: centsToDecimalString(total((s) => s.summary.lateFeesPaidCents)),
    outstanding: centsToDecimalString(total((s) => s.summary.outstandingCents)),
    overdueAmount: centsToDecimalString(total((s) => s.summary.overdueCents)),
    totalPaid: await sumPaidByUser(deps.db, userId),
    owingLoans: standings.length,
    overdueLoans: standings.filter((s) => s.summary.isOverdue).length,
    nextDueDate: next?.dueDate ?? null,
    // Several loans may fall due the same day: that day's amount is all of them.
    nextDueAmount: next
      ? centsToDecimalString(total((s) => (s.summary.nextDue?.dueDate === next.dueDate ? s.summary.nextDue.amountCents : 0)))
      : null,
  };
}

/** GET /api/payments/{id}/receipt: the borrower's own receipt; anyone else's answers 404 as if it did not exist. */
export async function renderBorrowerReceipt(
  deps: { db: TDb; shop: TShopSource },
  input: { id: string; userId: string },
): Promise<{ pdf: Buffer; receiptNumber: string }> {
  const view = await findBorrowerPaymentView(deps.db, paymentIdOf(input.id), input.userId);
  if (!view) throw new AppError('NOT_FOUND', M.paymentNotFound);
  return { pdf: await renderPaymentReceiptOf(deps.db, view, await deps.shop.read()), receiptNumber: view.receiptNumber };
}
