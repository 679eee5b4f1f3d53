import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TResetPasswordResponse } from '@common/contracts/passwords';
import { apiJson } from '@/lib/api-client';
import { adminUsersQueryOptions, ADMIN_USERS_PATH } from './get-admin-users';

export type TResetUserPasswordInput = { id: string; password: string };

/** POST /api/admin/users/{id}/reset-password (super admin, confirmed with their own password): a one-time password. */
export function resetUserPassword({ id, password }: TResetUserPasswordInput): Promise<TResetPasswordResponse> {
  return apiJson<TResetPasswordResponse>('POST', `${ADMIN_USERS_PATH}/${encodeURIComponent(id)}/reset-password`, { password });
}

export function useResetUserPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetUserPassword,
    // A reset also lifts the account's sign-in lock.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersQueryOptions.queryKey }),
  });
}
