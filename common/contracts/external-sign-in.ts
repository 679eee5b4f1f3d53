// Why an external (OpenID Connect) sign-in came back to /login without a session: the server puts
// one of these on /login?error=..., and the login page explains it with these words.

export const EXTERNAL_SIGN_IN_ERRORS = [
  'external_unavailable',
  'external_expired',
  'external_cancelled',
  'external_failed',
  'email_unverified',
  'local_account',
  'account_mismatch',
  'account_inactive',
  'no_account',
] as const;
export type TExternalSignInError = (typeof EXTERNAL_SIGN_IN_ERRORS)[number];

export const EXTERNAL_SIGN_IN_MESSAGES: Record<TExternalSignInError, string> = {
  external_unavailable: 'External sign-in is not set up. Use Local Login or ask your administrator.',
  external_expired: 'The sign-in took too long or was started elsewhere. Please try again.',
  external_cancelled: 'Sign-in was cancelled at the provider.',
  external_failed: 'External sign-in did not complete. Please try again.',
  email_unverified: 'Your provider did not confirm your e-mail address. Verify it with the provider, then try again.',
  local_account: 'This e-mail address belongs to an account that signs in with a password. Use Local Login.',
  account_mismatch: 'This e-mail address is linked to a different account at the provider. Ask your administrator.',
  account_inactive: 'Your account has been deactivated. Contact your administrator.',
  no_account: 'There is no account for this e-mail address. Contact your administrator for access.',
};

export function isExternalSignInError(value: string | null): value is TExternalSignInError {
  return (EXTERNAL_SIGN_IN_ERRORS as readonly string[]).includes(value ?? '');
}
