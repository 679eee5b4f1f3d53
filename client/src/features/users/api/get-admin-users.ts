import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminUsersResponse, TUserRoleFilter } from '@common/contracts/admin-users';
import { apiJson } from '@/lib/api-client';

export const ADMIN_USERS_PATH = '/api/admin/users';

/** The list's filter as the server takes it (?role=&q=). */
export type TAdminUsersFilter = { role: TUserRoleFilter; q: string };

export function getAdminUsers(filter: TAdminUsersFilter, signal?: AbortSignal): Promise<TAdminUsersResponse> {
  const params = new URLSearchParams({ role: filter.role });
  if (filter.q.trim() !== '') params.set('q', filter.q.trim());
  return apiJson<TAdminUsersResponse>('GET', `${ADMIN_USERS_PATH}?${params.toString()}`, undefined, signal);
}

/** Every list of accounts shares this key's start: a change invalidates them all. */
export const adminUsersQueryOptions = queryOptions({
  queryKey: [ADMIN_USERS_PATH] as const,
  queryFn: ({ signal }) => getAdminUsers({ role: 'all', q: '' }, signal),
  staleTime: 30_000,
});

export const adminUsersListQueryOptions = (filter: TAdminUsersFilter) =>
  queryOptions({
    queryKey: [ADMIN_USERS_PATH, filter.role, filter.q.trim()] as const,
    queryFn: ({ signal }) => getAdminUsers(filter, signal),
    // Another administrator may change accounts meanwhile; our own changes invalidate at once.
    staleTime: 30_000,
    // While a new search is asked for, the last answer stays on screen instead of a loading line.
    placeholderData: keepPreviousData,
  });

/** The list loads only for admin and super_admin (spec section 6): pass enabled=false for others. */
export function useAdminUsers(filter: TAdminUsersFilter, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...adminUsersListQueryOptions(filter), enabled });
}
