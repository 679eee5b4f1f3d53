import { SUPER_ADMIN_CREDENTIAL_MESSAGES, type TSuperAdminCredentials } from '@common/contracts/credentials';
import type { TExecutor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { verifyPassword } from '../../lib/passwords';
import type { TUserRow } from '../../lib/session-user';
import { findUserByEmail } from './auth.repository';
import { throttledCheck, type TThrottlePolicy } from './throttle.service';

/**
 * The one check behind every delete that needs a super admin's say-so (applications, users,
 * payments): the body's e-mail and password must be those of an active super_admin. Missing or
 * wrong: 401; right password of someone else: 403. Failures are counted and throttled (429) like
 * sign-in, under their own scope so a locked delete does not lock the person out of signing in.
 */
export async function verifySuperAdminCredentials(
  db: TExecutor,
  policy: TThrottlePolicy,
  credentials: TSuperAdminCredentials | null | undefined,
  ip: string,
): Promise<TUserRow> {
  const email = credentials?.email?.trim() ?? '';
  const password = credentials?.password ?? '';
  if (email === '' || password === '') throw new AppError('UNAUTHORIZED', SUPER_ADMIN_CREDENTIAL_MESSAGES.missing);
  const user = await throttledCheck(db, policy, { scope: 'super-admin', identity: email, ip }, async () => {
    const candidate = await findUserByEmail(db, email);
    const ok = await verifyPassword(candidate?.password, password);
    return ok && candidate ? candidate : null;
  });
  if (!user) throw new AppError('UNAUTHORIZED', SUPER_ADMIN_CREDENTIAL_MESSAGES.invalid);
  if (user.role !== 'super_admin' || !user.isActive) throw new AppError('FORBIDDEN', SUPER_ADMIN_CREDENTIAL_MESSAGES.notSuperAdmin);
  return user;
}
