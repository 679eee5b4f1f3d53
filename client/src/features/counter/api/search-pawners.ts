import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TBorrowerSearchResponse } from '@common/contracts/borrowers';
import { apiJson, isAbortError } from '@/lib/api-client';

export const BORROWER_SEARCH_PATH = '/api/borrowers/search';
/** The staff's quick search fires only with at least 2 characters. */
export const PAWNER_SEARCH_MIN_LENGTH = 2;

/** GET /api/borrowers/search?q=: by name, ID number, phone, TRN or e-mail. */
export function searchPawners(q: string, signal?: AbortSignal): Promise<TBorrowerSearchResponse> {
  return apiJson<TBorrowerSearchResponse>('GET', `${BORROWER_SEARCH_PATH}?${new URLSearchParams({ q }).toString()}`, undefined, signal);
}

export const pawnerSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [BORROWER_SEARCH_PATH, q] as const,
    // As the other quick searches: a failed search shows no results rather than an error.
    queryFn: async ({ signal }): Promise<TBorrowerSearchResponse | null> => {
      try {
        return await searchPawners(q, signal);
      } catch (err) {
        if (isAbortError(err)) throw err;
        return null;
      }
    },
    staleTime: 15_000,
  });

export function usePawnerSearch(q: string) {
  const text = q.trim();
  const enabled = text.length >= PAWNER_SEARCH_MIN_LENGTH;
  return useQuery({ ...pawnerSearchQueryOptions(text), enabled, placeholderData: enabled ? keepPreviousData : undefined });
}
