import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminSummaryResponse } from '@common/contracts/dashboard';
import { apiJson } from '@/lib/api-client';

const ADMIN_SUMMARY_PATH = '/api/admin/summary';

export function getAdminSummary(signal?: AbortSignal): Promise<TAdminSummaryResponse> {
  return apiJson<TAdminSummaryResponse>('GET', ADMIN_SUMMARY_PATH, undefined, signal);
}

export const adminSummaryQueryOptions = queryOptions({
  queryKey: [ADMIN_SUMMARY_PATH] as const,
  queryFn: ({ signal }) => getAdminSummary(signal),
  // Counts move as staff work; a minute old is fresh enough for the summary cards.
  staleTime: 60_000,
});

export function useAdminSummary() {
  return useQuery(adminSummaryQueryOptions);
}
