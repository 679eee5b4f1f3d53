import type { TReceiptEmail } from '@common/contracts/payments';
import { apiJson } from '@/lib/api-client';

/** GET /api/payments/{id}/receipt-email: where a payment's latest receipt e-mail stands. */
export function getReceiptEmail(paymentId: string, signal?: AbortSignal): Promise<TReceiptEmail> {
  return apiJson<TReceiptEmail>('GET', `/api/payments/${encodeURIComponent(paymentId)}/receipt-email`, undefined, signal);
}

/**
 * Follows a queued receipt for a little while (the worker sends every few seconds) and reports
 * once it has gone out or stopped. Stays quiet when it is still queued at the end, or on errors:
 * the first toast already said it is queued, which stays true.
 */
export async function followReceiptEmail(
  paymentId: string,
  onSettled: (email: TReceiptEmail) => void,
  options: { delaysMs?: readonly number[] } = {},
): Promise<void> {
  for (const delay of options.delaysMs ?? [2000, 3000, 5000, 10000]) {
    await new Promise((resolve) => setTimeout(resolve, delay));
    try {
      const email = await getReceiptEmail(paymentId);
      if (email.state !== 'queued') {
        onSettled(email);
        return;
      }
    } catch {
      return;
    }
  }
}
