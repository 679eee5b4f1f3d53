import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TUnlockSignInResponse } from '@common/contracts/admin-users';
import { apiJson } from '@/lib/api-client';
import { adminUsersQueryOptions, ADMIN_USERS_PATH } from './get-admin-users';

/** DELETE /api/admin/users/{id}/sign-in-lock: the account's failed sign-ins are forgotten (super admin only). */
export function unlockSignIn(id: string): Promise<TUnlockSignInResponse> {
  return apiJson<TUnlockSignInResponse>('DELETE', `${ADMIN_USERS_PATH}/${encodeURIComponent(id)}/sign-in-lock`);
}

export function useUnlockSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlockSignIn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersQueryOptions.queryKey }),
  });
}
