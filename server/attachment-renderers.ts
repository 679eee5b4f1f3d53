import type { TDb } from './db/client';
import type { TAttachmentRenderers } from './lib/outbox.repository';
import { RECEIPT_RENDER_KIND, renderPaymentReceipt } from './modules/payments/payment-receipt.pdf';

/**
 * The documents queued e-mails attach by reference ({ render: { kind, id } }), by kind. Each answers
 * the file's bytes, or null when its source is gone (the message then fails with that reason).
 * main.ts and the test app both take them from here, so tests send what production sends.
 */
export function attachmentRenderersOf(db: TDb): TAttachmentRenderers {
  return {
    [RECEIPT_RENDER_KIND]: (paymentId) => renderPaymentReceipt(db, paymentId),
  };
}
