import { SALE_METHOD_LABELS, type TSaleMethod } from '@common/contracts/pledge-sales';
import { formatDayFirst } from '@common/loan-ledger';
import { formatCents } from '@common/money';
import type { TOutgoingEmail } from '../../lib/outbox.repository';

/** The pawner's e-mail after their pledge is sold: the sale's figures and, with a surplus, how and until when to claim it (s. 18). */
export function buildSaleEmail(input: {
  loanId: string;
  borrowerName: string;
  borrowerEmail: string;
  applicationNumber: string;
  ticketNumber: string;
  saleDate: string;
  method: TSaleMethod;
  salePriceCents: number;
  saleCostsCents: number;
  amountOwedCents: number;
  surplusCents: number;
  shortfallCents: number;
  claimableUntil: string | null;
}): TOutgoingEmail {
  const lines = [
    `Dear ${input.borrowerName},`,
    '',
    `Your pledge ${input.ticketNumber} (loan ${input.applicationNumber}) was not redeemed, and it was sold on ${formatDayFirst(input.saleDate)} (${SALE_METHOD_LABELS[input.method].toLowerCase()}).`,
    '',
    `Sale price: ${formatCents(input.salePriceCents)}`,
    `Costs of the sale: ${formatCents(input.saleCostsCents)}`,
    `Owed on the loan on the day of the sale: ${formatCents(input.amountOwedCents)}`,
  ];
  if (input.surplusCents > 0 && input.claimableUntil) {
    lines.push(
      `Surplus owed to you: ${formatCents(input.surplusCents)}`,
      '',
      `You may claim the surplus until ${formatDayFirst(input.claimableUntil)}. Bring your identification to the shop; we pay it in cash, by bank transfer or by cheque, with a receipt.`,
    );
  } else if (input.shortfallCents > 0) {
    lines.push(`Shortfall: ${formatCents(input.shortfallCents)}`, '', 'The sale settles your loan: the shortfall has been written off and you owe nothing more on it.');
  } else {
    lines.push('', 'The sale settles your loan: you owe nothing more on it.');
  }
  lines.push('', 'You may inspect the entry of this sale in our sale book at the shop.');
  return {
    toAddress: input.borrowerEmail,
    subject: `Your pledge ${input.ticketNumber} has been sold`,
    textBody: lines.join('\n'),
    kind: 'pledge_sale',
    relatedEntity: 'pawn_loan_application',
    relatedId: input.loanId,
  };
}
