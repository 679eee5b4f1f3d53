import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TBorrowerDashboardStatsResponse } from '@common/contracts/payments';
import { apiJson } from '@/lib/api-client';

export const DASHBOARD_STATS_PATH = '/api/dashboard/stats';

/** What the signed-in borrower owes across their own loans, with the late fees due now (latePayment). */
export function getDashboardStats(signal?: AbortSignal): Promise<TBorrowerDashboardStatsResponse> {
  return apiJson<TBorrowerDashboardStatsResponse>('GET', DASHBOARD_STATS_PATH, undefined, signal);
}

export const dashboardStatsQueryOptions = queryOptions({
  queryKey: [DASHBOARD_STATS_PATH] as const,
  queryFn: ({ signal }) => getDashboardStats(signal),
  staleTime: 60_000,
});

export function useDashboardStats() {
  return useQuery(dashboardStatsQueryOptions);
}
