import type { TExecutor } from '../../db/client';
import { AppError } from '../../lib/errors';
import {
  clearAccountLocks,
  clearKeys,
  giveBack,
  readAccountLocks,
  reserveAttempt,
  RESET_KEYS,
  SIGN_IN_KEYS,
  type TThrottleKey,
} from './throttle.repository';

export type TThrottlePolicy = { maxFailures: number; windowMinutes: number };

// LOGIN_MAX_FAILURES is per account and IP. Guessers spread over several IPs meet a higher bound
// on the account; one shop counter may put many people behind one IP, so the IP allows the most.
const ACCOUNT_FACTOR = 4;
const IP_FACTOR = 10;

/** Whose credentials are checked, from where, and the nonce of the browser's device cookie for that account, if it has a valid one. */
export type TThrottleTarget = { identity: string; ip: string; device?: string | null };

/**
 * Sign-in and the super-admin confirmation of deletes count on the same keys, one limit for both.
 * Without a device cookie, an attempt counts on its pair (account and IP), the account and the IP:
 * a guesser elsewhere locks only their own pair until the account-wide bound. With one (OWASP's
 * device cookies), it counts on that cookie alone: failures from anywhere else never stop it, and
 * its own failures lock only it. The first key is the attempt's own, cleared by a success.
 */
function keysFor(policy: TThrottlePolicy, target: TThrottleTarget): [TThrottleKey, ...TThrottleKey[]] {
  const email = target.identity.trim().toLowerCase();
  if (target.device) return [{ key: SIGN_IN_KEYS.device(email, target.device), limit: policy.maxFailures }];
  return [
    { key: SIGN_IN_KEYS.pair(email, target.ip), limit: policy.maxFailures },
    { key: SIGN_IN_KEYS.account(email), limit: policy.maxFailures * ACCOUNT_FACTOR },
    { key: SIGN_IN_KEYS.ip(target.ip), limit: policy.maxFailures * IP_FACTOR },
  ];
}

function tooManyAttempts(seconds: number): AppError {
  const wait = Math.max(1, seconds);
  const minutes = Math.ceil(wait / 60);
  return new AppError(
    'TOO_MANY_REQUESTS',
    `Too many failed attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
    { headers: { 'retry-after': String(wait) } },
  );
}

/**
 * Wraps a credential check (sign-in, super-admin confirmation). The attempt is counted first on
 * its keys (account and IP, account, IP; or the device cookie's), in one statement shared by every
 * instance, and only an attempt within every limit reaches the password check, so simultaneous
 * guesses cannot get more checks than the limit. Over any limit: 429 with Retry-After, and the
 * attempt is taken back everywhere (a refused attempt checked nothing, so it must not push the
 * other keys towards their bounds). A failed check stays counted; a successful one clears its own
 * key and takes its attempt back from the others.
 */
export async function throttledCheck<T>(
  db: TExecutor,
  policy: TThrottlePolicy,
  target: TThrottleTarget,
  check: () => Promise<T | null>,
): Promise<T | null> {
  return checkOnKeys(db, policy, keysFor(policy, target), check);
}

/**
 * "Forgot password?": every request counts (each may send an e-mail), on the address and on the
 * IP, with sign-in's limits and window; beyond them 429 like sign-in. Counted whether or not the
 * address has an account, so the limit tells nothing either.
 */
export async function countResetRequest(db: TExecutor, policy: TThrottlePolicy, target: { email: string; ip: string }): Promise<void> {
  const email = target.email.trim().toLowerCase();
  const keys: TThrottleKey[] = [
    { key: RESET_KEYS.account(email), limit: policy.maxFailures },
    { key: RESET_KEYS.ip(target.ip), limit: policy.maxFailures * IP_FACTOR },
  ];
  const reserved = await reserveAttempt(db, keys, policy.windowMinutes);
  const over = reserved.filter((r) => r.failures > r.limit);
  if (over.length > 0) {
    await giveBack(db, reserved);
    throw tooManyAttempts(Math.max(...over.map((r) => r.secondsLeft)));
  }
}

/** A reset link's token checked like a password: refused ones count on the IP, with sign-in's limit. */
export function throttledLinkCheck<T>(db: TExecutor, policy: TThrottlePolicy, ip: string, check: () => Promise<T | null>): Promise<T | null> {
  return checkOnKeys(db, policy, [{ key: RESET_KEYS.link(ip), limit: policy.maxFailures }], check);
}

async function checkOnKeys<T>(
  db: TExecutor,
  policy: TThrottlePolicy,
  keys: [TThrottleKey, ...TThrottleKey[]],
  check: () => Promise<T | null>,
): Promise<T | null> {
  const own = keys[0].key;
  const reserved = await reserveAttempt(db, keys, policy.windowMinutes);
  const over = reserved.filter((r) => r.failures > r.limit);
  if (over.length > 0) {
    await giveBack(db, reserved);
    throw tooManyAttempts(Math.max(...over.map((r) => r.secondsLeft)));
  }
  let result: T | null;
  try {
    result = await check();
  } catch (error) {
    // The check itself broke (the database, say): that is no failed guess.
    await giveBack(db, reserved);
    throw error;
  }
  if (result === null) return null;
  await clearKeys(db, [own]);
  await giveBack(db, reserved.filter((r) => r.key !== own));
  return result;
}

/** The sign-in throttling settings, also used for super-admin confirmations. */
export function throttlePolicyOf(env: { LOGIN_MAX_FAILURES: number; LOGIN_WINDOW_MINUTES: number }): TThrottlePolicy {
  return { maxFailures: env.LOGIN_MAX_FAILURES, windowMinutes: env.LOGIN_WINDOW_MINUTES };
}

/** Until when each account (by e-mail, lower case) is locked, on its own or at any IP. */
export function readSignInLocks(db: TExecutor): Promise<Map<string, Date>> {
  return readAccountLocks(db);
}

/**
 * A super admin's unlock: the account's own counters start again, at every IP. An IP's counter is
 * the whole shop counter's and ends with its window. Answers the end of the lock it lifted.
 */
export function clearSignInLocks(db: TExecutor, email: string): Promise<Date | null> {
  return clearAccountLocks(db, email.trim().toLowerCase());
}
