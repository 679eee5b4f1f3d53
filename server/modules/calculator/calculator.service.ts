import { interestRateRefusal, isOfferedRate, parseTermWeeks, quoteLoan } from '@common/calculator';
import type { TCalculatorRequest, TCalculatorResponse } from '@common/contracts/calculator';
import { centsToNumber, toCents } from '@common/money';
import { AppError } from '../../lib/errors';

/** A quote at one of the rates the shop offers now (its settings' interestRates). */
export function calculateLoan(request: TCalculatorRequest, offeredRates: readonly number[]): TCalculatorResponse {
  if (!isOfferedRate(request.interestRate, offeredRates)) throw new AppError('BAD_REQUEST', interestRateRefusal(offeredRates));
  const principalCents = toCents(request.loanAmount);
  const weeks = parseTermWeeks(request.termMonths);
  if (principalCents === null || weeks === null) throw new AppError('BAD_REQUEST', 'Loan amount and term are required');
  const quote = quoteLoan({ principalCents, ratePercent: request.interestRate, weeks });
  return {
    weeklyPayment: centsToNumber(quote.weeklyPaymentCents),
    totalInterest: centsToNumber(quote.totalInterestCents),
    totalPayments: centsToNumber(quote.totalPaymentsCents),
    termWeeks: quote.termWeeks,
    principal: centsToNumber(quote.principalCents),
    totalAmount: centsToNumber(quote.totalAmountCents),
    interestRate: request.interestRate,
    paymentFrequency: 'weekly',
  };
}
