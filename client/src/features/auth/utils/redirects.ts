import { EXTERNAL_SIGN_IN_MESSAGES, isExternalSignInError } from '@common/contracts/external-sign-in';
import type { TRole } from '@common/roles';

/** Where a local sign-in lands (DESIGN decision 2): admins to /admin, everyone else to /dashboard. */
export function getPostLoginPath(role: TRole): string {
  return role === 'admin' || role === 'super_admin' ? '/admin' : '/dashboard';
}

/** Where the login page's silent session check sends someone already signed in (spec section 4). */
export function getSessionCheckPath(role: TRole): string {
  return role === 'admin' || role === 'loan_officer' || role === 'super_admin' ? '/admin' : '/calculator';
}

export type TLoginNotice = { title: string; description: string };

/** The toast for an ?error=... the server put on /login after a failed external sign-in. */
export function getLoginErrorNotice(error: string | null): TLoginNotice | null {
  if (!error) return null;
  const description = isExternalSignInError(error) ? EXTERNAL_SIGN_IN_MESSAGES[error] : EXTERNAL_SIGN_IN_MESSAGES.external_failed;
  return { title: 'Login Failed', description };
}

/** The login link with a same-site path to come back to, when the login page was given one. */
export function getExternalLoginHref(returnTo: string | null): string {
  const safe = returnTo && returnTo.startsWith('/') && !returnTo.startsWith('//') && !returnTo.startsWith('/\\') ? returnTo : null;
  return safe ? `/api/auth/login?returnTo=${encodeURIComponent(safe)}` : '/api/auth/login';
}
