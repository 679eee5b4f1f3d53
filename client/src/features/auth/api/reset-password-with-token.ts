import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TResetPasswordWithTokenRequest, TResetPasswordWithTokenResponse } from '@common/contracts/account-recovery';
import { apiJson } from '@/lib/api-client';
import { AUTH_USER_QUERY_KEY } from '@/lib/use-auth';

/** POST /api/auth/reset-password: the link's token and the new password; every session of the account ends. */
export function resetPasswordWithToken(body: TResetPasswordWithTokenRequest): Promise<TResetPasswordWithTokenResponse> {
  return apiJson<TResetPasswordWithTokenResponse>('POST', '/api/auth/reset-password', body);
}

export function useResetPasswordWithToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPasswordWithToken,
    // This browser's own session, if it had one for the account, ended with the others.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: AUTH_USER_QUERY_KEY }),
  });
}
