import { SUPER_ADMIN_CREDENTIAL_MESSAGES, type TSuperAdminCredentials } from '@common/contracts/credentials';
import type { TExecutor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { verifyPassword } from '../../lib/passwords';
import type { TUserRow } from '../../lib/session-user';
import { findUserByEmail } from './auth.repository';
import { throttledCheck, type TThrottlePolicy } from './throttle.service';

/**
 * The one check behind every delete that needs a super admin's say-so (applications, users,
 * payments): the body's e-mail and password must be those of an active super_admin. Missing: 401
 * with its own message. Anything else (a wrong password, an unknown e-mail, the right password of
 * someone who is not an active super admin) is one answer, 401 'Invalid super admin credentials.'
 * (the spec's wording), so the dialog cannot be used to learn whose password is right. Attempts
 * are counted on sign-in's own counters: guessing here and at the sign-in page share one limit.
 * `device` is the nonce of the browser's device cookie for the e-mail given, when it has a valid
 * one: then failures elsewhere do not stop the check (see throttle.service.ts).
 */
export async function verifySuperAdminCredentials(
  db: TExecutor,
  policy: TThrottlePolicy,
  credentials: TSuperAdminCredentials | null | undefined,
  ip: string,
  device: string | null = null,
): Promise<TUserRow> {
  const email = credentials?.email?.trim() ?? '';
  const password = credentials?.password ?? '';
  if (email === '' || password === '') throw new AppError('UNAUTHORIZED', SUPER_ADMIN_CREDENTIAL_MESSAGES.missing);
  const user = await throttledCheck(db, policy, { identity: email, ip, device }, async () => {
    const candidate = await findUserByEmail(db, email);
    const ok = await verifyPassword(candidate?.password, password);
    return ok && candidate?.isActive && candidate.role === 'super_admin' ? candidate : null;
  });
  if (!user) throw new AppError('UNAUTHORIZED', SUPER_ADMIN_CREDENTIAL_MESSAGES.invalid);
  return user;
}
