import { useMutation } from '@tanstack/react-query';
import type { TResendReceiptResponse } from '@common/contracts/payments';
import { apiJson } from '@/lib/api-client';
import { PAYMENTS_PATH } from './get-payments';

/** POST /api/payments/{id}/resend: the receipt e-mail is queued again; no list or figure changes. */
export function resendReceipt(id: string): Promise<TResendReceiptResponse> {
  return apiJson<TResendReceiptResponse>('POST', `${PAYMENTS_PATH}/${encodeURIComponent(id)}/resend`);
}

export function useResendReceipt() {
  return useMutation({ mutationFn: resendReceipt });
}
