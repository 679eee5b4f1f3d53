import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCollectionStatistics } from '@common/contracts/collections';
import { apiJson } from '@/lib/api-client';
import { COLLECTIONS_PATH, COLLECTIONS_POLL_MS, collectionsRootKey } from './get-collections';

/** GET /api/collections/statistics: the four tiles, the aging buckets, PAR30 and the promises. */
export function getCollectionStatistics(signal?: AbortSignal): Promise<TCollectionStatistics> {
  return apiJson<TCollectionStatistics>('GET', `${COLLECTIONS_PATH}/statistics`, undefined, signal);
}

export const collectionStatisticsQueryOptions = () =>
  queryOptions({
    queryKey: [...collectionsRootKey, 'statistics'] as const,
    queryFn: ({ signal }) => getCollectionStatistics(signal),
    staleTime: 0,
    refetchInterval: COLLECTIONS_POLL_MS,
  });

export function useCollectionStatistics() {
  return useQuery(collectionStatisticsQueryOptions());
}
