import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCurrentCashDrawerResponse } from '@common/contracts/cash-drawer';
import { apiJson, readErrorStatus } from '@/lib/api-client';

export const CASH_DRAWER_PATH = '/api/cash-drawer';
const PATH = `${CASH_DRAWER_PATH}/current`;

/** The signed-in staff member's open drawer with its running totals; null when none is open (404). */
export async function getCurrentDrawer(signal?: AbortSignal): Promise<TCurrentCashDrawerResponse | null> {
  try {
    return await apiJson<TCurrentCashDrawerResponse>('GET', PATH, undefined, signal);
  } catch (error) {
    if (readErrorStatus(error) === 404) return null;
    throw error;
  }
}

export const currentDrawerQueryOptions = queryOptions({
  queryKey: [PATH] as const,
  queryFn: ({ signal }) => getCurrentDrawer(signal),
  // The running totals follow the payments taken at this counter: fresh when the card is looked at again.
  staleTime: 15_000,
  refetchOnWindowFocus: true,
  refetchInterval: 30_000,
});

export function useCurrentDrawer() {
  return useQuery(currentDrawerQueryOptions);
}
