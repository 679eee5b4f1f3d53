import { PAYMENT_TEXTS, type TReceiptEmail, type TRecordPaymentResponse } from '@common/contracts/payments';
import { formatMoney } from '@/lib/format';
import type { TToastAction, TToastInput } from '@/lib/toast';
import { paymentPdfUrl } from '../api/get-payment-pdf';

export const EMAIL_SETTINGS_HREF = '/admin?tab=email-settings';

type TRecorded = Pick<TRecordPaymentResponse, 'id' | 'receiptNumber' | 'totalAmount'>;

/** The counter prints the receipt on its 80 mm roll straight from the toast, whatever became of the e-mail. */
const print80mmOf = (payment: TRecorded): TToastAction => ({ label: 'Print 80 mm', href: paymentPdfUrl(payment.id, '80mm') });

/**
 * The toast after recording a payment, saying what happened to the receipt e-mail: sent, queued,
 * waiting because no e-mail is set up (with a link to Email Settings for those who may open it),
 * or failed. Never "sent" unless the outbox says so. Each one offers the receipt for the 80 mm printer.
 */
export function receiptToastOf(payment: TRecorded, email: TReceiptEmail, canManageEmail: boolean): TToastInput {
  const receipt = `Receipt ${payment.receiptNumber} (${formatMoney(payment.totalAmount)})`;
  const link = print80mmOf(payment);
  switch (email.state) {
    case 'sent':
      return { title: PAYMENT_TEXTS.recorded, description: `${receipt} was e-mailed to ${email.toAddress}.`, link };
    case 'queued':
      return { title: PAYMENT_TEXTS.recorded, description: `${receipt} is queued and will be e-mailed to ${email.toAddress} in a moment.`, link };
    case 'not_set_up':
      return {
        title: PAYMENT_TEXTS.recorded,
        description: `The receipt was not e-mailed: no e-mail is set up. ${receipt} waits and goes to ${email.toAddress} once Email Settings has an active configuration.${canManageEmail ? '' : ' Please tell an administrator.'}`,
        link,
        ...(canManageEmail ? { action: { label: 'Open Email Settings', href: EMAIL_SETTINGS_HREF } } : {}),
      };
    case 'failed':
    case 'cancelled':
      return {
        title: PAYMENT_TEXTS.recorded,
        description: `${receipt} could not be e-mailed to ${email.toAddress}${email.detail ? `: ${email.detail}` : '.'}`,
        link,
        ...(canManageEmail ? { action: { label: 'Open Email Settings', href: EMAIL_SETTINGS_HREF } } : {}),
      };
  }
}

/** The toast once a queued receipt has gone out (or stopped), or null while it is still on its way. It replaces the first toast, so it keeps Print 80 mm. */
export function receiptFollowUpOf(payment: TRecorded, email: TReceiptEmail, canManageEmail: boolean): TToastInput | null {
  if (email.state === 'queued') return null;
  if (email.state === 'sent') return { title: 'Receipt e-mailed', description: `Receipt ${payment.receiptNumber} was e-mailed to ${email.toAddress}.`, link: print80mmOf(payment) };
  return { ...receiptToastOf(payment, email, canManageEmail), title: 'Receipt not e-mailed', variant: 'destructive' };
}
