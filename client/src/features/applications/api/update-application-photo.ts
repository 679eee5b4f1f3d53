import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TApplicationPhotoRequest } from '@common/contracts/pawn-loan-review';
import type { TPawnLoanListItem } from '@common/contracts/pawn-loans-list';
import { apiJson } from '@/lib/api-client';
import { refreshApplicationQueries } from '../utils/refresh-application-queries';

export type TUpdateApplicationPhotoInput = { id: string } & TApplicationPhotoRequest;

export function updateApplicationPhoto({ id, ...body }: TUpdateApplicationPhotoInput): Promise<TPawnLoanListItem> {
  return apiJson<TPawnLoanListItem>('PATCH', `/api/pawn-loans/${encodeURIComponent(id)}/photo`, body);
}

export function useUpdateApplicationPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateApplicationPhoto,
    onSuccess: (updated) => refreshApplicationQueries(queryClient, updated),
  });
}
