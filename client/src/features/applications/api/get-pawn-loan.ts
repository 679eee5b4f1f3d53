import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPawnLoanDetailResponse } from '@common/contracts/pawn-loan-review';
import { apiJson } from '@/lib/api-client';

// Under the list's own path, so invalidating ['/api/pawn-loans'] refreshes the list and every open detail.
export const pawnLoanQueryKey = (id: string) => ['/api/pawn-loans', id] as const;

export function getPawnLoan(id: string, signal?: AbortSignal): Promise<TPawnLoanDetailResponse> {
  return apiJson<TPawnLoanDetailResponse>('GET', `/api/pawn-loans/${encodeURIComponent(id)}`, undefined, signal);
}

export const pawnLoanQueryOptions = (id: string) =>
  queryOptions({
    queryKey: pawnLoanQueryKey(id),
    queryFn: ({ signal }) => getPawnLoan(id, signal),
    // A review decides on what is stored now, not on what the list showed a few seconds ago.
    staleTime: 0,
  });

export function usePawnLoan(id: string | null) {
  return useQuery({ ...pawnLoanQueryOptions(id ?? ''), enabled: id !== null });
}
