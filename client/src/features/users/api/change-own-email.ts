import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPublicUser } from '@common/contracts/auth';
import type { TChangeOwnEmailRequest } from '@common/contracts/own-account';
import { apiJson } from '@/lib/api-client';
import { AUTH_USER_QUERY_KEY } from '@/lib/use-auth';
import { FIRST_RUN_PATH } from './get-first-run';

/** PUT /api/auth/user/email: a staff member's own address; the old one is told by e-mail. */
export function changeOwnEmail(body: TChangeOwnEmailRequest): Promise<TPublicUser> {
  return apiJson<TPublicUser>('PUT', '/api/auth/user/email', body);
}

export function useChangeOwnEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeOwnEmail,
    onSuccess: (user) => {
      queryClient.setQueryData(AUTH_USER_QUERY_KEY, user);
      // The checklist's first step may be done now.
      void queryClient.invalidateQueries({ queryKey: [FIRST_RUN_PATH] });
    },
  });
}
