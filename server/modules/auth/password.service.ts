import { PASSWORD_MESSAGES, type TChangePasswordRequest } from '@common/contracts/passwords';
import { NEW_PASSWORD_MESSAGES, newPasswordProblem } from '@common/passwords';
import type { TExecutor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { TSessionUser, TUserRow } from '../../lib/session-user';
import { recordAudit } from '../audit';
import { findUserByEmail, setAccountPassword } from './auth.repository';
import { spendAllResetTokens } from './password-reset.repository';
import { deleteSessionsOfUser } from './session.repository';
import { throttledCheck, type TThrottlePolicy } from './throttle.service';

/**
 * A person changes their own password: the current one is checked on the sign-in counters (a
 * stolen session cannot guess it any faster than the sign-in page), the new one must pass
 * common/passwords.ts. In one transaction the hash changes, a reset's must-change flag clears,
 * every session and every open reset link of the account ends and the audit row is written; the
 * caller then starts a fresh session for this browser.
 */
export async function changeOwnPassword(
  deps: { db: TExecutor; policy: TThrottlePolicy },
  actor: { user: TSessionUser; ip: string; device?: string | null },
  body: TChangePasswordRequest,
): Promise<TUserRow> {
  const { db } = deps;
  if (actor.user.loginMethod !== 'local') throw new AppError('BAD_REQUEST', PASSWORD_MESSAGES.notLocal);
  const account = await throttledCheck(db, deps.policy, { identity: actor.user.email, ip: actor.ip, device: actor.device }, async () => {
    const row = await findUserByEmail(db, actor.user.email);
    const ok = row?.id === actor.user.id && (await verifyPassword(row.password, body.currentPassword));
    return ok && row.isActive ? row : null;
  });
  if (!account) throw new AppError('BAD_REQUEST', PASSWORD_MESSAGES.currentWrong);
  const problem = newPasswordProblem(body.newPassword, account.email);
  if (problem) throw new AppError('BAD_REQUEST', problem);
  if (body.newPassword === body.currentPassword) throw new AppError('BAD_REQUEST', NEW_PASSWORD_MESSAGES.sameAsCurrent);
  const passwordHash = await hashPassword(body.newPassword);
  return db.transaction(async (tx) => {
    const updated = await setAccountPassword(tx, account.id, { passwordHash, mustChangePassword: false });
    if (!updated) throw new AppError('UNAUTHORIZED', 'Your account no longer exists.');
    const ended = await deleteSessionsOfUser(tx, account.id);
    // A reset link asked for earlier would otherwise still replace the password just chosen.
    await spendAllResetTokens(tx, account.id);
    await recordAudit(tx, actor, {
      action: 'user.password-change',
      entity: 'user',
      entityId: account.id,
      summary: { email: account.email, afterReset: account.mustChangePassword, sessionsEnded: ended },
    });
    return updated;
  });
}
