import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCreateUserRequest } from '@common/contracts/admin-users';
import type { TPublicUser } from '@common/contracts/auth';
import { apiJson } from '@/lib/api-client';
import { adminUsersQueryOptions, ADMIN_USERS_PATH } from './get-admin-users';

export function createAdminUser(body: TCreateUserRequest): Promise<TPublicUser> {
  return apiJson<TPublicUser>('POST', ADMIN_USERS_PATH, body);
}

export function useCreateAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAdminUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersQueryOptions.queryKey }),
  });
}
