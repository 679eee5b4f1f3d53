import { z } from 'zod';
import { createSecretBox } from '../../lib/mail/secret-box';

// One sign-in attempt's state, nonce and PKCE verifier travel in a short-lived cookie sealed with
// AES-256-GCM under a key of its own (derived from the app secret): the browser can neither read
// the verifier nor alter anything, and any instance behind a load balancer can open it.

export const LOGIN_ATTEMPT_TTL_MS = 10 * 60_000;
const KEY_INFO = 'pawnbook oidc-login-attempt';

const ZLoginAttempt = z.object({
  state: z.string().min(16),
  nonce: z.string().min(16),
  codeVerifier: z.string().min(43),
  returnTo: z.string().nullable(),
  expiresAt: z.number().int(),
});
export type TLoginAttempt = z.infer<typeof ZLoginAttempt>;

export function loginCookieName(secure: boolean): string {
  return secure ? '__Host-pawnbook_oidc' : 'pawnbook_oidc';
}

export function sealLoginAttempt(secret: Buffer, attempt: TLoginAttempt): string {
  return createSecretBox(secret, KEY_INFO).seal(JSON.stringify(attempt));
}

/** The attempt, or null when the cookie is missing, altered, sealed under another key, incomplete or expired. */
export function openLoginAttempt(secret: Buffer, sealed: string | undefined, now = Date.now()): TLoginAttempt | null {
  if (!sealed) return null;
  try {
    const parsed = ZLoginAttempt.safeParse(JSON.parse(createSecretBox(secret, KEY_INFO).open(sealed)));
    if (!parsed.success || parsed.data.expiresAt <= now) return null;
    return parsed.data;
  } catch {
    return null;
  }
}

/**
 * Where to go after signing in, if the login link asked: a path of this site only. Anything that
 * could leave the site (//host, /\host, a scheme), reach the API, or carry control characters is dropped.
 */
export function safeReturnTo(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 512) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  if (/^\/(api|objects)(\/|$|\?)/i.test(value)) return null;
  try {
    // Resolved against a dummy origin, a same-site path stays on it.
    const url = new URL(value, 'https://pawnbook.invalid');
    if (url.origin !== 'https://pawnbook.invalid') return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
