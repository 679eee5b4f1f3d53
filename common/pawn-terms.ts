import { addDays, daysBetween } from './loan-ledger';
import { divideRoundHalfUp } from './money';

// The pawn's charges (DESIGN decision 22, issue 43), in exact cents, for the server (the ledger,
// the redemption quote, the ticket) and the client (the calculator) alike. A pawn is one payment at
// maturity: a charge of the shop's monthlyChargePercent of the principal outstanding for every
// started period since the ticket's date, the first charged in full the day the pawn is made.
// Days are Jamaica calendar days as "YYYY-MM-DD".

/** The shop's pawn terms (Shop Settings' `pawnTerms`); each pawn keeps those it was made on. */
export type TPawnTerms = {
  /** Percent of the principal outstanding charged per started period; at most two decimals (12.5). */
  monthlyChargePercent: number;
  /** Days in one period: days 0..periodDays are the first period, periodDays+1..2*periodDays the second... */
  periodDays: number;
  /** Days from the ticket's date to its due date. */
  termDays: number;
};

/**
 * "The end of month n" on a ticket and in the calculator is n times 30 days after the ticket's date:
 * with the default 30-day period that is the last day of the n-th period, so month n costs n charges.
 */
export const MONTH_DAYS = 30;

/** The months a ticket and the calculator show what redeeming costs at the end of. */
export const REDEMPTION_TABLE_MONTHS = [1, 2, 3] as const;

/**
 * A percent as whole hundredths (12.5 -> 1250), so the charge is exact integer arithmetic. More
 * than two decimals, a negative or a non-number is a programming error (the contract refuses them).
 */
function hundredthsOf(percent: number): number {
  const hundredths = Math.round(percent * 100);
  if (!Number.isFinite(percent) || hundredths < 0 || Math.abs(percent * 100 - hundredths) > 1e-6) {
    throw new RangeError(`monthlyChargePercent must be 0 or more with at most two decimals, not ${String(percent)}`);
  }
  return hundredths;
}

function checkPeriodDays(periodDays: number): void {
  if (!Number.isInteger(periodDays) || periodDays < 1) throw new RangeError(`periodDays must be a whole number of at least 1, not ${String(periodDays)}`);
}

/**
 * Started periods on `day` of a pawn dated `ticketDate`: day 0 up to periodDays is 1 (the first
 * period is charged in full the day the pawn is made), periodDays + 1 up to 2 x periodDays is 2, and
 * so on. A day before the ticket's date counts 0 periods (nothing is charged before the pawn
 * exists); whether such a day may be asked for at all is the caller's rule.
 */
export function startedPeriods(ticketDate: string, day: string, periodDays: number): number {
  checkPeriodDays(periodDays);
  const days = daysBetween(ticketDate, day);
  if (days < 0) return 0;
  return Math.max(1, Math.ceil(days / periodDays));
}

/** One period's charge in cents: monthlyChargePercent of the principal, rounded half up to the cent. */
export function chargePerPeriodCents(principalCents: number, monthlyChargePercent: number): number {
  if (!Number.isSafeInteger(principalCents) || principalCents < 0) throw new RangeError(`principalCents must be whole cents, 0 or more, not ${String(principalCents)}`);
  return divideRoundHalfUp(principalCents * hundredthsOf(monthlyChargePercent), 100 * 100);
}

/** The due date printed on the ticket: its date plus termDays. */
export function pawnDueDate(ticketDate: string, termDays: number): string {
  if (!Number.isInteger(termDays) || termDays < 1) throw new RangeError(`termDays must be a whole number of at least 1, not ${String(termDays)}`);
  return addDays(ticketDate, termDays);
}

export type TPawnChargesInput = {
  /** The principal still outstanding, in cents. */
  principalCents: number;
  monthlyChargePercent: number;
  periodDays: number;
  /** The ticket's date (the day the pawn was made or last renewed). */
  ticketDate: string;
  /** The day asked about (redemption day, today...). */
  day: string;
};

export type TPawnCharges = {
  /** Started periods on that day (0 before the ticket's date). */
  periods: number;
  chargePerPeriodCents: number;
  /** periods x chargePerPeriodCents: the charges due on that day, none of them paid. */
  chargesCents: number;
  /** principal + charges: what redeeming costs that day before any payment. */
  totalCents: number;
};

/** The charges due on a day and what redeeming costs then (principal + charges), before payments. */
export function pawnChargesOn(input: TPawnChargesInput): TPawnCharges {
  const periods = startedPeriods(input.ticketDate, input.day, input.periodDays);
  const perPeriod = chargePerPeriodCents(input.principalCents, input.monthlyChargePercent);
  const chargesCents = periods * perPeriod;
  return { periods, chargePerPeriodCents: perPeriod, chargesCents, totalCents: input.principalCents + chargesCents };
}

export type TRedemptionAtMonthEnd = TPawnCharges & {
  month: number;
  /** Days after the ticket's date: month x MONTH_DAYS. */
  daysAfterTicket: number;
  /** That day, when a ticket's date was given; null for a quote without one (the calculator). */
  day: string | null;
};

/**
 * What redeeming costs at the end of months 1, 2 and 3 (REDEMPTION_TABLE_MONTHS): the ticket's table
 * and the calculator's. Month n ends n x 30 days after the ticket's date; with a 30-day period that
 * is n charges, with another period the periods started by then.
 */
export function redemptionByMonth(
  input: Omit<TPawnChargesInput, 'day' | 'ticketDate'> & { ticketDate?: string | null },
  months: readonly number[] = REDEMPTION_TABLE_MONTHS,
): TRedemptionAtMonthEnd[] {
  // Any day serves when no ticket date is given: only the distance from it counts.
  const from = input.ticketDate ?? '2000-01-01';
  return months.map((month) => {
    const daysAfterTicket = month * MONTH_DAYS;
    const day = addDays(from, daysAfterTicket);
    return { month, daysAfterTicket, day: input.ticketDate ? day : null, ...pawnChargesOn({ ...input, ticketDate: from, day }) };
  });
}
