import { shopContactLine } from '@common/contracts/shop-settings';
import { PAYMENT_METHOD_LABELS, type TPaymentMethod } from '@common/contracts/payments';
import { formatDayFirst } from '@common/loan-ledger';
import { jamaicaDayOf } from '@common/jamaica-time';
import { describeLateFee, lateFeeRuleOf } from '@common/late-fee';
import { formatCents, formatJmd, toCents } from '@common/money';
import { isUuid } from '@common/contracts/fields';
import type { TPaper } from '@common/contracts/paper';
import type { TDb, TExecutor } from '../../db/client';
import { writeLabelledLines } from '../../lib/pdf/labelled-lines';
import { renderPdfDocument } from '../../lib/pdf/pdf-document';
import { writeText } from '../../lib/pdf/pdf-text';
import { drawShopHeader } from '../../lib/pdf/shop-header';
import type { TShopIdentity } from '../../lib/shop-identity';
import { renderRollReceipt } from './payment-receipt-roll.pdf';
import { findPaymentView, type TPaymentViewRow } from './payments.repository';
import { readReceiptLateFees, type TReceiptLateFees } from './receipt-late-fees';

/** The kind the e-mail worker renders for a payment receipt attachment. */
export const RECEIPT_RENDER_KIND = 'payment-receipt';

export const methodLabel = (method: string) => PAYMENT_METHOD_LABELS[method as TPaymentMethod] ?? method;
/** The receipt's lines whose values stand out, on every paper. */
const RECEIPT_EMPHASIS = ['Total paid', 'Balance after this payment'];
const statusLabel = (status: string) => `${status.charAt(0).toUpperCase()}${status.slice(1)}`;

/**
 * The lines of a receipt, in order, as label and value: the PDF and the e-mail say the same. The
 * loan's late fees (readReceiptLateFees) close it, when the loan has a schedule.
 */
export function receiptLines(p: TPaymentViewRow, lateFees: TReceiptLateFees | null = null): [string, string][] {
  const lines: [string, string][] = [
    ['Receipt number', p.receiptNumber],
    ['Payment date', formatDayFirst(jamaicaDayOf(new Date(p.paymentDate)))],
    ['Borrower', p.borrowerName],
    ['Loan application', p.applicationNumber],
    ['Payment amount', formatJmd(p.paymentAmount)],
    ['Late payment charge', formatJmd(p.latePaymentCharge)],
    ['Late fee (your agreement)', describeLateFee(lateFeeRuleOf(p), toCents(p.weeklyInstalment) ?? 0, p.paymentFrequency)],
    ['Total paid', formatJmd(p.totalAmount)],
    ['Payment method', methodLabel(p.paymentMethod)],
  ];
  if (p.paymentReference) lines.push(['Reference', p.paymentReference]);
  lines.push(['Processed by', p.processedBy], ['Status', statusLabel(p.status)], ['Balance after this payment', formatJmd(p.balanceAfter)]);
  if (lateFees) {
    lines.push(
      ['Late fees charged to date', formatCents(lateFees.chargedCents)],
      ['Late fees paid to date', formatCents(lateFees.paidCents)],
      ['Late fees outstanding', formatCents(lateFees.outstandingCents)],
    );
  }
  return lines;
}

/** The words under the lines, on every paper. */
function receiptFooter(shop: TShopIdentity): string[] {
  return [
    'Late payment charges are fees and do not reduce the loan balance.',
    'Thank you for your payment. Please keep this receipt for your records.',
    `Questions about your loan: ${shopContactLine(shop.settings)}.`,
  ];
}

function renderPdf(p: TPaymentViewRow, lateFees: TReceiptLateFees | null, shop: TShopIdentity): Promise<Buffer> {
  const options = {
    size: 'A5',
    margin: 40,
    info: { Title: `Payment receipt ${p.receiptNumber}`, Author: shop.settings.businessName, Subject: `Loan ${p.applicationNumber}` },
  };
  return renderPdfDocument(options, (doc) => {
    const left = doc.page.margins.left;
    const width = doc.page.width - left - doc.page.margins.right;
    drawShopHeader(doc, shop, { left, top: 40, width, title: 'Payment Receipt', nameSize: 20, ruled: true });
    doc.fillColor('#000000').fontSize(10);
    writeLabelledLines(doc, receiptLines(p, lateFees), { left, width, emphasis: RECEIPT_EMPHASIS });
    if (p.notes) {
      doc.moveDown(0.5);
      writeText(doc, 'Notes', { face: 'bold', x: left });
      writeText(doc, p.notes, { x: left, y: doc.y, width });
    }
    doc.moveDown(1.5);
    doc.fontSize(9).fillColor('#444444');
    const [first, ...rest] = receiptFooter(shop);
    writeText(doc, first!, { x: left, y: doc.y, width });
    for (const line of rest) writeText(doc, line, { width });
  });
}

/**
 * The receipt of one payment as a PDF; null when there is no such payment (deleted since, or an
 * id that cannot be one). The e-mail worker calls this for attachments of kind 'payment-receipt'.
 */
export async function renderPaymentReceipt(db: TDb, shop: TShopIdentity, paymentId: string): Promise<Buffer | null> {
  if (!isUuid(paymentId)) return null;
  const payment = await findPaymentView(db, paymentId.toLowerCase());
  return payment ? renderPaymentReceiptOf(db, payment, shop) : null;
}

/**
 * The receipt under the shop's letterhead (its logo, name, address, phone, licence and hours): an
 * A5 page, or the same content in one column on an 80 mm roll for the counter's printer.
 */
export async function renderPaymentReceiptOf(db: TExecutor, payment: TPaymentViewRow, shop: TShopIdentity, paper: TPaper = 'page'): Promise<Buffer> {
  const lateFees = await readReceiptLateFees(db, payment);
  if (paper === '80mm') return renderRollReceipt(payment, { lines: receiptLines(payment, lateFees), emphasis: RECEIPT_EMPHASIS, footer: receiptFooter(shop) }, shop);
  return renderPdf(payment, lateFees, shop);
}
