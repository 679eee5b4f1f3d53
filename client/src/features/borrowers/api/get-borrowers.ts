import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TBorrowerListRequest, TBorrowerListResponse } from '@common/contracts/borrowers';
import { apiJson } from '@/lib/api-client';

export const BORROWERS_PATH = '/api/admin/borrowers';
/** Polled like the payments list; the server answers 304 when nothing changed (its ETag). */
export const BORROWERS_POLL_MS = 30_000;

/** Every page, search and filter of the list, and every detail, share this prefix: a change refreshes them all. */
export const borrowersRootKey = [BORROWERS_PATH] as const;

function searchParamsOf(query: TBorrowerListRequest): string {
  const params = new URLSearchParams({ page: String(query.page), pageSize: String(query.pageSize) });
  if (query.q) params.set('q', query.q);
  if (query.status !== 'all') params.set('status', query.status);
  return `?${params.toString()}`;
}

/** GET /api/admin/borrowers: one page with the four stat figures; the browser revalidates with the ETag. */
export function getBorrowers(query: TBorrowerListRequest, signal?: AbortSignal): Promise<TBorrowerListResponse> {
  return apiJson<TBorrowerListResponse>('GET', `${BORROWERS_PATH}${searchParamsOf(query)}`, undefined, signal);
}

export const borrowersQueryOptions = (query: TBorrowerListRequest) =>
  queryOptions({
    queryKey: [...borrowersRootKey, 'list', query] as const,
    queryFn: ({ signal }) => getBorrowers(query, signal),
    staleTime: 0,
    refetchInterval: BORROWERS_POLL_MS,
    // Paging and searching keep the last rows on screen instead of flashing the loading text.
    placeholderData: keepPreviousData,
  });

export function useBorrowers(query: TBorrowerListRequest) {
  return useQuery(borrowersQueryOptions(query));
}
