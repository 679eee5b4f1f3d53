import type { TExecutor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { clearKeys, recordFailure, secondsLocked } from './throttle.repository';

export type TThrottlePolicy = { maxFailures: number; windowMinutes: number };

// One shop counter may put many people behind one IP, so the IP allows many more failures than one account.
const IP_FACTOR = 10;

function keysFor(scope: string, identity: string, ip: string) {
  return { identityKey: `${scope}:id:${identity.trim().toLowerCase()}`, ipKey: `${scope}:ip:${ip}` };
}

/**
 * Wraps a credential check (sign-in, super-admin confirmation): refuses with 429 while locked,
 * counts a failure when the check fails, clears the identity's count when it succeeds.
 */
export async function throttledCheck<T>(
  db: TExecutor,
  policy: TThrottlePolicy,
  target: { scope: string; identity: string; ip: string },
  check: () => Promise<T | null>,
): Promise<T | null> {
  const { identityKey, ipKey } = keysFor(target.scope, target.identity, target.ip);
  const locked = await secondsLocked(db, [identityKey, ipKey]);
  if (locked > 0) {
    const minutes = Math.ceil(locked / 60);
    throw new AppError(
      'TOO_MANY_REQUESTS',
      `Too many failed attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
      { 'retry-after': String(locked) },
    );
  }
  const result = await check();
  if (result === null) {
    await recordFailure(db, identityKey, policy.maxFailures, policy.windowMinutes);
    await recordFailure(db, ipKey, policy.maxFailures * IP_FACTOR, policy.windowMinutes);
  } else {
    await clearKeys(db, [identityKey]);
  }
  return result;
}

/** The sign-in throttling settings, also used for super-admin confirmations. */
export function throttlePolicyOf(env: { LOGIN_MAX_FAILURES: number; LOGIN_WINDOW_MINUTES: number }): TThrottlePolicy {
  return { maxFailures: env.LOGIN_MAX_FAILURES, windowMinutes: env.LOGIN_WINDOW_MINUTES };
}
