import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TBorrowerSummary, TCreditStatusRequest } from '@common/contracts/borrowers';
import { apiJson } from '@/lib/api-client';
import { borrowersRootKey } from './get-borrowers';

export type TSetCreditStatusInput = TCreditStatusRequest & { borrowerId: string };

/** PUT /api/admin/borrower/{id}/credit-status (admin, super admin): null returns to the derived status. */
export function setCreditStatus({ borrowerId, ...body }: TSetCreditStatusInput): Promise<TBorrowerSummary> {
  return apiJson<TBorrowerSummary>('PUT', `/api/admin/borrower/${encodeURIComponent(borrowerId)}/credit-status`, body);
}

export function useSetCreditStatus() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setCreditStatus, onSuccess: () => queryClient.invalidateQueries({ queryKey: borrowersRootKey }) });
}
