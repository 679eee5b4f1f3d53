import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TBorrowerSummary, TCreateBorrowerRequest } from '@common/contracts/borrowers';
import { apiJson } from '@/lib/api-client';
import { BORROWERS_PATH, borrowersRootKey } from './get-borrowers';

/** POST /api/admin/borrowers: a walk-in borrower without login credentials; 409 when e-mail + ID number exist. */
export function createBorrower(body: TCreateBorrowerRequest): Promise<TBorrowerSummary> {
  return apiJson<TBorrowerSummary>('POST', BORROWERS_PATH, body);
}

export function useCreateBorrower() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createBorrower, onSuccess: () => queryClient.invalidateQueries({ queryKey: borrowersRootKey }) });
}
