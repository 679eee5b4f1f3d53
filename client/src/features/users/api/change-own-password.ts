import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPublicUser } from '@common/contracts/auth';
import type { TChangePasswordRequest } from '@common/contracts/passwords';
import { apiJson } from '@/lib/api-client';
import { AUTH_USER_QUERY_KEY } from '@/lib/use-auth';

/** POST /api/auth/user/password: every other session of the account ends; this one goes on under a new id. */
export function changeOwnPassword(body: TChangePasswordRequest): Promise<TPublicUser> {
  return apiJson<TPublicUser>('POST', '/api/auth/user/password', body);
}

export function useChangeOwnPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeOwnPassword,
    // The answer is the account as it is now (a reset's must-change flag cleared).
    onSuccess: (user) => queryClient.setQueryData(AUTH_USER_QUERY_KEY, user),
  });
}
