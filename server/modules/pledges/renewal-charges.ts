/** One instalment of the loan's stored schedule, in cents. */
export type TChargeInstalment = { amountCents: number; interestCents: number; dueDate: string };

export type TRenewalCharges = {
  /** Interest of the instalments due by today, less the interest already paid. */
  interestDueCents: number;
  /** Late fees charged by the ledger and not paid yet (its lateFeesOutstanding). */
  lateFeesDueCents: number;
  /** interestDueCents + lateFeesDueCents: the least a renewal payment may be. */
  minimumCents: number;
  /** Interest the payments so far have covered (each instalment's interest before its principal). */
  interestPaidCents: number;
  /** The principal not repaid yet: the new loan's principal when exactly the minimum is paid. */
  principalRemainingCents: number;
};

/**
 * What a renewal asks of the pawner on `today` (issue 32, docs/operations.md "Renewing a pledge"),
 * the one rule of "interest and late fees due so far". Payments fill the instalments in due order
 * (the ledger's allocatePayments) and, inside an instalment, pay its interest before its
 * principal. The interest due is that of the instalments falling due on or before today, less the
 * interest paid; the late fees due are the ledger's outstanding ones. Interest of instalments not
 * yet due is not owed: the renewal ends the old loan before it is earned.
 */
export function renewalCharges(input: {
  instalments: readonly TChargeInstalment[];
  principalCents: number;
  /** Completed payments towards the loan (late charges apart). */
  paidCents: number;
  lateFeesOutstandingCents: number;
  today: string;
}): TRenewalCharges {
  let before = 0;
  let interestPaidCents = 0;
  let interestEarnedCents = 0;
  for (const row of input.instalments) {
    const paidInto = Math.min(row.amountCents, Math.max(0, input.paidCents - before));
    before += row.amountCents;
    interestPaidCents += Math.min(row.interestCents, paidInto);
    if (row.dueDate <= input.today) interestEarnedCents += row.interestCents;
  }
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
 * charge, the rest to the loan; of that, the interest due first, then principal. Answers the late
 * charge, the part recorded as the payment amount and the principal the new loan lends.
 */
export function splitRenewalPayment(charges: TRenewalCharges, paymentCents: number): { lateChargeCents: number; loanPartCents: number; newPrincipalCents: number } {
  const lateChargeCents = charges.lateFeesDueCents;
  const loanPartCents = paymentCents - lateChargeCents;
  const towardsPrincipal = Math.max(0, loanPartCents - charges.interestDueCents);
  return { lateChargeCents, loanPartCents, newPrincipalCents: charges.principalRemainingCents - towardsPrincipal };
}
