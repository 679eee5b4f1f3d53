import { queryOptions, useQuery } from '@tanstack/react-query';
import { GOLD_PRICES_PATH, type TGoldPricesResponse } from '@common/contracts/gold-prices';
import { apiJson } from '@/lib/api-client';

/** GET /api/gold-prices (staff): the day's prices the gold helper values at; nulls before any were set. */
export function getCounterGoldPrices(signal?: AbortSignal): Promise<TGoldPricesResponse> {
  return apiJson<TGoldPricesResponse>('GET', GOLD_PRICES_PATH, undefined, signal);
}

// The same key as the Pledges tab's card: one answer in the cache serves both.
export const counterGoldPricesQueryOptions = queryOptions({
  queryKey: [GOLD_PRICES_PATH] as const,
  queryFn: ({ signal }) => getCounterGoldPrices(signal),
  staleTime: 5 * 60_000,
  refetchOnWindowFocus: true,
});

export function useCounterGoldPrices() {
  return useQuery(counterGoldPricesQueryOptions);
}
