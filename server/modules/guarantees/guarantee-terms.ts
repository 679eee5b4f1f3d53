import type { TGuaranteeTermsResponse } from '@common/contracts/guarantees';
import { centsToDecimalString } from '@common/money';
import { disclosureOfLoan, loanStartDayOf, type TPawnLoanRow, type TScheduleRowRecord } from '../loans';

/**
 * What a guarantor agrees to (issue 33 item 3), and nothing more: no address, TRN, ID or documents
 * of the borrower. The e-mail, the page and the guarantee PDF all say these figures: the loan's
 * stored schedule and totals once it has them (a renewal's guarantor is asked while it is active,
 * and staff print the guarantee at any time), else its terms' (disclosureOfLoan).
 */
export function guaranteeTermsOf(loan: TPawnLoanRow, schedule: readonly TScheduleRowRecord[], shopName: string, expiresAt: Date): TGuaranteeTermsResponse {
  const disclosure = disclosureOfLoan(loan, schedule);
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
