import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TGuarantorEmailRequest } from '@common/contracts/guarantees';
import type { TPawnLoanListItem } from '@common/contracts/pawn-loans-list';
import { apiJson } from '@/lib/api-client';
import { refreshApplicationQueries } from '../utils/refresh-application-queries';

export type TUpdateGuarantorEmailInput = { id: string } & TGuarantorEmailRequest;

/** PATCH /api/pawn-loans/{id}/guarantor-email: staff add or correct it before approval. */
export function updateGuarantorEmail({ id, ...body }: TUpdateGuarantorEmailInput): Promise<TPawnLoanListItem> {
  return apiJson<TPawnLoanListItem>('PATCH', `/api/pawn-loans/${encodeURIComponent(id)}/guarantor-email`, body);
}

export function useUpdateGuarantorEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGuarantorEmail,
    onSuccess: (updated) => refreshApplicationQueries(queryClient, updated),
  });
}
