import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TStatusUpdateRequest } from '@common/contracts/pawn-loan-review';
import type { TPawnLoanListItem } from '@common/contracts/pawn-loans-list';
import { apiJson } from '@/lib/api-client';
import { refreshApplicationQueries } from '../utils/refresh-application-queries';

export type TUpdateApplicationStatusInput = { id: string } & TStatusUpdateRequest;

export function updateApplicationStatus({ id, ...body }: TUpdateApplicationStatusInput): Promise<TPawnLoanListItem> {
  return apiJson<TPawnLoanListItem>('PATCH', `/api/pawn-loans/${encodeURIComponent(id)}/status`, body);
}

export function useUpdateApplicationStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateApplicationStatus,
    onSuccess: (updated) => refreshApplicationQueries(queryClient, updated),
  });
}
