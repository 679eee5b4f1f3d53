import { describeLateFee, type TLateFeeRule } from '@common/late-fee';
import { jamaicaDayOf } from '@common/jamaica-time';
import { formatDayFirst } from '@common/loan-ledger';
import { formatCents } from '@common/money';
import type { TOutgoingEmail } from '../../lib/outbox.repository';
import { AGREEMENT_RENDER_KIND } from './pawn-loan-agreement.pdf';
import { agreementFilename } from './pawn-loan-agreement.service';
import type { TPawnLoanInput } from './pawn-loans.validation';

/** The confirmation a borrower receives once the application is stored: plain text, amounts as J$12,000.00. */
export function buildConfirmationEmail(input: {
  applicationId: string;
  applicationNumber: string;
  loan: TPawnLoanInput;
  weeklyCents: number;
  totalCents: number;
  /** The rule stored on the loan: what its agreement states. */
  lateFeeRule: TLateFeeRule;
}): TOutgoingEmail {
  const { loan, applicationNumber } = input;
  const lines = [
    `Dear ${loan.borrowerName},`,
    '',
    `Thank you. We have received your pawn loan application ${applicationNumber}.`,
    '',
    `Loan amount: ${formatCents(loan.loanCents)}`,
    `Interest rate: ${loan.ratePercent}%`,
    `Term: ${loan.termWeeks} week${loan.termWeeks === 1 ? '' : 's'} (weekly payments)`,
    `Weekly instalment: ${formatCents(input.weeklyCents)}`,
    `Total repayment: ${formatCents(input.totalCents)}`,
    `Late fee: ${describeLateFee(input.lateFeeRule, input.weeklyCents, 'weekly')}`,
    `Agreement date: ${formatDayFirst(jamaicaDayOf(loan.agreementDate))}`,
    `Ending on: ${formatDayFirst(jamaicaDayOf(loan.endingOn))}`,
    '',
    'Your loan agreement is attached as a PDF. Please keep it.',
    '',
    'What happens next: we review your application and documents, then contact you. When your loan is approved we confirm the date it starts; your payments fall due from that date.',
    'Questions: please quote your application number. How to reach us is below.',
  ];
  return {
    toAddress: loan.borrowerEmail,
    subject: `Your loan application ${applicationNumber} has been received`,
    textBody: lines.join('\n'),
    kind: 'application_confirmation',
    relatedEntity: 'pawn_loan_application',
    relatedId: input.applicationId,
    attachments: [
      { filename: agreementFilename(applicationNumber), contentType: 'application/pdf', render: { kind: AGREEMENT_RENDER_KIND, id: input.applicationId } },
    ],
  };
}
