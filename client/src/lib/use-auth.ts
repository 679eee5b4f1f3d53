import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPublicUser } from '@common/contracts/auth';
import { canOpenAdminArea, isAdminRole, isStaffRole } from '@common/roles';
import { readErrorStatus } from './api-client';
import { getQueryFn } from './query-client';

export const AUTH_USER_QUERY_KEY = ['/api/auth/user'] as const;

const FIVE_MINUTES = 5 * 60 * 1000;
const TEN_MINUTES = 10 * 60 * 1000;

/** The session: 401 is "no user", not an error; other failures are retried at most twice. */
export const authUserQueryOptions = queryOptions({
  queryKey: AUTH_USER_QUERY_KEY,
  queryFn: getQueryFn<TPublicUser>({ on401: 'returnNull' }),
  staleTime: FIVE_MINUTES,
  retry: (failureCount, err) => readErrorStatus(err) !== 401 && failureCount < 2,
});

// Asked again every 10 minutes by one reader on every page (the nav bar: useAuthKeptFresh), not by
// each of a page's readers: TanStack Query keeps an interval per reader that asks for one, so a
// dashboard's four or more readers would each poll; the others read the same cached answer.
const keptFreshOptions = queryOptions({ ...authUserQueryOptions, refetchInterval: TEN_MINUTES });

export type TAuthState = {
  user: TPublicUser | null;
  isLoading: boolean;
  isAuthenticated: boolean;
  /** loan_officer, admin or super_admin (the spec's definition; it is not staff). */
  isStaff: boolean;
  /** admin or super_admin. */
  isAdmin: boolean;
  /** Staff plus it: who may open /admin (DESIGN decision 1). */
  canOpenAdminArea: boolean;
};

/** The session of this visit. */
export function useAuth(): TAuthState {
  const { data, isLoading } = useQuery(authUserQueryOptions);
  return authStateOf(data, isLoading);
}

/** useAuth that also asks the server again every 10 minutes: for the nav bar, on every page. */
export function useAuthKeptFresh(): TAuthState {
  const { data, isLoading } = useQuery(keptFreshOptions);
  return authStateOf(data, isLoading);
}

function authStateOf(data: TPublicUser | null | undefined, isLoading: boolean): TAuthState {
  const user = data ?? null;
  const role = user?.role ?? null;
  return {
    user,
    isLoading,
    isAuthenticated: user !== null,
    isStaff: isStaffRole(role),
    isAdmin: isAdminRole(role),
    canOpenAdminArea: canOpenAdminArea(role),
  };
}
