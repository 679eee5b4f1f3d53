import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPublicUser } from '@common/contracts/auth';
import { apiJson } from '@/lib/api-client';
import { adminUsersQueryOptions, ADMIN_USERS_PATH } from './get-admin-users';

export type TSetUserActiveInput = { userId: string; isActive: boolean };

/** PATCH /api/admin/users/{userId}: the accounts tab's Activate/Deactivate (super admin only). */
export function setUserActive({ userId, isActive }: TSetUserActiveInput): Promise<TPublicUser> {
  return apiJson<TPublicUser>('PATCH', `${ADMIN_USERS_PATH}/${encodeURIComponent(userId)}`, { isActive });
}

export function useSetUserActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserActive,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersQueryOptions.queryKey }),
  });
}
