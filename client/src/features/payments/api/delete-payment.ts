import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDeletedResponse } from '@common/contracts/credentials';
import { apiJson } from '@/lib/api-client';
import { refreshPaymentQueries } from '../utils/refresh-payment-queries';
import { PAYMENTS_PATH } from './get-payments';

export type TDeletePaymentInput = { id: string; loanApplicationId: string; email: string; password: string };

/** DELETE /api/payments/{id}: a super admin's e-mail and password travel in the body and are checked by the server. */
export function deletePayment({ id, email, password }: TDeletePaymentInput): Promise<TDeletedResponse> {
  return apiJson<TDeletedResponse>('DELETE', `${PAYMENTS_PATH}/${encodeURIComponent(id)}`, { email, password });
}

export function useDeletePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePayment,
    onSuccess: (_answer, { loanApplicationId }) => refreshPaymentQueries(queryClient, loanApplicationId),
  });
}
