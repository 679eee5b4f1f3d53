import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TPawnLoanListQuery, TPawnLoanListResponse } from '@common/contracts/pawn-loans-list';
import { apiJson } from '@/lib/api-client';
import { PAWN_LOANS_PATH, pawnLoansPath } from './first-screen';

// The spec polls the list every 10 s; the server answers 304 through the browser cache when nothing changed.
const POLL_MS = 10_000;

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

export function usePawnLoans(query: TPawnLoanListQuery) {
  return useQuery(pawnLoansQueryOptions(query));
}
