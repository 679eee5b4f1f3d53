import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TGuaranteedLoansResponse } from '@common/contracts/guarantees';
import { apiJson } from '@/lib/api-client';
import { BORROWERS_PATH, borrowersRootKey } from './get-borrowers';

/** GET /api/admin/borrowers/{id}/guaranteed-loans: the loans this person guarantees (by TRN) and what is owed on them. */
export function getGuaranteedLoans(id: string, signal?: AbortSignal): Promise<TGuaranteedLoansResponse> {
  return apiJson<TGuaranteedLoansResponse>('GET', `${BORROWERS_PATH}/${encodeURIComponent(id)}/guaranteed-loans`, undefined, signal);
}

export const guaranteedLoansQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...borrowersRootKey, 'guaranteed-loans', id] as const,
    queryFn: ({ signal }) => getGuaranteedLoans(id, signal),
  });

export function useGuaranteedLoans(id: string) {
  return useQuery(guaranteedLoansQueryOptions(id));
}
