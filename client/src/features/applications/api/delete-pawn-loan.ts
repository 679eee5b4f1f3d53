import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDeletedResponse } from '@common/contracts/credentials';
import { apiJson } from '@/lib/api-client';
import { refreshApplicationQueries } from '../utils/refresh-application-queries';
import { pawnLoanQueryKey } from './get-pawn-loan';

export type TDeletePawnLoanInput = { id: string; email: string; password: string };

/** The super admin's credentials travel in the body; the server checks them before anything is removed. */
export function deletePawnLoan({ id, email, password }: TDeletePawnLoanInput): Promise<TDeletedResponse> {
  return apiJson<TDeletedResponse>('DELETE', `/api/pawn-loans/${encodeURIComponent(id)}`, { email, password });
}

export function useDeletePawnLoan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePawnLoan,
    onSuccess: (_answer, { id }) => {
      // A refetch of the gone application would only answer 404.
      queryClient.removeQueries({ queryKey: pawnLoanQueryKey(id), exact: true });
      return refreshApplicationQueries(queryClient);
    },
  });
}
