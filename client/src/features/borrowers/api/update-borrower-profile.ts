import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TBorrowerProfileRequest, TBorrowerSummary } from '@common/contracts/borrowers';
import { apiJson } from '@/lib/api-client';
import { borrowersRootKey } from './get-borrowers';

export type TBorrowerDetailsInput = NonNullable<TBorrowerProfileRequest['borrowerDetails']>;
export type TUpdateBorrowerProfileInput = { borrowerId: string; borrowerDetails: TBorrowerDetailsInput } & Pick<TBorrowerProfileRequest, 'signatureUrl' | 'trnPhotoUrl'>;

/**
 * PUT /api/admin/borrower/{id}/profile: the text fields (name, phone, address, TRN), and a new
 * signature or TRN photo only when one was made in the edit (the caller's own fresh upload).
 */
export function updateBorrowerProfile({ borrowerId, borrowerDetails, signatureUrl, trnPhotoUrl }: TUpdateBorrowerProfileInput): Promise<TBorrowerSummary> {
  const body: TBorrowerProfileRequest = { borrowerDetails, ...(signatureUrl ? { signatureUrl } : {}), ...(trnPhotoUrl ? { trnPhotoUrl } : {}) };
  return apiJson<TBorrowerSummary>('PUT', `/api/admin/borrower/${encodeURIComponent(borrowerId)}/profile`, body);
}

export function useUpdateBorrowerProfile() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateBorrowerProfile, onSuccess: () => queryClient.invalidateQueries({ queryKey: borrowersRootKey }) });
}
