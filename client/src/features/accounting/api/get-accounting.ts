import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAccountingResponse } from '@common/contracts/accounting';
import { apiJson } from '@/lib/api-client';

const PATH = '/api/admin/accounting';

export function getAccounting(signal?: AbortSignal): Promise<TAccountingResponse> {
  return apiJson<TAccountingResponse>('GET', PATH, undefined, signal);
}

export const accountingQueryOptions = queryOptions({
  queryKey: [PATH] as const,
  queryFn: ({ signal }) => getAccounting(signal),
  // Payments and status changes move the figures: a minute old is fresh enough for an overview.
  staleTime: 60_000,
});

export function useAccounting() {
  return useQuery(accountingQueryOptions);
}
