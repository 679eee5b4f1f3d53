import { interestPartsOf } from '@common/loan-ledger';

/** One instalment of the loan's stored schedule, in cents. */
export type TChargeInstalment = { amountCents: number; interestCents: number; dueDate: string };

export type TRenewalCharges = {
  /** Interest of the instalments due by today, less the interest already paid. */
  interestDueCents: number;
  /** Late fees charged by the ledger and not paid yet (its lateFeesOutstanding). */
  lateFeesDueCents: number;
  /** interestDueCents + lateFeesDueCents: the least a renewal payment may be. */
  minimumCents: number;
  /** Interest the payments so far have covered, as the ledger splits them (interestPartsOf). */
  interestPaidCents: number;
  /** The principal not repaid yet: the new loan's principal when exactly the minimum is paid. */
  principalRemainingCents: number;
};

/**
 * What a renewal asks of the pawner on `today` (issue 32, docs/operations.md "Renewing a pledge"),
 * the one rule of "interest and late fees due so far". The payments so far are split into interest
 * and principal as the ledger pours them (interestPartsOf, the income report's rule: instalments in
 * due order, each one's interest in proportion to what was paid into it). The interest due is that
 * of the instalments falling due on or before today, less the interest paid; the late fees due are
 * the ledger's outstanding ones. Interest of instalments not yet due is not owed: the renewal ends
 * the old loan before it is earned.
 */
export function renewalCharges(input: {
  instalments: readonly TChargeInstalment[];
  principalCents: number;
  /** Completed payments towards the loan (late charges apart). */
  paidCents: number;
  lateFeesOutstandingCents: number;
  today: string;
}): TRenewalCharges {
  const [interestPaidCents = 0] = interestPartsOf(input.instalments, [{ amountCents: input.paidCents }]);
  let interestEarnedCents = 0;
  for (const row of input.instalments) if (row.dueDate <= input.today) interestEarnedCents += row.interestCents;
  const interestDueCents = Math.max(0, interestEarnedCents - interestPaidCents);
  const lateFeesDueCents = Math.max(0, input.lateFeesOutstandingCents);
  const principalPaidCents = Math.max(0, input.paidCents - interestPaidCents);
  return {
    interestDueCents,
    lateFeesDueCents,
    minimumCents: interestDueCents + lateFeesDueCents,
    interestPaidCents,
    principalRemainingCents: Math.max(0, input.principalCents - principalPaidCents),
  };
}

/**
 * How a renewal payment of `paymentCents` splits: the late fees due go as the payment's late
 * charge, the rest to the loan; of that, the interest due first (that is what renewing buys), then principal. Answers the late
 * charge, the part recorded as the payment amount and the principal the new loan lends.
 */
export function splitRenewalPayment(charges: TRenewalCharges, paymentCents: number): { lateChargeCents: number; loanPartCents: number; newPrincipalCents: number } {
  const lateChargeCents = charges.lateFeesDueCents;
  const loanPartCents = paymentCents - lateChargeCents;
  const towardsPrincipal = Math.max(0, loanPartCents - charges.interestDueCents);
  return { lateChargeCents, loanPartCents, newPrincipalCents: charges.principalRemainingCents - towardsPrincipal };
}
