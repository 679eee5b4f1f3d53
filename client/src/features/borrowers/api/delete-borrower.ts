import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDeletedResponse } from '@common/contracts/credentials';
import { apiJson } from '@/lib/api-client';
import { BORROWERS_PATH, borrowersRootKey } from './get-borrowers';

export type TDeleteBorrowerInput = { id: string; email: string; password: string };

/** DELETE /api/admin/borrowers/{id}: a super admin's e-mail and password in the body, checked by the server. */
export function deleteBorrower({ id, email, password }: TDeleteBorrowerInput): Promise<TDeletedResponse> {
  return apiJson<TDeletedResponse>('DELETE', `${BORROWERS_PATH}/${encodeURIComponent(id)}`, { email, password });
}

export function useDeleteBorrower() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteBorrower, onSuccess: () => queryClient.invalidateQueries({ queryKey: borrowersRootKey }) });
}
