import { quoteLoan } from '@common/calculator';
import { aprPercentOf, discloseCostOfCredit, latePaymentExplained, type TCostOfCredit } from '@common/cost-of-credit';
import { describeLateFee, lateFeeCentsFor, lateFeeRuleOf, lateFeeRuleText } from '@common/late-fee';
import { daysBetween } from '@common/loan-ledger';
import { toCents } from '@common/money';
import type { TScheduleRowRecord } from './loan-ledger.repository';
import { centsOf, loanStartDayOf } from './loan-ledger.service';
import type { TPawnLoanRow } from './loans.repository';

/**
 * A loan's cost of credit as its papers print it: the agreement, the pawn ticket and the guarantee
 * (issue 42, "PDFs print what is stored"). Once the loan has its schedule (built at approval from
 * its stored totals), the figures are the stored ones: its instalments, their interest and due
 * dates, and the late fee its rule charges on its stored weekly instalment, as the ledger charges
 * it. Computing them again from the rate and term would print, for a loan made under older rules,
 * charges it was never given.
 *
 * Before approval (a submitted application's agreement, a guarantor asked before approval) nothing
 * is stored yet: the figures are its terms', computed as the application form computed them.
 */
export function disclosureOfLoan(loan: TPawnLoanRow, schedule: readonly TScheduleRowRecord[]): TCostOfCredit {
  const ratePercent = Number(loan.interestRate);
  const startDay = loanStartDayOf(loan);
  const lateFeeRule = lateFeeRuleOf(loan);
  const frequency = loan.paymentFrequency;
  if (schedule.length === 0) {
    const quote = quoteLoan({ principalCents: toCents(loan.loanAmount) ?? 0, ratePercent, weeks: loan.termWeeks });
    return discloseCostOfCredit({ quote, ratePercent, startDay, lateFeeRule, frequency });
  }

  const principalCents = centsOf(loan.loanAmount);
  const instalments = schedule.map((row) => ({ paymentNumber: row.paymentNumber, dueDate: row.dueDate, amountCents: centsOf(row.paymentAmount) }));
  const flows = instalments.map((row) => ({ weeks: daysBetween(startDay, row.dueDate) / 7, amountCents: row.amountCents }));
  const weeklyInstalmentCents = centsOf(loan.weeklyInstalment);
  const lateFeeCents = lateFeeCentsFor(lateFeeRule, weeklyInstalmentCents, frequency);
  return {
    principalCents,
    ratePercent,
    termWeeks: loan.termWeeks,
    totalInterestCents: schedule.reduce((sum, row) => sum + centsOf(row.interestAmount), 0),
    totalRepayableCents: instalments.reduce((sum, row) => sum + row.amountCents, 0),
    instalments,
    aprPercent: aprPercentOf(principalCents, flows),
    lateFeeCents,
    lateFee: describeLateFee(lateFeeRule, weeklyInstalmentCents, frequency),
    latePaymentExplained: latePaymentExplained(lateFeeCents, lateFeeRuleText(lateFeeRule, frequency)),
  };
}
