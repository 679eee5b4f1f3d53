import { OWN_EMAIL_MESSAGES as M, type TChangeOwnEmailRequest } from '@common/contracts/own-account';
import type { TExecutor } from '../../db/client';
import { isUniqueViolation } from '../../lib/error-handler';
import { AppError } from '../../lib/errors';
import { enqueueEmail } from '../../lib/outbox.repository';
import { verifyPassword } from '../../lib/passwords';
import type { TSessionUser, TUserRow } from '../../lib/session-user';
import { recordAudit } from '../audit';
import { findUserByEmail, setAccountEmail } from './auth.repository';
import { throttledCheck, type TThrottlePolicy } from './throttle.service';

/**
 * PUT /api/auth/user/email: a staff member's own address (the generated owner starts with
 * admin@pawnbook.local). The current password is checked on the sign-in counters, as for a
 * password change; an address another account has is 409 (the unique index decides a race). In
 * one transaction: the new address, the audit row with both, and a notice to the old address, so
 * someone who took over the session cannot move the account away unnoticed.
 */
export async function changeOwnEmail(
  deps: { db: TExecutor; policy: TThrottlePolicy; shopName: () => Promise<string> },
  actor: { user: TSessionUser; ip: string; device?: string | null },
  body: TChangeOwnEmailRequest,
): Promise<TUserRow> {
  const { db } = deps;
  if (actor.user.loginMethod !== 'local') throw new AppError('BAD_REQUEST', M.notLocal);
  const account = await throttledCheck(db, deps.policy, { identity: actor.user.email, ip: actor.ip, device: actor.device }, async () => {
    const row = await findUserByEmail(db, actor.user.email);
    const ok = row?.id === actor.user.id && (await verifyPassword(row.password, body.currentPassword));
    return ok && row.isActive ? row : null;
  });
  if (!account) throw new AppError('UNAUTHORIZED', M.wrongPassword);
  if (body.email === account.email.toLowerCase()) throw new AppError('BAD_REQUEST', M.same);
  const other = await findUserByEmail(db, body.email);
  if (other && other.id !== account.id) throw new AppError('CONFLICT', M.taken);
  const shopName = await deps.shopName();
  try {
    return await db.transaction(async (tx) => {
      const updated = await setAccountEmail(tx, account.id, body.email);
      if (!updated) throw new AppError('UNAUTHORIZED', 'Your account no longer exists.');
      await recordAudit(tx, { user: account, ip: actor.ip }, {
        action: 'user.email-change',
        entity: 'user',
        entityId: account.id,
        summary: { before: { email: account.email }, after: { email: updated.email } },
      });
      await enqueueEmail(tx, {
        toAddress: account.email,
        subject: `Your ${shopName} e-mail address was changed`,
        textBody: [
          `Hello ${account.firstName?.trim() || account.email},`,
          '',
          `The e-mail address of your ${shopName} account was changed from ${account.email} to ${updated.email}. From now on you sign in with the new address.`,
          '',
          'If you did not make this change, tell your administrator at once: someone may be using your account.',
          '',
        ].join('\n'),
        kind: 'email-change-notice',
        relatedEntity: 'user',
        relatedId: account.id,
      });
      return updated;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', M.taken);
    throw error;
  }
}
