import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCollector } from '@common/contracts/collections';
import { apiJson } from '@/lib/api-client';
import { COLLECTIONS_PATH, collectionsRootKey } from './get-collections';

/** GET /api/collections/collectors: active staff a case can be assigned to. */
export function getCollectors(signal?: AbortSignal): Promise<TCollector[]> {
  return apiJson<TCollector[]>('GET', `${COLLECTIONS_PATH}/collectors`, undefined, signal);
}

export const collectorsQueryOptions = () =>
  queryOptions({ queryKey: [...collectionsRootKey, 'collectors'] as const, queryFn: ({ signal }) => getCollectors(signal), staleTime: 60_000 });

export function useCollectors(enabled = true) {
  return useQuery({ ...collectorsQueryOptions(), enabled });
}
