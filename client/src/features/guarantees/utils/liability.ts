import type { TGuaranteeTermsResponse } from '@common/contracts/guarantees';
import { formatDayFirst } from '@common/loan-ledger';
import { formatCents, toCents } from '@common/money';

const money = (value: string) => formatCents(toCents(value) ?? 0);

/** The borrower's first name, as the page speaks of them ("if Tanya does not pay"). */
export const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/** What the guarantor is liable for, in the words the guarantee PDF uses. */
export function liabilitySentence(terms: TGuaranteeTermsResponse): string {
  return `If ${firstNameOf(terms.borrowerName)} does not pay, the shop may ask you to pay what is owed, up to ${money(terms.totalRepayment)} plus late fees of ${money(terms.lateFee)} per late payment.`;
}

/** The loan's terms as label and value rows, amounts as J$12,000.00, dates day first. */
export function termRows(terms: TGuaranteeTermsResponse): [string, string][] {
  return [
    ['Borrower', terms.borrowerName],
    ['Application', terms.applicationNumber],
    ['Amount lent', money(terms.loanAmount)],
    ['Interest', `${Number(terms.interestRate)}% for the whole term`],
    ['Term', `${terms.termWeeks} week${terms.termWeeks === 1 ? '' : 's'}`],
    ['Weekly payment', money(terms.weeklyInstalment)],
    ['Total to repay', money(terms.totalRepayment)],
    ['Late fee', `${money(terms.lateFee)} per late payment`],
    ['First payment due', formatDayFirst(terms.firstDueDate)],
  ];
}
