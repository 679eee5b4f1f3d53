import type { TLocalLoginRequest } from '@common/contracts/auth';
import type { TExecutor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { verifyPassword } from '../../lib/passwords';
import type { TUserRow } from '../../lib/session-user';
import { findUserByEmail } from './auth.repository';
import { throttledCheck, type TThrottlePolicy } from './throttle.service';

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const ACCOUNT_INACTIVE = 'This account has been deactivated. Contact your administrator.';

/** Checks local credentials; the caller starts the session. Failures are counted and throttled. */
export async function authenticateLocal(
  db: TExecutor,
  policy: TThrottlePolicy,
  credentials: TLocalLoginRequest,
  ip: string,
): Promise<TUserRow> {
  const user = await throttledCheck(db, policy, { scope: 'login', identity: credentials.email, ip }, async () => {
    const candidate = await findUserByEmail(db, credentials.email);
    const ok = await verifyPassword(candidate?.password, credentials.password);
    return ok && candidate ? candidate : null;
  });
  if (!user) throw new AppError('UNAUTHORIZED', INVALID_CREDENTIALS);
  if (!user.isActive) throw new AppError('FORBIDDEN', ACCOUNT_INACTIVE);
  return user;
}
