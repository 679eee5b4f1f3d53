import { interestRateRefusal, isOfferedRate, parseTermWeeks } from '@common/calculator';
import { PAWN_LOAN_MESSAGES } from '@common/contracts/pawn-loans';
import type { TPaymentMethod } from '@common/contracts/payments';
import { RENEWAL_MESSAGES, type TRenewalQuote, type TRenewPledgeInput } from '@common/contracts/pledge-renewal';
import { centsToDecimalString, toCents } from '@common/money';

// The renewal form as typed, checked with the server's own wording before anything is sent. The
// server decides (renewalCharges); this only previews what its figures imply.

export type TRenewForm = { termWeeks: string; interestRate: string; paymentAmount: string; paymentMethod: TPaymentMethod };
export type TRenewField = 'termWeeks' | 'interestRate' | 'paymentAmount';
export type TRenewProblem = { field: TRenewField; message: string };

/** The old loan's terms to start from; its rate only while the shop still offers it. */
export const renewFormFrom = (quote: Pick<TRenewalQuote, 'termWeeks' | 'interestRate'>, offeredRates: readonly number[]): TRenewForm => ({
  termWeeks: String(quote.termWeeks),
  interestRate: String(isOfferedRate(quote.interestRate, offeredRates) ? quote.interestRate : (offeredRates[0] ?? quote.interestRate)),
  paymentAmount: '',
  paymentMethod: 'cash',
});

const cents = (value: string) => toCents(value) ?? 0;

/**
 * The principal the new loan would lend for a payment: what is left, less whatever the payment
 * brings beyond the minimum (the interest and late fees due). Null while the amount is not one.
 */
export function previewPrincipalCents(quote: Pick<TRenewalQuote, 'minimumPayment' | 'principalRemaining'>, paymentAmount: string): number | null {
  const paid = toCents(paymentAmount);
  if (paid === null || paid <= 0) return null;
  return cents(quote.principalRemaining) - Math.max(0, paid - cents(quote.minimumPayment));
}

export function checkRenewal(
  form: TRenewForm,
  quote: Pick<TRenewalQuote, 'minimumPayment' | 'interestDue' | 'lateFeesDue'>,
  offeredRates: readonly number[],
): { ok: true; renewal: TRenewPledgeInput } | ({ ok: false } & TRenewProblem) {
  const weeks = parseTermWeeks(form.termWeeks);
  if (weeks === null) return { ok: false, field: 'termWeeks', message: PAWN_LOAN_MESSAGES.term };
  const rate = Number(form.interestRate);
  if (!isOfferedRate(rate, offeredRates)) return { ok: false, field: 'interestRate', message: `${interestRateRefusal(offeredRates)}.` };
  const paid = toCents(form.paymentAmount);
  if (paid === null || paid <= 0) return { ok: false, field: 'paymentAmount', message: RENEWAL_MESSAGES.amountInvalid };
  const minimum = cents(quote.minimumPayment);
  if (paid < minimum) return { ok: false, field: 'paymentAmount', message: RENEWAL_MESSAGES.paymentBelowCharges(minimum, cents(quote.interestDue), cents(quote.lateFeesDue)) };
  return { ok: true, renewal: { termWeeks: weeks, interestRate: rate, paymentAmount: centsToDecimalString(paid), paymentMethod: form.paymentMethod } };
}
