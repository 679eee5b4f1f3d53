import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCollectionDetail } from '@common/contracts/collections';
import { apiJson } from '@/lib/api-client';
import { COLLECTIONS_PATH, collectionsRootKey } from './get-collections';

/** GET /api/collections/{id}: the case, its contact history (newest first) and the loan's ledger figures. */
export function getCollection(id: string, signal?: AbortSignal): Promise<TCollectionDetail> {
  return apiJson<TCollectionDetail>('GET', `${COLLECTIONS_PATH}/${encodeURIComponent(id)}`, undefined, signal);
}

export const collectionQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...collectionsRootKey, 'detail', id] as const, queryFn: ({ signal }) => getCollection(id, signal), staleTime: 0 });

export function useCollection(id: string) {
  return useQuery(collectionQueryOptions(id));
}
