import { MAX_TERM_WEEKS, MIN_TERM_WEEKS } from '@common/calculator';
import { toCents } from '@common/money';

/** The calculator's figures as carried to the loan form in the query string, in cents and weeks. */
export type TCarriedLoan = {
  amountCents: number;
  ratePercent: number;
  termWeeks: number;
  weeklyPaymentCents: number;
  totalAmountCents: number;
};

function readCents(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const cents = toCents(value);
  return cents !== null && cents > 0 ? cents : null;
}

/** Null unless all five of amount, rate, term, weeklyPayment and totalAmount are present and sane. */
export function readCarriedLoan(search: URLSearchParams): TCarriedLoan | null {
  const amountCents = readCents(search.get('amount'));
  const weeklyPaymentCents = readCents(search.get('weeklyPayment'));
  const totalAmountCents = readCents(search.get('totalAmount'));
  const ratePercent = Number(search.get('rate'));
  const termWeeks = Number(search.get('term'));
  if (amountCents === null || weeklyPaymentCents === null || totalAmountCents === null) return null;
  if (!Number.isFinite(ratePercent) || ratePercent <= 0 || ratePercent > 100) return null;
  if (!Number.isInteger(termWeeks) || termWeeks < MIN_TERM_WEEKS || termWeeks > MAX_TERM_WEEKS) return null;
  return { amountCents, ratePercent, termWeeks, weeklyPaymentCents, totalAmountCents };
}

/** Back to the calculator with the same inputs filled in. */
export function calculatorHrefFor(loan: TCarriedLoan | null): string {
  if (!loan) return '/calculator';
  const params = new URLSearchParams({
    amount: String(loan.amountCents / 100),
    rate: String(loan.ratePercent),
    term: String(loan.termWeeks),
  });
  return `/calculator?${params.toString()}`;
}
