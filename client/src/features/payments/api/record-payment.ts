import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_HEADER, type TRecordPaymentInput, type TRecordPaymentResponse } from '@common/contracts/payments';
import { throwIfNotOk } from '@/lib/api-client';
import { refreshPaymentQueries } from '../utils/refresh-payment-queries';
import { PAYMENTS_PATH } from './get-payments';

/**
 * POST /api/payments. The idempotency key goes in the header as well as the body: a repeat of the same
 * submission (a double click, a retry after a lost answer) answers the first payment and records nothing.
 */
export async function recordPayment(input: TRecordPaymentInput): Promise<TRecordPaymentResponse> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (input.idempotencyKey) headers[IDEMPOTENCY_HEADER] = input.idempotencyKey;
  const res = await fetch(PAYMENTS_PATH, { method: 'POST', credentials: 'include', headers, body: JSON.stringify(input) });
  await throwIfNotOk(res);
  return (await res.json()) as TRecordPaymentResponse;
}

export function useRecordPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordPayment,
    onSuccess: (payment) => refreshPaymentQueries(queryClient, payment.loanApplicationId),
  });
}
