import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPublicUser } from '@common/contracts/auth';
import type { TOwnNameRequest } from '@common/contracts/own-profile';
import { apiJson } from '@/lib/api-client';
import { AUTH_USER_QUERY_KEY } from '@/lib/use-auth';

export const OWN_NAME_PATH = '/api/auth/user/name';

/** PUT /api/auth/user/name: a staff member's own first and last name. */
export function updateOwnName(body: TOwnNameRequest): Promise<TPublicUser> {
  return apiJson<TPublicUser>('PUT', OWN_NAME_PATH, body);
}

export function useUpdateOwnName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOwnName,
    // The answer is the account as GET /api/auth/user shows it: the greeting and menus follow at once.
    onSuccess: (user) => queryClient.setQueryData(AUTH_USER_QUERY_KEY, user),
  });
}
