import { formatDayFirst } from '@common/loan-ledger';
import { formatCents } from '@common/money';
import type { TOutgoingEmail } from '../../lib/outbox.repository';
import { AGREEMENT_RENDER_KIND } from '../applications';
import { PAWN_TICKET_RENDER_KIND } from './pawn-ticket.render';

/** The borrower's e-mail after a renewal: what was paid, the new loan, and its agreement and ticket as PDFs. */
export function buildRenewalEmail(input: {
  loanId: string;
  borrowerName: string;
  borrowerEmail: string;
  oldApplicationNumber: string;
  oldTicketNumber: string;
  receiptNumber: string;
  paymentCents: number;
  applicationNumber: string;
  ticketNumber: string;
  principalCents: number;
  ratePercent: number;
  termWeeks: number;
  weeklyCents: number;
  totalCents: number;
  redeemableUntil: string;
  /** A pawn renewed on pawn terms (issue 43): its charge per period and due date, in place of instalments. */
  pawn?: { chargeCents: number; periodDays: number; dueDate: string } | null;
}): TOutgoingEmail {
  const weeks = `${input.termWeeks} week${input.termWeeks === 1 ? '' : 's'}`;
  const terms = input.pawn
    ? [
        `Charge: ${formatCents(input.pawn.chargeCents)} for every ${input.pawn.periodDays} days started`,
        `Due: ${formatDayFirst(input.pawn.dueDate)} (redeem by paying the loan and its charges, or renew by paying the charges)`,
      ]
    : [`Interest rate: ${input.ratePercent}%`, `Term: ${weeks} (weekly payments)`, `Weekly instalment: ${formatCents(input.weeklyCents)}`, `Total repayment: ${formatCents(input.totalCents)}`];
  const lines = [
    `Dear ${input.borrowerName},`,
    '',
    `Your pawn loan ${input.oldApplicationNumber} (ticket ${input.oldTicketNumber}) has been renewed as loan ${input.applicationNumber}.`,
    `We received ${formatCents(input.paymentCents)} (receipt ${input.receiptNumber}, sent separately), and your goods stay with us under the new ticket ${input.ticketNumber}.`,
    '',
    `Loan amount: ${formatCents(input.principalCents)}`,
    ...terms,
    `Redeemable until: ${formatDayFirst(input.redeemableUntil)}`,
    '',
    'Your new loan agreement and pawn ticket are attached as PDFs. Please keep them: the old ticket no longer redeems the goods.',
  ];
  return {
    toAddress: input.borrowerEmail,
    subject: `Your pawn loan ${input.oldApplicationNumber} is renewed as ${input.applicationNumber}`,
    textBody: lines.join('\n'),
    kind: 'pledge_renewal',
    relatedEntity: 'pawn_loan_application',
    relatedId: input.loanId,
    attachments: [
      { filename: `loan-agreement-${input.applicationNumber}.pdf`, contentType: 'application/pdf', render: { kind: AGREEMENT_RENDER_KIND, id: input.loanId } },
      { filename: `pawn-ticket-${input.ticketNumber}.pdf`, contentType: 'application/pdf', render: { kind: PAWN_TICKET_RENDER_KIND, id: input.loanId } },
    ],
  };
}
