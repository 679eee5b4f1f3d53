import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TBorrowerDetail } from '@common/contracts/borrowers';
import { apiJson } from '@/lib/api-client';
import { BORROWERS_PATH, borrowersRootKey } from './get-borrowers';

/** GET /api/admin/borrowers/{id}: the summary with documents, guarantor, loan summary and the latest 5 loans. */
export function getBorrower(id: string, signal?: AbortSignal): Promise<TBorrowerDetail> {
  return apiJson<TBorrowerDetail>('GET', `${BORROWERS_PATH}/${encodeURIComponent(id)}`, undefined, signal);
}

export const borrowerQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...borrowersRootKey, 'detail', id] as const,
    queryFn: ({ signal }) => getBorrower(id, signal),
    staleTime: 0,
  });

export function useBorrower(id: string) {
  return useQuery(borrowerQueryOptions(id));
}
