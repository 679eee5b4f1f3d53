import { PAYMENT_TEXTS, type TReceiptEmail, type TRecordPaymentResponse } from '@common/contracts/payments';
import { formatMoney } from '@/lib/format';
import type { TToastInput } from '@/lib/toast';

export const EMAIL_SETTINGS_HREF = '/admin?tab=email-settings';

/**
 * The toast after recording a payment, saying what happened to the receipt e-mail: sent, queued,
 * waiting because no e-mail is set up (with a link to Email Settings for those who may open it),
 * or failed. Never "sent" unless the outbox says so.
 */
export function receiptToastOf(payment: Pick<TRecordPaymentResponse, 'receiptNumber' | 'totalAmount'>, email: TReceiptEmail, canManageEmail: boolean): TToastInput {
  const receipt = `Receipt ${payment.receiptNumber} (${formatMoney(payment.totalAmount)})`;
  switch (email.state) {
    case 'sent':
      return { title: PAYMENT_TEXTS.recorded, description: `${receipt} was e-mailed to ${email.toAddress}.` };
    case 'queued':
      return { title: PAYMENT_TEXTS.recorded, description: `${receipt} is queued and will be e-mailed to ${email.toAddress} in a moment.` };
    case 'not_set_up':
      return {
        title: PAYMENT_TEXTS.recorded,
        description: `The receipt was not e-mailed: no e-mail is set up. ${receipt} waits and goes to ${email.toAddress} once Email Settings has an active configuration.${canManageEmail ? '' : ' Please tell an administrator.'}`,
        ...(canManageEmail ? { action: { label: 'Open Email Settings', href: EMAIL_SETTINGS_HREF } } : {}),
      };
    case 'failed':
    case 'cancelled':
      return {
        title: PAYMENT_TEXTS.recorded,
        description: `${receipt} could not be e-mailed to ${email.toAddress}${email.detail ? `: ${email.detail}` : '.'}`,
        ...(canManageEmail ? { action: { label: 'Open Email Settings', href: EMAIL_SETTINGS_HREF } } : {}),
      };
  }
}

/** The toast once a queued receipt has gone out (or stopped), or null while it is still on its way. */
export function receiptFollowUpOf(payment: Pick<TRecordPaymentResponse, 'receiptNumber' | 'totalAmount'>, email: TReceiptEmail, canManageEmail: boolean): TToastInput | null {
  if (email.state === 'queued') return null;
  if (email.state === 'sent') return { title: 'Receipt e-mailed', description: `Receipt ${payment.receiptNumber} was e-mailed to ${email.toAddress}.` };
  return { ...receiptToastOf(payment, email, canManageEmail), title: 'Receipt not e-mailed', variant: 'destructive' };
}
