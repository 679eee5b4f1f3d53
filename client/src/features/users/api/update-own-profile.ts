import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPublicUser } from '@common/contracts/auth';
import type { TOwnProfileRequest } from '@common/contracts/own-profile';
import { readErrorMessage } from '@/lib/api-client';
import { AUTH_USER_QUERY_KEY } from '@/lib/use-auth';

export const OWN_PROFILE_PATH = '/api/auth/user/profile';

/**
 * PUT /api/auth/user/profile: the signed-in person's own signature or TRN photo (an empty string
 * removes it). A refusal reads 'Failed to update profile: {status} {text}' (spec), where the text is
 * the server's message when it gave one.
 */
export async function updateOwnProfile(body: TOwnProfileRequest): Promise<TPublicUser> {
  const res = await fetch(OWN_PROFILE_PATH, {
    method: 'PUT',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) {
    const text = (await res.text().catch(() => '')) || res.statusText;
    throw new Error(`Failed to update profile: ${res.status} ${readErrorMessage(new Error(`${res.status}: ${text}`)) ?? res.statusText}`.trim());
  }
  return (await res.json()) as TPublicUser;
}

export function useUpdateOwnProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOwnProfile,
    // The answer is the account as GET /api/auth/user shows it: every open screen sees it at once.
    onSuccess: (user) => queryClient.setQueryData(AUTH_USER_QUERY_KEY, user),
  });
}
