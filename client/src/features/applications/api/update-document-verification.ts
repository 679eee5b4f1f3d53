import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TVerificationRequest } from '@common/contracts/pawn-loan-review';
import type { TPawnLoanListItem } from '@common/contracts/pawn-loans-list';
import { apiJson } from '@/lib/api-client';
import { refreshApplicationQueries } from '../utils/refresh-application-queries';

export type TUpdateDocumentVerificationInput = { id: string } & TVerificationRequest;

export function updateDocumentVerification({ id, ...body }: TUpdateDocumentVerificationInput): Promise<TPawnLoanListItem> {
  return apiJson<TPawnLoanListItem>('PATCH', `/api/pawn-loans/${encodeURIComponent(id)}/verification`, body);
}

export function useUpdateDocumentVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDocumentVerification,
    onSuccess: (updated) => refreshApplicationQueries(queryClient, updated),
  });
}
