import PDFDocument from 'pdfkit';
import { PAYMENT_METHOD_LABELS, type TPaymentMethod } from '@common/contracts/payments';
import { formatDayFirst, jamaicaDayOf } from '@common/loan-ledger';
import { formatJmd } from '@common/money';
import { isUuid } from '@common/contracts/fields';
import type { TDb } from '../../db/client';
import { findPaymentView, type TPaymentViewRow } from './payments.repository';

export const BUSINESS_NAME = 'Pawnbook';
/** The kind the e-mail worker renders for a payment receipt attachment. */
export const RECEIPT_RENDER_KIND = 'payment-receipt';

export const methodLabel = (method: string) => PAYMENT_METHOD_LABELS[method as TPaymentMethod] ?? method;
const statusLabel = (status: string) => `${status.charAt(0).toUpperCase()}${status.slice(1)}`;

/** The lines of a receipt, in order, as label and value: the PDF and the e-mail say the same. */
export function receiptLines(p: TPaymentViewRow): [string, string][] {
  const lines: [string, string][] = [
    ['Receipt number', p.receiptNumber],
    ['Payment date', formatDayFirst(jamaicaDayOf(new Date(p.paymentDate)))],
    ['Borrower', p.borrowerName],
    ['Loan application', p.applicationNumber],
    ['Payment amount', formatJmd(p.paymentAmount)],
    ['Late payment charge', formatJmd(p.latePaymentCharge)],
    ['Total paid', formatJmd(p.totalAmount)],
    ['Payment method', methodLabel(p.paymentMethod)],
  ];
  if (p.paymentReference) lines.push(['Reference', p.paymentReference]);
  lines.push(['Processed by', p.processedBy], ['Status', statusLabel(p.status)], ['Balance after this payment', formatJmd(p.balanceAfter)]);
  return lines;
}

function renderPdf(p: TPaymentViewRow): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A5',
      margin: 40,
      info: { Title: `Payment receipt ${p.receiptNumber}`, Author: BUSINESS_NAME, Subject: `Loan ${p.applicationNumber}` },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    const left = doc.page.margins.left;
    const width = doc.page.width - left - doc.page.margins.right;
    doc.font('Helvetica-Bold').fontSize(20).text(BUSINESS_NAME, left, 40);
    doc.font('Helvetica').fontSize(12).fillColor('#444444').text('Payment Receipt');
    doc.moveDown(0.5);
    doc.moveTo(left, doc.y).lineTo(left + width, doc.y).strokeColor('#999999').stroke();
    doc.moveDown(0.8);

    doc.fillColor('#000000').fontSize(10);
    for (const [label, value] of receiptLines(p)) {
      const y = doc.y;
      const emphasis = label === 'Total paid' || label === 'Balance after this payment';
      doc.font('Helvetica').text(label, left, y, { width: width * 0.45 });
      const labelBottom = doc.y;
      doc.font(emphasis ? 'Helvetica-Bold' : 'Helvetica').text(value, left + width * 0.5, y, { width: width * 0.5 });
      doc.y = Math.max(labelBottom, doc.y) + 4;
    }
    if (p.notes) {
      doc.moveDown(0.5).font('Helvetica-Bold').text('Notes', left).font('Helvetica').text(p.notes, left, doc.y, { width });
    }
    doc.moveDown(1.5);
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor('#444444')
      .text('Late payment charges are fees and do not reduce the loan balance.', left, doc.y, { width })
      .text('Thank you for your payment. Please keep this receipt for your records.', { width })
      .text('Questions about your loan: Monday to Friday 9AM to 5PM.', { width });
    doc.end();
  });
}

/**
 * The receipt of one payment as a PDF; null when there is no such payment (deleted since, or an
 * id that cannot be one). The e-mail worker calls this for attachments of kind 'payment-receipt'.
 */
export async function renderPaymentReceipt(db: TDb, paymentId: string): Promise<Buffer | null> {
  if (!isUuid(paymentId)) return null;
  const payment = await findPaymentView(db, paymentId.toLowerCase());
  return payment ? renderPaymentReceiptOf(payment) : null;
}

export function renderPaymentReceiptOf(payment: TPaymentViewRow): Promise<Buffer> {
  return renderPdf(payment);
}
