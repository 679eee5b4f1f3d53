import { PAYMENT_MESSAGES as M, type TReceiptEmail } from '@common/contracts/payments';
import type { TExecutor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { findLatestEmailAbout } from '../../lib/outbox.repository';
import { loadSendingConfiguration } from '../email';
import { RECEIPT_RELATED_ENTITY } from './payment-receipt.email';
import { findPaymentView } from './payments.repository';
import { paymentIdOf } from './payments.service';

export const NO_RECEIPT_QUEUED = 'No receipt e-mail was queued for this payment.';

/**
 * What became of a payment's latest receipt e-mail. A message still waiting is "queued" only when
 * Email Settings has a configuration the worker can send with; otherwise it is "not_set_up" with
 * the reason, so nobody is told a receipt went out when nothing can send it.
 */
export async function readReceiptEmail(deps: { db: TExecutor; secret: Buffer }, paymentId: string, borrowerEmail: string): Promise<TReceiptEmail> {
  const row = await findLatestEmailAbout(deps.db, { entity: RECEIPT_RELATED_ENTITY, id: paymentId });
  if (!row) return { state: 'failed', toAddress: borrowerEmail, detail: NO_RECEIPT_QUEUED };
  const toAddress = row.toAddress;
  switch (row.status) {
    case 'sent':
      return { state: 'sent', toAddress, detail: null };
    case 'cancelled':
      return { state: 'cancelled', toAddress, detail: row.lastError };
    case 'failed':
      return { state: 'failed', toAddress, detail: row.lastError };
    default: {
      const choice = await loadSendingConfiguration(deps.db, deps.secret);
      return 'problem' in choice ? { state: 'not_set_up', toAddress, detail: choice.problem } : { state: 'queued', toAddress, detail: null };
    }
  }
}

/** GET /api/payments/{id}/receipt-email (staff): the payment toast follows its receipt with this. */
export async function getReceiptEmail(deps: { db: TExecutor; secret: Buffer }, rawId: string): Promise<TReceiptEmail> {
  const view = await findPaymentView(deps.db, paymentIdOf(rawId));
  if (!view) throw new AppError('NOT_FOUND', M.paymentNotFound);
  return readReceiptEmail(deps, view.id, view.borrowerEmail);
}
