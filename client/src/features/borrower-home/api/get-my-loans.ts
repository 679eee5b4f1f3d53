import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TBorrowerLoansResponse } from '@common/contracts/dashboard';
import { apiJson } from '@/lib/api-client';

export function getMyLoans(signal?: AbortSignal): Promise<TBorrowerLoansResponse> {
  return apiJson<TBorrowerLoansResponse>('GET', '/api/borrower/loans', undefined, signal);
}

export const myLoansQueryOptions = queryOptions({
  queryKey: ['/api/borrower/loans'] as const,
  queryFn: ({ signal }) => getMyLoans(signal),
  staleTime: 60_000,
});

export function useMyLoans() {
  return useQuery(myLoansQueryOptions);
}
