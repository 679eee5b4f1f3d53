import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TPawnLoanListQuery, TPawnLoanListResponse } from '@common/contracts/pawn-loans-list';
import { apiJson } from '@/lib/api-client';

const PATH = '/api/pawn-loans';
// The spec polls the list every 10 s; the server answers 304 through the browser cache when nothing changed.
const POLL_MS = 10_000;

/** Only the values that differ from the server's defaults go into the address, so equal queries share a cache entry. */
function toSearchParams(query: TPawnLoanListQuery): string {
  const params = new URLSearchParams();
  if (query.status && query.status !== 'all') params.set('status', query.status);
  const search = query.search?.trim();
  if (search) params.set('search', search);
  if (query.page !== undefined && query.page !== 1) params.set('page', String(query.page));
  if (query.pageSize !== undefined) params.set('pageSize', String(query.pageSize));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function getPawnLoans(query: TPawnLoanListQuery, signal?: AbortSignal): Promise<TPawnLoanListResponse> {
  return apiJson<TPawnLoanListResponse>('GET', `${PATH}${toSearchParams(query)}`, undefined, signal);
}

export const pawnLoansQueryOptions = (query: TPawnLoanListQuery) =>
  queryOptions({
    queryKey: [PATH, query] as const,
    queryFn: ({ signal }) => getPawnLoans(query, signal),
    refetchInterval: POLL_MS,
    // Paging and typing keep the last rows on screen instead of flashing a loading state.
    placeholderData: keepPreviousData,
  });

export function usePawnLoans(query: TPawnLoanListQuery) {
  return useQuery(pawnLoansQueryOptions(query));
}
