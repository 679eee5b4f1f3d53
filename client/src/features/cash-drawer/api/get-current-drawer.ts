import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCashDrawerStateResponse, TCurrentCashDrawerResponse } from '@common/contracts/cash-drawer';
import { apiJson } from '@/lib/api-client';

export const CASH_DRAWER_PATH = '/api/cash-drawer';

/**
 * The signed-in staff member's open drawer with its running totals, or null. GET /api/cash-drawer
 * rather than /current, whose 404 for "none open" the browser would log as a failed load.
 */
export async function getCurrentDrawer(signal?: AbortSignal): Promise<TCurrentCashDrawerResponse | null> {
  return (await apiJson<TCashDrawerStateResponse>('GET', CASH_DRAWER_PATH, undefined, signal)).drawer;
}

export const currentDrawerQueryOptions = queryOptions({
  queryKey: [CASH_DRAWER_PATH] as const,
  queryFn: ({ signal }) => getCurrentDrawer(signal),
  // The running totals follow the payments taken at this counter: fresh when the card is looked at again.
  staleTime: 15_000,
  refetchOnWindowFocus: true,
  refetchInterval: 30_000,
});

export function useCurrentDrawer() {
  return useQuery(currentDrawerQueryOptions);
}
