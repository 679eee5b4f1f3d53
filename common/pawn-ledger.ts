import { chargePerPeriodCents, startedPeriods, type TPawnTerms } from './pawn-terms';

// A pawn's ledger on pawn terms (issue 43), in exact cents, for the server (standing, payments, the
// books, the redemption quote) and the client alike. No instalments and no late fee: each started
// period charges monthlyChargePercent of the principal outstanding when it starts, and a payment
// pays the charges due on its day first, then principal. Days are Jamaica "YYYY-MM-DD".

export type TPawnLedgerInput = {
  terms: Pick<TPawnTerms, 'monthlyChargePercent' | 'periodDays'>;
  principalCents: number;
  /** The ticket's date: the first period is charged in full that day. */
  ticketDate: string;
  /** Completed payments, each with the day the money came. Taken in day order (stable for one day). */
  payments: readonly { amountCents: number; day: string }[];
  /** The day asked about: charges are counted up to it, and payments after it are left out. */
  day: string;
};

export type TPawnPaymentPart = { chargesCents: number; principalCents: number };

export type TPawnLedger = {
  /** Started periods on the day (0 before the ticket's date). */
  periods: number;
  /** Every charge made up to the day, each on the principal outstanding when its period started. */
  chargesCents: number;
  chargesPaidCents: number;
  /** Charges made and not yet paid: what a renewal must pay, and what a payment pays first. */
  chargesDueCents: number;
  principalPaidCents: number;
  principalOutstandingCents: number;
  /** What was paid up to the day (charges and principal). */
  paidCents: number;
  /** Principal plus every charge made: the ledger's total due on the day. */
  totalDueCents: number;
  /** Charges due plus principal outstanding: what redeeming costs on the day. */
  outstandingCents: number;
  /** How each payment up to the day was split, in the order taken. */
  parts: TPawnPaymentPart[];
};

/**
 * Where a pawn stands on a day. Periods are charged as they start, on the principal outstanding
 * then: a payment on the day a period starts comes after that period's charge. A payment beyond
 * what is owed (refused before it is recorded) is counted against principal, never below zero.
 */
export function pawnLedger(input: TPawnLedgerInput): TPawnLedger {
  const { terms, ticketDate } = input;
  let principal = input.principalCents;
  let periodsCharged = 0;
  let charges = 0;
  let chargesPaid = 0;
  let principalPaid = 0;
  const chargeUpTo = (day: string) => {
    const periods = startedPeriods(ticketDate, day, terms.periodDays);
    for (; periodsCharged < periods; periodsCharged += 1) charges += chargePerPeriodCents(principal, terms.monthlyChargePercent);
  };
  const parts: TPawnPaymentPart[] = [];
  const inOrder = input.payments.map((p, index) => ({ ...p, index })).sort((a, b) => (a.day === b.day ? a.index - b.index : a.day < b.day ? -1 : 1));
  for (const payment of inOrder) {
    if (payment.day > input.day) break;
    chargeUpTo(payment.day);
    const toCharges = Math.min(payment.amountCents, charges - chargesPaid);
    const toPrincipal = Math.min(payment.amountCents - toCharges, principal);
    chargesPaid += toCharges;
    principal -= toPrincipal;
    principalPaid += toPrincipal;
    parts.push({ chargesCents: toCharges, principalCents: payment.amountCents - toCharges });
  }
  chargeUpTo(input.day);
  const paid = chargesPaid + principalPaid;
  return {
    periods: periodsCharged,
    chargesCents: charges,
    chargesPaidCents: chargesPaid,
    chargesDueCents: charges - chargesPaid,
    principalPaidCents: principalPaid,
    principalOutstandingCents: principal,
    paidCents: paid,
    totalDueCents: input.principalCents + charges,
    outstandingCents: principal + charges - chargesPaid,
    parts,
  };
}
