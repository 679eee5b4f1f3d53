import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPaymentStatisticsResponse } from '@common/contracts/payments';
import { apiJson } from '@/lib/api-client';
import { PAYMENTS_POLL_MS } from './get-payments';

export const PAYMENT_STATISTICS_PATH = '/api/payments/statistics';

export function getPaymentStatistics(signal?: AbortSignal): Promise<TPaymentStatisticsResponse> {
  return apiJson<TPaymentStatisticsResponse>('GET', PAYMENT_STATISTICS_PATH, undefined, signal);
}

export const paymentStatisticsQueryOptions = queryOptions({
  queryKey: [PAYMENT_STATISTICS_PATH] as const,
  queryFn: ({ signal }) => getPaymentStatistics(signal),
  staleTime: 0,
  refetchInterval: PAYMENTS_POLL_MS,
});

export function usePaymentStatistics() {
  return useQuery(paymentStatisticsQueryOptions);
}
