import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { deriveKey } from '../../lib/mail/secret-box';

// OWASP's device cookies ("Slow Down Online Guessing Attacks with Device Cookies"): a browser that
// once signed in to an account is told apart from guessers, so failures elsewhere cannot lock the
// owner out there. One cookie holds an entry per account signed in from this browser (a shop's
// shared computer serves several people), each "nonce.expiry.mac". The MAC binds the nonce and the
// expiry to the account's e-mail under a key of its own, so the cookie carries no e-mail, an entry
// is good for its own account only, and one altered or past its expiry counts as none.

export const DEVICE_COOKIE_DAYS = 180;
const LIFETIME_SECONDS = DEVICE_COOKIE_DAYS * 24 * 3600;
const MAX_ENTRIES = 10;
// Ten entries of 78 characters and their separators; anything longer is not ours.
const MAX_LENGTH = 1000;
const ENTRY = /^([A-Za-z0-9_-]{22})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;
const KEY_INFO = 'pawnbook device-cookie';

export type TDeviceCookies = {
  /** The nonce of this browser's valid entry for the account, or null (none, altered, expired, another account's). */
  deviceOf(request: FastifyRequest, email: string): string | null;
  /**
   * After a successful credential check: the account's entry, renewed for another 180 days (with
   * the nonce it had, so its failure count stays its own) and put first; the oldest entries beyond
   * ten, and any past their expiry, are dropped.
   */
  remember(request: FastifyRequest, reply: FastifyReply, email: string): void;
};

export function deviceCookieName(secure: boolean): string {
  return secure ? '__Host-pawnbook_device' : 'pawnbook_device';
}

const accountOf = (email: string) => email.trim().toLowerCase();
const macOf = (key: Buffer, account: string, nonce: string, expires: string) =>
  createHmac('sha256', key).update(`${account}\n${nonce}\n${expires}`).digest('base64url');

/** One entry of the cookie as the server writes it: the account's nonce, good until `expires` (seconds since 1970). */
export function deviceEntryOf(secret: Buffer, email: string, nonce: string, expires: number): string {
  return `${nonce}.${expires}.${macOf(deriveKey(secret, KEY_INFO), accountOf(email), nonce, String(expires))}`;
}

export function createDeviceCookies(options: { secret: Buffer; secure: boolean }): TDeviceCookies {
  const key = deriveKey(options.secret, KEY_INFO);
  const name = deviceCookieName(options.secure);
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: options.secure, maxAge: LIFETIME_SECONDS };

  const nowSeconds = () => Math.floor(Date.now() / 1000);

  const entriesOf = (request: FastifyRequest) => {
    const raw = request.cookies[name] ?? '';
    if (raw.length > MAX_LENGTH) return [];
    return raw
      .split('~')
      .slice(0, MAX_ENTRIES)
      .map((entry) => ENTRY.exec(entry))
      .filter((match) => match !== null)
      .map(([text, nonce, expires, mac]) => ({ text, nonce: nonce!, expires: expires!, mac: mac! }))
      .filter((entry) => Number(entry.expires) > nowSeconds());
  };
  const isFor = (account: string, entry: { nonce: string; expires: string; mac: string }) =>
    timingSafeEqual(Buffer.from(macOf(key, account, entry.nonce, entry.expires)), Buffer.from(entry.mac));

  return {
    deviceOf(request, email) {
      const account = accountOf(email);
      return entriesOf(request).find((entry) => isFor(account, entry))?.nonce ?? null;
    },
    remember(request, reply, email) {
      const account = accountOf(email);
      const entries = entriesOf(request);
      const own = entries.find((entry) => isFor(account, entry));
      const nonce = own?.nonce ?? randomBytes(16).toString('base64url');
      const expires = String(nowSeconds() + LIFETIME_SECONDS);
      const renewed = `${nonce}.${expires}.${macOf(key, account, nonce, expires)}`;
      const others = entries.filter((entry) => entry !== own).map((entry) => entry.text);
      reply.setCookie(name, [renewed, ...others].slice(0, MAX_ENTRIES).join('~'), cookieOptions);
    },
  };
}
