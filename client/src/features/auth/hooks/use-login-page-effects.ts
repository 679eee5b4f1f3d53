import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { authUserQueryOptions } from '@/lib/use-auth';
import { toast } from '@/lib/toast';
import { getLoginErrorNotice, getSessionCheckPath } from '../utils/redirects';

const SESSION_CHECK_DELAY_MS = 200;

/**
 * What the login page does on its own (spec section 4): shows the toast for a failed external
 * sign-in, and ~200 ms after opening (unless we just signed out) sends someone who is already
 * signed in on to their area. Session check errors are swallowed.
 */
export function useLoginPageEffects(search: URLSearchParams): { justSignedOut: boolean } {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const justSignedOut = search.has('logout');
  const error = search.get('error');

  useEffect(() => {
    const notice = getLoginErrorNotice(error);
    if (notice) toast({ ...notice, variant: 'destructive' });
  }, [error]);

  useEffect(() => {
    if (justSignedOut) return;
    let cancelled = false;
    const timer = window.setTimeout(() => {
      queryClient
        .fetchQuery(authUserQueryOptions)
        .then((user) => {
          if (!cancelled && user) navigate(getSessionCheckPath(user.role), { replace: true });
        })
        .catch(() => undefined);
    }, SESSION_CHECK_DELAY_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [justSignedOut, queryClient, navigate]);

  return { justSignedOut };
}
