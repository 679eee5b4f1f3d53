import { queryOptions, useQuery } from '@tanstack/react-query';
import { GOLD_PRICES_PATH, type TGoldPricesResponse } from '@common/contracts/gold-prices';
import { apiJson } from '@/lib/api-client';

/** GET /api/gold-prices (staff): the latest day's prices, or nulls before any were set. */
export function getGoldPrices(signal?: AbortSignal): Promise<TGoldPricesResponse> {
  return apiJson<TGoldPricesResponse>('GET', GOLD_PRICES_PATH, undefined, signal);
}

export const goldPricesQueryOptions = queryOptions({
  queryKey: [GOLD_PRICES_PATH] as const,
  queryFn: ({ signal }) => getGoldPrices(signal),
  // Set once a day or when the market moves; another admin's change shows within minutes.
  staleTime: 5 * 60_000,
  refetchOnWindowFocus: true,
});

export function useGoldPrices() {
  return useQuery(goldPricesQueryOptions);
}
