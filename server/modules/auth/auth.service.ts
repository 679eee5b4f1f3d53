import type { TLocalLoginRequest } from '@common/contracts/auth';
import type { TExecutor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { verifyPassword } from '../../lib/passwords';
import type { TUserRow } from '../../lib/session-user';
import { findUserByEmail } from './auth.repository';
import { throttledCheck, type TThrottlePolicy } from './throttle.service';

export const INVALID_CREDENTIALS = 'Invalid email or password';

/**
 * Checks local credentials; the caller starts the session. Failures are counted and throttled (on
 * the browser's device cookie for the account when it has one). A deactivated account's right
 * password is one more failure, answered like any other: the answer does not tell a guesser they
 * found the password, and the failure count stays.
 */
export async function authenticateLocal(
  db: TExecutor,
  policy: TThrottlePolicy,
  credentials: TLocalLoginRequest,
  client: { ip: string; device: string | null },
): Promise<TUserRow> {
  const user = await throttledCheck(db, policy, { identity: credentials.email, ...client }, async () => {
    const candidate = await findUserByEmail(db, credentials.email);
    const ok = await verifyPassword(candidate?.password, credentials.password);
    return ok && candidate?.isActive ? candidate : null;
  });
  if (!user) throw new AppError('UNAUTHORIZED', INVALID_CREDENTIALS);
  return user;
}
