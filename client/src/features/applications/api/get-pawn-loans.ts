import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TPawnLoanListQuery, TPawnLoanListResponse } from '@common/contracts/pawn-loans-list';
import { apiJson } from '@/lib/api-client';

// The spec polls the list every 10 s; the server answers 304 through the browser cache when nothing changed.
const POLL_MS = 10_000;

const PAWN_LOANS_PATH = '/api/pawn-loans';

/** The cards a page of Loan Applications shows: two or three a row at most, a multiple of both keeps every page's rows full. */
export const LOAN_MANAGEMENT_PAGE_SIZE = 12;

/** Only the values that differ from the server's defaults go into the address, so equal queries share a cache entry. */
export function pawnLoansPath(query: TPawnLoanListQuery): string {
  const params = new URLSearchParams();
  if (query.status && query.status !== 'all') params.set('status', query.status);
  const search = query.search?.trim();
  if (search) params.set('search', search);
  if (query.page !== undefined && query.page !== 1) params.set('page', String(query.page));
  if (query.pageSize !== undefined) params.set('pageSize', String(query.pageSize));
  const text = params.toString();
  return `${PAWN_LOANS_PATH}${text ? `?${text}` : ''}`;
}

export function getPawnLoans(query: TPawnLoanListQuery, signal?: AbortSignal): Promise<TPawnLoanListResponse> {
  return apiJson<TPawnLoanListResponse>('GET', pawnLoansPath(query), undefined, signal);
}

export const pawnLoansQueryOptions = (query: TPawnLoanListQuery) =>
  queryOptions({
    queryKey: [PAWN_LOANS_PATH, query] as const,
    queryFn: ({ signal }) => getPawnLoans(query, signal),
    refetchInterval: POLL_MS,
    // Paging and typing keep the last rows on screen instead of flashing a loading state.
    placeholderData: keepPreviousData,
  });

/** What Loan Applications shows first (every status, no search, its first page): the dashboard asks for it with the tab's code. */
export const firstLoanPageQueryOptions = pawnLoansQueryOptions({ status: 'all', search: '', page: 1, pageSize: LOAN_MANAGEMENT_PAGE_SIZE });

export function usePawnLoans(query: TPawnLoanListQuery) {
  return useQuery(pawnLoansQueryOptions(query));
}
