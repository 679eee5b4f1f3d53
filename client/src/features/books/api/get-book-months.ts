import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TBookMonthsResponse } from '@common/contracts/books';
import { apiJson } from '@/lib/api-client';

export const BOOK_MONTHS_PATH = '/api/books/months';

export function getBookMonths(signal?: AbortSignal): Promise<TBookMonthsResponse> {
  return apiJson<TBookMonthsResponse>('GET', BOOK_MONTHS_PATH, undefined, signal);
}

export const bookMonthsQueryOptions = queryOptions({
  queryKey: [BOOK_MONTHS_PATH] as const,
  queryFn: ({ signal }) => getBookMonths(signal),
  staleTime: 30_000,
});

export function useBookMonths() {
  return useQuery(bookMonthsQueryOptions);
}
