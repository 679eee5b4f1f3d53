import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TCollectionListRequest, TCollectionListResponse } from '@common/contracts/collections';
import { apiJson } from '@/lib/api-client';

export const COLLECTIONS_PATH = '/api/collections';
/** Polled like the other staff lists; the server answers 304 when nothing changed (its ETag). */
export const COLLECTIONS_POLL_MS = 30_000;

/** Every list, detail and figure of the tab shares this prefix: a change refreshes them all. */
export const collectionsRootKey = [COLLECTIONS_PATH] as const;

export function collectionsSearchOf(query: TCollectionListRequest): string {
  const params = new URLSearchParams({ page: String(query.page), pageSize: String(query.pageSize) });
  if (query.q) params.set('q', query.q);
  if (query.status !== 'all') params.set('status', query.status);
  if (query.priority) params.set('priority', query.priority);
  return `?${params.toString()}`;
}

/** GET /api/collections: one page of cases, the most days overdue first. */
export function getCollections(query: TCollectionListRequest, signal?: AbortSignal): Promise<TCollectionListResponse> {
  return apiJson<TCollectionListResponse>('GET', `${COLLECTIONS_PATH}${collectionsSearchOf(query)}`, undefined, signal);
}

export const collectionsQueryOptions = (query: TCollectionListRequest) =>
  queryOptions({
    queryKey: [...collectionsRootKey, 'list', query] as const,
    queryFn: ({ signal }) => getCollections(query, signal),
    staleTime: 0,
    refetchInterval: COLLECTIONS_POLL_MS,
    placeholderData: keepPreviousData,
  });

export function useCollections(query: TCollectionListRequest) {
  return useQuery(collectionsQueryOptions(query));
}

/** Every case matching the filter and search, read page by page (the Export button). */
export async function getAllCollections(query: Pick<TCollectionListRequest, 'status' | 'priority' | 'q'>, signal?: AbortSignal) {
  const pageSize = 500;
  const items: TCollectionListResponse['items'] = [];
  for (let page = 1; ; page += 1) {
    const answer = await getCollections({ ...query, page, pageSize }, signal);
    items.push(...answer.items);
    if (answer.items.length < pageSize || items.length >= answer.total) return items;
  }
}
