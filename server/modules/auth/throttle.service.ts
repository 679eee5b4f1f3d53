import type { TExecutor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { clearKeys, giveBack, reserveAttempt, type TThrottleKey } from './throttle.repository';

export type TThrottlePolicy = { maxFailures: number; windowMinutes: number };

// One shop counter may put many people behind one IP, so the IP allows many more failures than one account.
const IP_FACTOR = 10;

// Sign-in and the super-admin confirmation of deletes count on the same keys: one limit for both.
function keysFor(policy: TThrottlePolicy, identity: string, ip: string): { identity: TThrottleKey; ip: TThrottleKey } {
  return {
    identity: { key: `login:id:${identity.trim().toLowerCase()}`, limit: policy.maxFailures },
    ip: { key: `login:ip:${ip}`, limit: policy.maxFailures * IP_FACTOR },
  };
}

function tooManyAttempts(seconds: number): AppError {
  const wait = Math.max(1, seconds);
  const minutes = Math.ceil(wait / 60);
  return new AppError(
    'TOO_MANY_REQUESTS',
    `Too many failed attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
    { 'retry-after': String(wait) },
  );
}

/**
 * Wraps a credential check (sign-in, super-admin confirmation). The attempt is counted first, in
 * one statement shared by every instance, and only an attempt within every limit reaches the
 * password check, so simultaneous guesses cannot get more checks than the limit. Over a limit:
 * 429 with Retry-After, and the attempt is taken back (a refused attempt checked nothing). A failed
 * check stays counted; a successful one clears the identity's count and takes its attempt back.
 */
export async function throttledCheck<T>(
  db: TExecutor,
  policy: TThrottlePolicy,
  target: { identity: string; ip: string },
  check: () => Promise<T | null>,
): Promise<T | null> {
  const keys = keysFor(policy, target.identity, target.ip);
  const reserved = await reserveAttempt(db, [keys.identity, keys.ip], policy.windowMinutes);
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
  await clearKeys(db, [keys.identity.key]);
  await giveBack(db, reserved.filter((r) => r.key !== keys.identity.key));
  return result;
}

/** The sign-in throttling settings, also used for super-admin confirmations. */
export function throttlePolicyOf(env: { LOGIN_MAX_FAILURES: number; LOGIN_WINDOW_MINUTES: number }): TThrottlePolicy {
  return { maxFailures: env.LOGIN_MAX_FAILURES, windowMinutes: env.LOGIN_WINDOW_MINUTES };
}
