import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TLocalLoginRequest, TPublicUser } from '@common/contracts/auth';
import { apiJson } from '@/lib/api-client';
import { AUTH_USER_QUERY_KEY } from '@/lib/use-auth';

export function localLogin(body: TLocalLoginRequest): Promise<TPublicUser> {
  return apiJson<TPublicUser>('POST', '/api/auth/local-login', body);
}

/** Signs in with e-mail and password; on success the session query holds the user at once. */
export function useLocalLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: localLogin,
    onSuccess: (user) => {
      queryClient.setQueryData(AUTH_USER_QUERY_KEY, user);
    },
  });
}
