import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TBorrowerProfileRequest, TBorrowerSummary } from '@common/contracts/borrowers';
import { apiJson } from '@/lib/api-client';
import { borrowersRootKey } from './get-borrowers';

export type TBorrowerDetailsInput = NonNullable<TBorrowerProfileRequest['borrowerDetails']>;
export type TUpdateBorrowerProfileInput = { borrowerId: string; borrowerDetails: TBorrowerDetailsInput };

/** PUT /api/admin/borrower/{id}/profile with the text fields only (name, phone, address, TRN). */
export function updateBorrowerProfile({ borrowerId, borrowerDetails }: TUpdateBorrowerProfileInput): Promise<TBorrowerSummary> {
  const body: TBorrowerProfileRequest = { borrowerDetails };
  return apiJson<TBorrowerSummary>('PUT', `/api/admin/borrower/${encodeURIComponent(borrowerId)}/profile`, body);
}

export function useUpdateBorrowerProfile() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateBorrowerProfile, onSuccess: () => queryClient.invalidateQueries({ queryKey: borrowersRootKey }) });
}
