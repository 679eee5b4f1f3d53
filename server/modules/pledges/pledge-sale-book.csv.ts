import { SALE_METHOD_LABELS, SURPLUS_PAYOUT_METHOD_LABELS, type TSaleBookResponse, type TSurplusListResponse } from '@common/contracts/pledge-sales';
import { csvField, csvMoney } from '@common/csv';

const CRLF = '\r\n';
const row = (fields: string[]) => fields.join(',');

/** The sale book as CSV: one line per sale, then the totals. Amounts as plain two-decimal numbers. */
export function saleBookCsv(book: TSaleBookResponse): string {
  const header = ['Sale date', 'Ticket', 'Loan', 'Pawner', 'Items', 'Method', 'Buyer', 'Auctioneer', 'Sale price', 'Sale costs', 'Amount owed', 'Surplus', 'Shortfall'];
  const lines = book.items.map((e) =>
    row([
      csvField(e.saleDate, { text: false }),
      csvField(e.ticketNumber, { text: false }),
      csvField(e.applicationNumber, { text: false }),
      csvField(e.borrowerName),
      csvField(e.items),
      csvField(SALE_METHOD_LABELS[e.method], { text: false }),
      csvField(e.buyerName),
      csvField(e.auctioneer ?? ''),
      csvMoney(e.salePrice),
      csvMoney(e.saleCosts),
      csvMoney(e.amountOwed),
      csvMoney(e.surplus),
      csvMoney(e.shortfall),
    ]),
  );
  const t = book.totals;
  const totals = row(['Total', '', '', '', '', '', '', '', csvMoney(t.salePrice), csvMoney(t.saleCosts), '', csvMoney(t.surplus), csvMoney(t.shortfall)]);
  return [row(header), ...lines, totals].join(CRLF) + CRLF;
}

/** Surpluses as CSV: one line per surplus. */
export function surplusCsv(list: TSurplusListResponse): string {
  const header = ['Ticket', 'Loan', 'Pawner', 'Amount', 'Sale date', 'Claimable until', 'Status', 'Paid at', 'Paid to', 'Method', 'Reference', 'Receipt'];
  const lines = list.items.map((s) =>
    row([
      csvField(s.ticketNumber, { text: false }),
      csvField(s.applicationNumber, { text: false }),
      csvField(s.borrowerName),
      csvMoney(s.amount),
      csvField(s.saleDate, { text: false }),
      csvField(s.claimableUntil, { text: false }),
      csvField(s.status, { text: false }),
      csvField(s.paidAt ?? '', { text: false }),
      csvField(s.paidTo ?? ''),
      csvField(s.method ? SURPLUS_PAYOUT_METHOD_LABELS[s.method] : '', { text: false }),
      csvField(s.reference ?? ''),
      csvField(s.receiptNumber ?? '', { text: false }),
    ]),
  );
  return [row(header), ...lines].join(CRLF) + CRLF;
}
