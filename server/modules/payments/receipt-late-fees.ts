import { allocatePayments, summarizeLedger } from '@common/loan-ledger';
import { jamaicaDayOf } from '@common/jamaica-time';
import { lateFeeRuleOf } from '@common/late-fee';
import type { TExecutor } from '../../db/client';
import { centsOf, listSchedule } from '../loans';
import type { TPaymentViewRow } from './payments.repository';
import { listPaymentsThrough } from './receipt-late-fees.repository';

/** The late fees a receipt states: the ledger's reckoning (common/loan-ledger.ts) once its payment was counted. */
export type TReceiptLateFees = { chargedCents: number; paidCents: number; outstandingCents: number };

/**
 * The loan's late fees charged, paid and outstanding on the payment's day, counting the payments
 * recorded up to and including it (issue 30 item 6): the receipt of today's payment says what the
 * borrower's page and the review say today. Null for a loan without a schedule.
 */
export async function readReceiptLateFees(db: TExecutor, payment: TPaymentViewRow): Promise<TReceiptLateFees | null> {
  const schedule = await listSchedule(db, payment.loanApplicationId);
  if (schedule.length === 0) return null;
  const paid = await listPaymentsThrough(db, payment.loanApplicationId, payment.id);
  const instalments = schedule.map((r) => ({ amountCents: centsOf(r.paymentAmount), dueDate: r.dueDate }));
  const allocation = allocatePayments(instalments, paid.map((p) => ({ amountCents: centsOf(p.amount), day: p.day })));
  const summary = summarizeLedger({
    instalments: instalments.map((row, i) => ({ ...row, paidDate: allocation[i]!.paidDate })),
    totalDueCents: instalments.reduce((sum, row) => sum + row.amountCents, 0),
    paidCents: paid.reduce((sum, p) => sum + centsOf(p.amount), 0),
    lateChargesPaidCents: paid.reduce((sum, p) => sum + centsOf(p.lateCharge), 0),
    today: jamaicaDayOf(new Date(payment.paymentDate)),
    weeklyInstalmentCents: centsOf(payment.weeklyInstalment),
    frequency: payment.paymentFrequency,
    lateFeeRule: lateFeeRuleOf(payment),
  });
  return { chargedCents: summary.lateFeesChargedCents, paidCents: summary.lateFeesPaidCents, outstandingCents: summary.lateFeesOutstandingCents };
}
