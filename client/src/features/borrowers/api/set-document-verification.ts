import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TBorrowerSummary, TDocumentVerificationRequest } from '@common/contracts/borrowers';
import { apiJson } from '@/lib/api-client';
import { borrowersRootKey } from './get-borrowers';

export type TSetDocumentVerificationInput = TDocumentVerificationRequest & { borrowerId: string };

/** PUT /api/admin/borrower/{id}/document-verification: Verify, Reject or Reset one document (recorded with who and when). */
export function setDocumentVerification({ borrowerId, ...body }: TSetDocumentVerificationInput): Promise<TBorrowerSummary> {
  return apiJson<TBorrowerSummary>('PUT', `/api/admin/borrower/${encodeURIComponent(borrowerId)}/document-verification`, body);
}

export function useSetDocumentVerification() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setDocumentVerification, onSuccess: () => queryClient.invalidateQueries({ queryKey: borrowersRootKey }) });
}
