import { quoteLoan } from '@common/calculator';
import type { TGuaranteeTermsResponse } from '@common/contracts/guarantees';
import { discloseCostOfCredit, type TCostOfCredit } from '@common/cost-of-credit';
import { lateFeeRuleOf } from '@common/late-fee';
import { centsToDecimalString, toCents } from '@common/money';
import { loanStartDayOf, type TPawnLoanRow } from '../loans';

/** The loan's cost of credit as its agreement states it, from the day it starts (or is proposed to). */
export function disclosureOf(loan: TPawnLoanRow): TCostOfCredit {
  const quote = quoteLoan({ principalCents: toCents(loan.loanAmount) ?? 0, ratePercent: Number(loan.interestRate), weeks: loan.termWeeks });
  return discloseCostOfCredit({
    quote,
    ratePercent: Number(loan.interestRate),
    startDay: loanStartDayOf(loan),
    lateFeeRule: lateFeeRuleOf(loan),
    frequency: loan.paymentFrequency,
  });
}

/**
 * What a guarantor agrees to (issue 33 item 3), and nothing more: no address, TRN, ID or documents
 * of the borrower. The e-mail, the page and the guarantee PDF all say these figures.
 */
export function guaranteeTermsOf(loan: TPawnLoanRow, shopName: string, expiresAt: Date): TGuaranteeTermsResponse {
  const disclosure = disclosureOf(loan);
  return {
    borrowerName: loan.borrowerName,
    applicationNumber: loan.applicationNumber,
    loanAmount: loan.loanAmount,
    interestRate: loan.interestRate,
    termWeeks: loan.termWeeks,
    weeklyInstalment: loan.weeklyInstalment,
    totalRepayment: centsToDecimalString(disclosure.totalRepayableCents),
    lateFee: centsToDecimalString(disclosure.lateFeeCents),
    firstDueDate: disclosure.instalments[0]?.dueDate ?? loanStartDayOf(loan),
    guarantorName: loan.guarantorName ?? '',
    shopName,
    expiresAt: expiresAt.toISOString(),
    renewal: loan.renewedFromApplicationId !== null,
  };
}
