import { createHash, randomBytes } from 'node:crypto';
import { ACCOUNT_RECOVERY_MESSAGES as M, RESET_LINK_MINUTES, type TForgotPasswordRequest, type TResetPasswordWithTokenRequest } from '@common/contracts/account-recovery';
import { newPasswordProblem } from '@common/passwords';
import type { TExecutor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { enqueueEmail, type TOutgoingEmail } from '../../lib/outbox.repository';
import { hashPassword } from '../../lib/passwords';
import type { TUserRow } from '../../lib/session-user';
import { recordAudit } from '../audit';
import { findUserByEmail, setAccountPassword } from './auth.repository';
import { findUserByResetToken, insertResetToken, spendAllResetTokens, spendResetToken } from './password-reset.repository';
import { deleteSessionsOfUser } from './session.repository';
import { clearSignInLocks, countResetRequest, throttledLinkCheck, type TThrottlePolicy } from './throttle.service';

export type TPasswordResetDeps = {
  db: TExecutor;
  policy: TThrottlePolicy;
  /** APP_URL: the links point at it, never at the Host a request came with. */
  appUrl: string;
  shopName: () => Promise<string>;
  /** The external provider's name when one is set up (OIDC_PROVIDER_NAME). */
  providerName: string | null;
};

// The link's token: 32 random bytes; the table keeps only its SHA-256, so the table opens nothing.
const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

function resetEmail(user: TUserRow, link: string, shopName: string): TOutgoingEmail {
  return {
    toAddress: user.email,
    subject: `Reset your ${shopName} password`,
    textBody: [
      `Hello ${user.firstName?.trim() || user.email},`,
      '',
      `Someone (we hope you) asked to reset the password of your ${shopName} account. To choose a new password, open this link:`,
      '',
      link,
      '',
      `The link works once, for ${RESET_LINK_MINUTES} minutes. Choosing a new password signs you out everywhere else.`,
      'If you did not ask for this, ignore this e-mail: your password stays as it is.',
      '',
    ].join('\n'),
    kind: 'password-reset',
    relatedEntity: 'user',
    relatedId: user.id,
  };
}

function externalAccountEmail(user: TUserRow, shopName: string, providerName: string | null): TOutgoingEmail {
  const provider = providerName ?? 'your organisation’s sign-in service';
  return {
    toAddress: user.email,
    subject: `Signing in to ${shopName}`,
    textBody: [
      `Hello ${user.firstName?.trim() || user.email},`,
      '',
      `Someone (we hope you) asked to reset the password of your ${shopName} account. Your account has no password here: you sign in with ${provider}.`,
      `On the sign-in page choose the ${provider} tab. If you have forgotten that password, reset it with ${provider}.`,
      '',
      'If you did not ask for this, ignore this e-mail.',
      '',
    ].join('\n'),
    kind: 'password-reset-external',
    relatedEntity: 'user',
    relatedId: user.id,
  };
}

/**
 * POST /api/auth/forgot-password. Counted first (429 beyond sign-in's limits), then, only for an
 * active account: a local one gets a single-use link valid for 30 minutes (its hash stored and the
 * e-mail queued in one transaction), an external one an e-mail pointing to its provider. The
 * answer is the same in every case.
 */
export async function requestPasswordReset(deps: TPasswordResetDeps, input: TForgotPasswordRequest & { ip: string }): Promise<{ message: string }> {
  const { db } = deps;
  await countResetRequest(db, deps.policy, { email: input.email, ip: input.ip });
  const user = await findUserByEmail(db, input.email);
  if (user?.isActive) {
    const shopName = await deps.shopName();
    if (user.loginMethod !== 'local') {
      await enqueueEmail(db, externalAccountEmail(user, shopName, deps.providerName));
    } else {
      const token = randomBytes(32).toString('base64url');
      const link = `${deps.appUrl}/reset-password?token=${token}`;
      await db.transaction(async (tx) => {
        await insertResetToken(tx, { tokenHash: hashToken(token), userId: user.id, expiresAt: new Date(Date.now() + RESET_LINK_MINUTES * 60_000) });
        await enqueueEmail(tx, resetEmail(user, link, shopName));
      });
    }
  }
  return { message: M.sent };
}

/**
 * POST /api/auth/reset-password. The new password is checked against the rules first (a refusal
 * leaves the link usable); then, in one transaction, the link is used up (only an unused, unexpired
 * one), the hash changes, a super admin's must-change flag clears, every session and every other
 * open link of the account ends, its sign-in lock lifts, and the audit row is written. A refused
 * link counts on the IP's limit like a wrong password. Answers the account, whose sessions the
 * caller drops from its cache.
 */
export async function resetPasswordWithToken(deps: TPasswordResetDeps, input: TResetPasswordWithTokenRequest & { ip: string }): Promise<TUserRow> {
  const { db } = deps;
  const tokenHash = hashToken(input.token);
  // Which account the link is for, to check the password against its e-mail; the link is used below.
  const peek = await throttledLinkCheck(db, deps.policy, input.ip, async () => (await findOpenLink(db, tokenHash)) ?? null);
  if (!peek) throw new AppError('BAD_REQUEST', M.badLink);
  const problem = newPasswordProblem(input.password, peek.email);
  if (problem) throw new AppError('BAD_REQUEST', problem);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const used = await spendResetToken(tx, tokenHash);
    if (!used) throw new AppError('BAD_REQUEST', M.badLink);
    const updated = await setAccountPassword(tx, used.userId, { passwordHash, mustChangePassword: false });
    if (!updated) throw new AppError('BAD_REQUEST', M.badLink);
    await spendAllResetTokens(tx, used.userId);
    const ended = await deleteSessionsOfUser(tx, used.userId);
    await clearSignInLocks(tx, updated.email);
    await recordAudit(tx, { user: updated, ip: input.ip }, {
      action: 'user.password-reset-link',
      entity: 'user',
      entityId: updated.id,
      summary: { email: updated.email, sessionsEnded: ended },
    });
    return updated;
  });
}

/** The active local account an unused, unexpired link opens, or undefined. */
async function findOpenLink(db: TExecutor, tokenHash: string): Promise<TUserRow | undefined> {
  const row = await findUserByResetToken(db, tokenHash);
  return row && row.isActive && row.loginMethod === 'local' ? row : undefined;
}
