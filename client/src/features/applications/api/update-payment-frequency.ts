import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPaymentFrequencyRequest } from '@common/contracts/pawn-loan-review';
import type { TPawnLoanListItem } from '@common/contracts/pawn-loans-list';
import { apiJson } from '@/lib/api-client';
import { refreshApplicationQueries } from '../utils/refresh-application-queries';

export type TUpdatePaymentFrequencyInput = { id: string } & TPaymentFrequencyRequest;

export function updatePaymentFrequency({ id, ...body }: TUpdatePaymentFrequencyInput): Promise<TPawnLoanListItem> {
  return apiJson<TPawnLoanListItem>('PATCH', `/api/pawn-loans/${encodeURIComponent(id)}/payment-frequency`, body);
}

export function useUpdatePaymentFrequency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePaymentFrequency,
    onSuccess: (updated) => refreshApplicationQueries(queryClient, updated),
  });
}
