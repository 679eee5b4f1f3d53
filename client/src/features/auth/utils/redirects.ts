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
  if (error === 'external_unavailable') {
    return {
      title: 'Login Failed',
      description: 'External sign-in is not set up. Use Local Login or ask your administrator.',
    };
  }
  return { title: 'Login Failed', description: 'External sign-in did not complete. Please try again.' };
}
