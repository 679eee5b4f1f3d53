import { parseTermWeeks, quoteLoan } from '@common/calculator';
import type { TCalculatorRequest } from '@common/contracts/calculator';
import { discloseCostOfCredit, type TCostOfCredit } from '@common/cost-of-credit';
import type { TLateFeeRule } from '@common/late-fee';
import { jamaicaDayOf } from '@common/jamaica-time';
import { toCents } from '@common/money';

export const CALCULATOR_DUE_DATE_NOTE = 'Due dates if the loan starts today; the shop confirms the start date when it approves the loan.';

/** The cost of credit of what was calculated, due dates counted from today (Jamaica), with the shop's late fee rule. */
export function calculatorDisclosure(request: TCalculatorRequest, lateFeeRule: TLateFeeRule, now: Date = new Date()): TCostOfCredit | null {
  const principalCents = toCents(request.loanAmount);
  const weeks = parseTermWeeks(request.termMonths);
  if (principalCents === null || weeks === null) return null;
  try {
    const quote = quoteLoan({ principalCents, ratePercent: request.interestRate, weeks });
    return discloseCostOfCredit({ quote, ratePercent: request.interestRate, startDay: jamaicaDayOf(now), lateFeeRule });
  } catch {
    return null;
  }
}
