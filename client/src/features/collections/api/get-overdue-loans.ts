import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TOverdueLoan } from '@common/contracts/collections';
import { apiJson } from '@/lib/api-client';
import { COLLECTIONS_PATH, collectionsRootKey } from './get-collections';

/** GET /api/collections/overdue-loans?q=: overdue loans without an open case, for the New Collection picker. */
export function getOverdueLoans(q: string, signal?: AbortSignal): Promise<TOverdueLoan[]> {
  const query = q ? `?q=${encodeURIComponent(q)}` : '';
  return apiJson<TOverdueLoan[]>('GET', `${COLLECTIONS_PATH}/overdue-loans${query}`, undefined, signal);
}

export const overdueLoansQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [...collectionsRootKey, 'overdue-loans', q] as const,
    queryFn: ({ signal }) => getOverdueLoans(q, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useOverdueLoans(q: string, enabled = true) {
  return useQuery({ ...overdueLoansQueryOptions(q), enabled });
}
