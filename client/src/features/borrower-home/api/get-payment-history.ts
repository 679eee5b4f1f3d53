import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPaymentHistoryResponse } from '@common/contracts/payments';
import { apiJson } from '@/lib/api-client';

export const PAYMENT_HISTORY_PATH = '/api/auth/user/payment-history';

/** The signed-in borrower's own payments, newest first. */
export function getPaymentHistory(signal?: AbortSignal): Promise<TPaymentHistoryResponse> {
  return apiJson<TPaymentHistoryResponse>('GET', PAYMENT_HISTORY_PATH, undefined, signal);
}

export const paymentHistoryQueryOptions = queryOptions({
  queryKey: [PAYMENT_HISTORY_PATH] as const,
  queryFn: ({ signal }) => getPaymentHistory(signal),
  staleTime: 60_000,
});

export function usePaymentHistory() {
  return useQuery(paymentHistoryQueryOptions);
}
