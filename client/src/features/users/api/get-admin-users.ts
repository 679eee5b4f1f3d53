import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminUsersResponse } from '@common/contracts/admin-users';
import { apiJson } from '@/lib/api-client';

export const ADMIN_USERS_PATH = '/api/admin/users';

export function getAdminUsers(signal?: AbortSignal): Promise<TAdminUsersResponse> {
  return apiJson<TAdminUsersResponse>('GET', ADMIN_USERS_PATH, undefined, signal);
}

export const adminUsersQueryOptions = queryOptions({
  queryKey: [ADMIN_USERS_PATH] as const,
  queryFn: ({ signal }) => getAdminUsers(signal),
  // Another administrator may change accounts meanwhile; our own changes invalidate at once.
  staleTime: 30_000,
});

/** The list loads only for admin and super_admin (spec section 6): pass enabled=false for others. */
export function useAdminUsers({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...adminUsersQueryOptions, enabled });
}
