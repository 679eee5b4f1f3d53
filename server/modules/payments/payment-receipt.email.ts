import type { TEmailAttachment, TOutgoingEmail } from '../../lib/outbox.repository';
import { RECEIPT_RENDER_KIND, receiptLines } from './payment-receipt.pdf';
import type { TPaymentViewRow } from './payments.repository';
import type { TReceiptLateFees } from './receipt-late-fees';

/** What a receipt e-mail is about in the outbox (relatedEntity, with the payment's id). */
export const RECEIPT_RELATED_ENTITY = 'payment';

export const receiptCancelledReason = (receiptNumber: string) => `Cancelled: payment ${receiptNumber} was deleted, so its receipt is not sent.`;

/** The receipt PDF is rendered when the message is sent, so the outbox row holds no file bytes. */
export function receiptAttachment(payment: Pick<TPaymentViewRow, 'id' | 'receiptNumber'>): TEmailAttachment {
  return { filename: `${payment.receiptNumber}.pdf`, contentType: 'application/pdf', render: { kind: RECEIPT_RENDER_KIND, id: payment.id } };
}

/** The receipt e-mail to the borrower: plain text with the same lines as the PDF, which it attaches. */
export function buildReceiptEmail(payment: TPaymentViewRow, lateFees: TReceiptLateFees | null): TOutgoingEmail {
  const receipt = receiptLines(payment, lateFees);
  const width = Math.max(...receipt.map(([label]) => label.length)) + 2;
  const lines = [
    `Dear ${payment.borrowerName},`,
    '',
    `Thank you. We have received your payment on loan ${payment.applicationNumber}.`,
    '',
    ...receipt.map(([label, value]) => `${`${label}:`.padEnd(width)}${value}`),
    '',
    // The shop's name and contact details follow as the signature, added when the message is sent.
    `Your receipt ${payment.receiptNumber} is attached as a PDF. Please keep it for your records.`,
  ];
  return {
    toAddress: payment.borrowerEmail,
    subject: `Payment receipt ${payment.receiptNumber} for loan ${payment.applicationNumber}`,
    textBody: lines.join('\n'),
    kind: 'payment_receipt',
    relatedEntity: RECEIPT_RELATED_ENTITY,
    relatedId: payment.id,
    attachments: [receiptAttachment(payment)],
  };
}
