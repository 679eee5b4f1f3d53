import { divideRoundHalfUp, MAX_AMOUNT_CENTS } from './money';

// Simple-interest loan maths shared by the calculator page, the calculator call and the ledger.

// The rates a new loan may use are the shop's (shop settings, interestRates; the spec's 20 and 40
// are DEFAULT_INTEREST_RATES in shop-defaults.ts). A stored loan keeps the rate it was made with.
/** Any rate a loan can carry: a whole percent of the principal for the term. */
export const MIN_RATE_PERCENT = 1;
export const MAX_RATE_PERCENT = 100;

/** Whether a new loan may use this rate: one of the rates the shop offers. */
export function isOfferedRate(ratePercent: number, offered: readonly number[]): boolean {
  return offered.includes(ratePercent);
}

/** The shop's rates in words: "20 or 40", "15, 25 or 40". */
export function ratesInWords(rates: readonly (number | string)[]): string {
  const all = rates.map(String);
  return all.length <= 1 ? (all[0] ?? '') : `${all.slice(0, -1).join(', ')} or ${all.at(-1)}`;
}

/** The refusal of a rate the shop does not offer, naming those it does: "Interest rate must be 20 or 40". */
export function interestRateRefusal(offered: readonly number[]): string {
  return `Interest rate must be ${ratesInWords(offered)}`;
}
export const PRESET_TERMS_WEEKS = [4, 6, 8, 10, 12, 14, 16, 20] as const;
export const MIN_TERM_WEEKS = 1;
export const MAX_TERM_WEEKS = 52;
export const MIN_LOAN_CENTS = 100_00;
/** A loan goes up to the largest amount any money field takes. */
export const MAX_LOAN_CENTS = MAX_AMOUNT_CENTS;
export const FIRST_TIME_BORROWER_CAP_CENTS = 20_000_00;
export const DEFAULT_LATE_FINE_CENTS = 500_00;

export type TLoanTerms = { principalCents: number; ratePercent: number; weeks: number };

export type TLoanQuote = {
  principalCents: number;
  totalInterestCents: number;
  totalAmountCents: number;
  weeklyPaymentCents: number;
  /** Sum of the scheduled instalments: equals the total because the last instalment absorbs the cents. */
  totalPaymentsCents: number;
  termWeeks: number;
};

export function quoteLoan({ principalCents, ratePercent, weeks }: TLoanTerms): TLoanQuote {
  assertTerms({ principalCents, ratePercent, weeks });
  const totalInterestCents = divideRoundHalfUp(principalCents * ratePercent, 100);
  const totalAmountCents = principalCents + totalInterestCents;
  const weeklyPaymentCents = divideRoundHalfUp(totalAmountCents, weeks);
  return {
    principalCents,
    totalInterestCents,
    totalAmountCents,
    weeklyPaymentCents,
    totalPaymentsCents: totalAmountCents,
    termWeeks: weeks,
  };
}

export type TScheduleRow = { week: number; paymentCents: number; remainingBalanceCents: number };

/** The schedule as shown to people: every week pays the weekly amount; balance = max(0, total - weekly x week). */
export function displaySchedule(quote: TLoanQuote): TScheduleRow[] {
  return Array.from({ length: quote.termWeeks }, (_, i) => {
    const week = i + 1;
    return {
      week,
      paymentCents: quote.weeklyPaymentCents,
      remainingBalanceCents: Math.max(0, quote.totalAmountCents - quote.weeklyPaymentCents * week),
    };
  });
}

/** The instalments the ledger expects: the last one absorbs the rounding so they add up to the total exactly. */
export function ledgerInstalments(quote: TLoanQuote): number[] {
  const rows = Array.from({ length: quote.termWeeks }, () => quote.weeklyPaymentCents);
  rows[rows.length - 1] = quote.totalAmountCents - quote.weeklyPaymentCents * (quote.termWeeks - 1);
  return rows;
}

/** "10weeks", "10 weeks", "1 week" -> 10; null when it is not a whole number of weeks in range. */
export function parseTermWeeks(term: string | number): number | null {
  const match = typeof term === 'number' ? [String(term), String(term)] : /^\s*(\d{1,3})\s*(weeks?)?\s*$/i.exec(term);
  if (!match) return null;
  const weeks = Number(match[1]);
  if (!Number.isInteger(weeks) || weeks < MIN_TERM_WEEKS || weeks > MAX_TERM_WEEKS) return null;
  return weeks;
}

export function formatTermParam(weeks: number): string {
  return `${weeks}weeks`;
}

function assertTerms({ principalCents, ratePercent, weeks }: TLoanTerms): void {
  if (!Number.isSafeInteger(principalCents) || principalCents < MIN_LOAN_CENTS || principalCents > MAX_LOAN_CENTS) {
    throw new RangeError('principal out of range');
  }
  // Any rate a loan may carry: which of them a new loan may use is the shop's rule (isOfferedRate).
  if (!Number.isInteger(ratePercent) || ratePercent < MIN_RATE_PERCENT || ratePercent > MAX_RATE_PERCENT) throw new RangeError('rate out of range');
  if (!Number.isInteger(weeks) || weeks < MIN_TERM_WEEKS || weeks > MAX_TERM_WEEKS) throw new RangeError('term out of range');
}
