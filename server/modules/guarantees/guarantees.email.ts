import { GUARANTEE_LINK_DAYS, type TGuaranteeTermsResponse } from '@common/contracts/guarantees';
import { formatDayFirst } from '@common/loan-ledger';
import { formatCents, toCents } from '@common/money';
import type { TOutgoingEmail } from '../../lib/outbox.repository';

const money = (value: string) => formatCents(toCents(value) ?? 0);

/** The guarantor's invitation: the terms in plain words and their personal link (plain text). */
export function buildInvitationEmail(input: { applicationId: string; to: string; terms: TGuaranteeTermsResponse; link: string; signature: string }): TOutgoingEmail {
  const { terms } = input;
  const first = terms.borrowerName.split(/\s+/)[0] ?? terms.borrowerName;
  return {
    toAddress: input.to,
    subject: `${terms.borrowerName} has named you as guarantor of a loan from ${terms.shopName}`,
    textBody: [
      `Dear ${terms.guarantorName},`,
      '',
      terms.renewal
        ? `${terms.borrowerName} has renewed their loan with ${terms.shopName}: the new loan ${terms.applicationNumber} is for ${money(terms.loanAmount)}. You guaranteed the earlier loan; the shop asks whether you will guarantee the new one.`
        : `${terms.borrowerName} has applied to ${terms.shopName} for a loan of ${money(terms.loanAmount)} (application ${terms.applicationNumber}) and named you as their guarantor.`,
      `A guarantor promises to pay if the borrower does not: if ${first} does not pay, the shop may ask you to pay what is owed, up to ${money(terms.totalRepayment)} plus late fees of ${money(terms.lateFee)} per late payment.`,
      '',
      `The loan: ${money(terms.loanAmount)} at ${Number(terms.interestRate)}% over ${terms.termWeeks} week${terms.termWeeks === 1 ? '' : 's'}, ${money(terms.totalRepayment)} to repay, the first payment due ${formatDayFirst(terms.firstDueDate)}.`,
      '',
      'Please read the terms and tell us whether you agree, with your signature and ID, here:',
      '',
      input.link,
      '',
      `The link is yours alone: it works once, for ${GUARANTEE_LINK_DAYS} days. If you do not agree, you can say so there, or simply ignore this e-mail: ${terms.renewal ? 'you do not guarantee the new loan without your agreement' : 'the loan is not approved without your agreement'}.`,
      '',
      input.signature,
      '',
    ].join('\n'),
    kind: 'guarantor-invitation',
    relatedEntity: 'pawn_loan_application',
    relatedId: input.applicationId,
  };
}
