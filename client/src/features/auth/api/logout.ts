import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { AUTH_USER_QUERY_KEY } from '@/lib/use-auth';

export const LOGGED_OUT_PATH = '/login?logout=true';
/** Set at sign-out of an external account, so the login page can offer signing out at the provider too. */
export const EXTERNAL_SIGN_OUT_KEY = 'pawnbook.externalSignOut';

export async function logout(): Promise<void> {
  await apiRequest('POST', '/api/auth/logout');
}

/** Forgets everything this tab knew about the signed-in user, including the service worker's copy. */
export function clearClientSession(queryClient: QueryClient): void {
  queryClient.clear();
  queryClient.setQueryData(AUTH_USER_QUERY_KEY, null);
  navigator.serviceWorker?.controller?.postMessage({ type: 'CLEAR_AUTH_CACHE' });
}

/**
 * The sign-out sequence (spec section 4): call the server, clear caches, then a full page load of
 * /login?logout=true. A failed call still clears and redirects: the person asked to leave.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ external = false }: { external?: boolean } = {}) => {
      try {
        if (external) window.sessionStorage.setItem(EXTERNAL_SIGN_OUT_KEY, '1');
      } catch {
        // Storage may be off; the offer is a convenience.
      }
      try {
        await logout();
      } catch {
        // Leaving anyway: the server session expires on its own, and this tab forgets it now.
      }
      clearClientSession(queryClient);
      window.location.href = LOGGED_OUT_PATH;
    },
  });
}
