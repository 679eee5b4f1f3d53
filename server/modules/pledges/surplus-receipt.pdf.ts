import { SURPLUS_PAYOUT_METHOD_LABELS, type TSurplusPayoutMethod } from '@common/contracts/pledge-sales';
import { shopContactLine } from '@common/contracts/shop-settings';
import { jamaicaDayOf } from '@common/jamaica-time';
import { formatDayFirst } from '@common/loan-ledger';
import { formatJmd } from '@common/money';
import { writeLabelledLines } from '../../lib/pdf/labelled-lines';
import { renderPdfDocument } from '../../lib/pdf/pdf-document';
import { writeText } from '../../lib/pdf/pdf-text';
import { drawShopHeader } from '../../lib/pdf/shop-header';
import type { TShopIdentity } from '../../lib/shop-identity';
import type { TSurplusListRow } from './pledge-sales.repository';

/** The receipt's lines: what was sold, for how much, what was owed, and the surplus paid to whom and how. */
export function surplusReceiptLines(row: TSurplusListRow): [string, string][] {
  const { surplus, sale } = row;
  const lines: [string, string][] = [
    ['Receipt number', surplus.receiptNumber ?? ''],
    ['Paid on', surplus.paidAt ? formatDayFirst(jamaicaDayOf(surplus.paidAt)) : ''],
    ['Pawner', row.borrowerName],
    ['Loan application', row.applicationNumber],
    ['Pawn ticket', sale.ticketNumber],
    ['Sold on', formatDayFirst(sale.saleDate)],
    ['Sale price', formatJmd(sale.salePrice)],
    ['Costs of the sale', formatJmd(sale.saleCosts)],
    ['Owed on the loan', formatJmd(sale.amountOwed)],
    ['Surplus paid', formatJmd(surplus.amount)],
    ['Paid to', surplus.paidTo ?? ''],
    ['Method', SURPLUS_PAYOUT_METHOD_LABELS[surplus.method as TSurplusPayoutMethod] ?? surplus.method ?? ''],
  ];
  if (surplus.reference) lines.push(['Reference', surplus.reference]);
  lines.push(['Paid by', surplus.paidByName ?? '']);
  return lines;
}

/** The A5 receipt of a surplus paid out (Pawnbrokers Act s. 18), under the shop's letterhead like a payment's. */
export function renderSurplusReceipt(row: TSurplusListRow, shop: TShopIdentity): Promise<Buffer> {
  const number = row.surplus.receiptNumber ?? '';
  const options = { size: 'A5', margin: 40, info: { Title: `Surplus receipt ${number}`, Author: shop.settings.businessName, Subject: `Pledge ${row.sale.ticketNumber}` } };
  return renderPdfDocument(options, (doc) => {
    const left = doc.page.margins.left;
    const width = doc.page.width - left - doc.page.margins.right;
    drawShopHeader(doc, shop, { left, top: 40, width, title: 'Surplus Receipt', nameSize: 20, ruled: true });
    doc.fillColor('#000000').fontSize(10);
    writeLabelledLines(doc, surplusReceiptLines(row), { left, width, emphasis: ['Surplus paid'] });
    doc.moveDown(1.5);
    doc.fontSize(9).fillColor('#444444');
    writeText(doc, 'The surplus of the sale of your pledge over what was owed on it (Pawnbrokers Act s. 18), paid in full.', { x: left, y: doc.y, width });
    writeText(doc, `Questions: ${shopContactLine(shop.settings)}.`, { width });
  });
}
