import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDeletedResponse } from '@common/contracts/credentials';
import { apiJson } from '@/lib/api-client';
import { adminUsersQueryOptions, ADMIN_USERS_PATH } from './get-admin-users';

export type TDeleteAdminUserInput = { id: string; credentials: { email: string; password: string } };

/** DELETE /api/admin/users/{id}: the super admin's e-mail and password travel in the body. */
export function deleteAdminUser({ id, credentials }: TDeleteAdminUserInput): Promise<TDeletedResponse> {
  return apiJson<TDeletedResponse>('DELETE', `${ADMIN_USERS_PATH}/${encodeURIComponent(id)}`, credentials);
}

export function useDeleteAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdminUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersQueryOptions.queryKey }),
  });
}
