import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TUpdateUserRequest } from '@common/contracts/admin-users';
import type { TPublicUser } from '@common/contracts/auth';
import { apiJson } from '@/lib/api-client';
import { adminUsersQueryOptions, ADMIN_USERS_PATH } from './get-admin-users';

export type TUpdateAdminUserInput = { id: string; changes: TUpdateUserRequest };

/** PUT /api/admin/users/{id}: the user-management page's inline role and active toggle. */
export function updateAdminUser({ id, changes }: TUpdateAdminUserInput): Promise<TPublicUser> {
  return apiJson<TPublicUser>('PUT', `${ADMIN_USERS_PATH}/${encodeURIComponent(id)}`, changes);
}

export function useUpdateAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersQueryOptions.queryKey }),
  });
}
