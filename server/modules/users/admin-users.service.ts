import { z } from 'zod';
import {
  MIN_PASSWORD_LENGTH,
  rolesOfFilter,
  USER_MESSAGES,
  type TAdminUsersResponse,
  type TUnlockSignInResponse,
  type ZAdminUsersQuery,
  type ZCreateUserRequest,
} from '@common/contracts/admin-users';
import type { TPublicUser } from '@common/contracts/auth';
import type { TDeletedResponse, TSuperAdminCredentials } from '@common/contracts/credentials';
import { PASSWORD_MESSAGES, type TResetPasswordRequest, type TResetPasswordResponse } from '@common/contracts/passwords';
import { can } from '@common/permissions';
import type { TRole } from '@common/roles';
import type { TExecutor } from '../../db/client';
import { NOT_ALLOWED } from '../../lib/auth-guard';
import { isUniqueViolation } from '../../lib/error-handler';
import { AppError } from '../../lib/errors';
import { generatePassword, hashPassword } from '../../lib/passwords';
import { recordAudit, type TAuditActor } from '../audit';
import { toPublicUser, type TUserRow } from '../../lib/session-user';
import {
  clearSignInLocks,
  deleteSessionsOfUser,
  findUserByEmail,
  readSignInLocks,
  setAccountPassword,
  spendAllResetTokens,
  verifySuperAdminCredentials,
  type TThrottlePolicy,
} from '../auth';
import { deleteUserById, findUserById, findUserByIdForUpdate, listUsers, lockActiveSuperAdmins, updateUserById } from './users.repository';
import { insertAccount } from './users.service';

/** Accounts only a super admin may create, assign, or change. */
const PRIVILEGED_ROLES: readonly TRole[] = ['super_admin', 'it'];

const isPrivileged = (role: string) => (PRIVILEGED_ROLES as readonly string[]).includes(role);
const isSuperAdmin = (actor: TAuditActor) => actor.user.role === 'super_admin';
const ZUserId = z.uuid();

// A malformed id names no user: the same 404 as an unknown one, never a validation error or a 500.
function assertUserId(id: string): void {
  if (!ZUserId.safeParse(id).success) throw new AppError('NOT_FOUND', USER_MESSAGES.notFound);
}

/** The accounts the filter keeps (every one by default), with the end of each one's sign-in lock if one is on. */
export async function listAdminUsers(db: TExecutor, query: z.output<typeof ZAdminUsersQuery> = { role: 'all', q: '' }): Promise<TAdminUsersResponse> {
  const [rows, locks] = await Promise.all([listUsers(db, { roles: rolesOfFilter(query.role), search: query.q }), readSignInLocks(db)]);
  return rows.map((row) => ({ ...toPublicUser(row), lockedUntil: locks.get(row.email.toLowerCase())?.toISOString() ?? null }));
}

/**
 * A super admin lets a locked-out person sign in again at once: the account's failed attempts are
 * forgotten (account-wide and at every IP), audited in the same transaction. Answers the same
 * whether or not a lock was on; the audit row says which.
 */
export async function unlockSignIn(db: TExecutor, actor: TAuditActor, id: string): Promise<TUnlockSignInResponse> {
  assertUserId(id);
  return db.transaction(async (tx) => {
    const target = await findUserById(tx, id);
    if (!target) throw new AppError('NOT_FOUND', USER_MESSAGES.notFound);
    const lockedUntil = await clearSignInLocks(tx, target.email);
    await recordAudit(tx, actor, {
      action: 'user.unlock',
      entity: 'user',
      entityId: id,
      summary: { email: target.email, lockedUntil: lockedUntil?.toISOString() ?? null },
    });
    return { message: USER_MESSAGES.unlocked };
  });
}

export async function createAdminUser(
  db: TExecutor,
  actor: TAuditActor,
  body: z.output<typeof ZCreateUserRequest>,
): Promise<TPublicUser> {
  if (isPrivileged(body.role) && !isSuperAdmin(actor)) throw new AppError('FORBIDDEN', USER_MESSAGES.roleNotAllowed);
  const password = body.password ?? '';
  // An external-provider account may come without a password (it then cannot sign in locally);
  // a password that is given, for either method, must be long enough.
  if ((body.loginMethod === 'local' || password !== '') && password.length < MIN_PASSWORD_LENGTH) {
    throw new AppError('BAD_REQUEST', USER_MESSAGES.passwordTooShort);
  }
  if (await findUserByEmail(db, body.email)) throw new AppError('CONFLICT', USER_MESSAGES.emailTaken);
  // Hashing takes tens of milliseconds: do it before the transaction holds anything.
  const hash = password === '' ? null : await hashPassword(password);
  try {
    return await db.transaction(async (tx) => {
      const row = await insertAccount(tx, {
        email: body.email,
        password: hash,
        role: body.role,
        firstName: body.firstName || null,
        lastName: body.lastName || null,
        bankAccountNumber: body.bankAccountNumber || null,
        loginMethod: body.loginMethod,
        isActive: true,
      });
      await recordAudit(tx, actor, {
        action: 'user.create',
        entity: 'user',
        entityId: row.id,
        summary: { email: row.email, role: row.role, loginMethod: row.loginMethod },
      });
      return toPublicUser(row);
    });
  } catch (error) {
    // Two creations of the same address at once: the unique index decides, the loser gets the same 409.
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', USER_MESSAGES.emailTaken);
    throw error;
  }
}

export type TUserChanges = { isActive?: boolean | undefined; role?: TRole | undefined };

/** Fields of the change that actually differ from the row, before and after. */
function diffOf(target: TUserRow, changes: TUserChanges) {
  const before: TUserChanges = {};
  const after: TUserChanges = {};
  if (changes.role !== undefined && changes.role !== target.role) {
    before.role = target.role as TRole;
    after.role = changes.role;
  }
  if (changes.isActive !== undefined && changes.isActive !== target.isActive) {
    before.isActive = target.isActive;
    after.isActive = changes.isActive;
  }
  return { before, after };
}

/**
 * PATCH (active flag) and PUT (active flag and/or role). Deactivation deletes the user's sessions in
 * the same transaction; the users trigger tells every instance to drop its cached copy.
 */
export async function changeUser(db: TExecutor, actor: TAuditActor, id: string, changes: TUserChanges): Promise<TPublicUser> {
  if (changes.isActive !== undefined && !can(actor.user.role as TRole, 'users.setActive')) throw new AppError('FORBIDDEN', NOT_ALLOWED);
  if (changes.role !== undefined && !can(actor.user.role as TRole, 'users.setRole')) throw new AppError('FORBIDDEN', NOT_ALLOWED);
  assertUserId(id);
  if (id === actor.user.id) throw new AppError('FORBIDDEN', USER_MESSAGES.notYourself);
  return db.transaction(async (tx) => {
    // Always in this order (super admins, then the target) so concurrent changes cannot deadlock.
    const activeSuperAdmins = await lockActiveSuperAdmins(tx);
    const target = await findUserByIdForUpdate(tx, id);
    if (!target) throw new AppError('NOT_FOUND', USER_MESSAGES.notFound);
    if (!isSuperAdmin(actor) && isPrivileged(target.role)) throw new AppError('FORBIDDEN', USER_MESSAGES.protectedAccount);
    if (!isSuperAdmin(actor) && changes.role !== undefined && isPrivileged(changes.role)) {
      throw new AppError('FORBIDDEN', USER_MESSAGES.roleNotAllowed);
    }
    const { before, after } = diffOf(target, changes);
    if (Object.keys(after).length === 0) return toPublicUser(target);
    const removesSuperAdmin =
      activeSuperAdmins.includes(target.id) && (after.isActive === false || (after.role !== undefined && after.role !== 'super_admin'));
    if (removesSuperAdmin && activeSuperAdmins.length <= 1) throw new AppError('CONFLICT', USER_MESSAGES.lastSuperAdmin);

    const updated = await updateUserById(tx, id, after);
    if (!updated) throw new AppError('NOT_FOUND', USER_MESSAGES.notFound);
    if (after.isActive === false) await deleteSessionsOfUser(tx, id);
    await recordAudit(tx, actor, { action: 'user.update', entity: 'user', entityId: id, summary: { email: target.email, before, after } });
    return toPublicUser(updated);
  });
}

/**
 * DELETE: an active super admin's e-mail and password must come with the request (checked and
 * throttled first, nothing happens on failure). Nobody deletes their own account, neither as the
 * caller nor as the one whose credentials confirm it.
 */
export async function deleteAdminUser(
  deps: { db: TExecutor; policy: TThrottlePolicy },
  actor: TAuditActor,
  id: string,
  credentials: TSuperAdminCredentials | null | undefined,
  /** The browser's device cookie nonce for the e-mail given (verifySuperAdminCredentials). */
  device: string | null = null,
): Promise<TDeletedResponse> {
  const { db } = deps;
  const confirmer = await verifySuperAdminCredentials(db, deps.policy, credentials, actor.ip, device);
  assertUserId(id);
  if (id === actor.user.id || id === confirmer.id) throw new AppError('FORBIDDEN', USER_MESSAGES.deleteYourself);
  return db.transaction(async (tx) => {
    const activeSuperAdmins = await lockActiveSuperAdmins(tx);
    const target = await findUserByIdForUpdate(tx, id);
    if (!target) throw new AppError('NOT_FOUND', USER_MESSAGES.notFound);
    if (activeSuperAdmins.includes(target.id) && activeSuperAdmins.length <= 1) {
      throw new AppError('CONFLICT', USER_MESSAGES.lastSuperAdmin);
    }
    await recordAudit(tx, actor, {
      action: 'user.delete',
      entity: 'user',
      entityId: id,
      summary: { email: target.email, role: target.role, confirmedBy: confirmer.email },
    });
    // The session rows would also go by their foreign key; deleting them first says so plainly.
    await deleteSessionsOfUser(tx, id);
    await deleteUserById(tx, id);
    return { message: 'User deleted' };
  });
}

/**
 * A super admin resets another local account's password to a one-time one, confirmed with their
 * own password (checked and throttled first: nothing changes on failure). In one transaction,
 * holding the account's row: the new hash with must-change set, every session of the account
 * ended, its open reset links spent, its sign-in lock lifted, the audit row (never the password). The one-time password is
 * answered once and kept nowhere.
 */
export async function resetUserPassword(
  deps: { db: TExecutor; policy: TThrottlePolicy },
  actor: TAuditActor,
  id: string,
  body: TResetPasswordRequest | null | undefined,
  /** The browser's device cookie nonce for the super admin's own e-mail. */
  device: string | null = null,
): Promise<TResetPasswordResponse> {
  const { db } = deps;
  await verifySuperAdminCredentials(db, deps.policy, { email: actor.user.email, password: body?.password ?? '' }, actor.ip, device);
  assertUserId(id);
  if (id === actor.user.id) throw new AppError('FORBIDDEN', PASSWORD_MESSAGES.resetYourself);
  const temporaryPassword = generatePassword();
  const passwordHash = await hashPassword(temporaryPassword);
  return db.transaction(async (tx) => {
    const target = await findUserByIdForUpdate(tx, id);
    if (!target) throw new AppError('NOT_FOUND', USER_MESSAGES.notFound);
    if (target.loginMethod !== 'local') throw new AppError('CONFLICT', PASSWORD_MESSAGES.resetExternal);
    await setAccountPassword(tx, id, { passwordHash, mustChangePassword: true });
    const ended = await deleteSessionsOfUser(tx, id);
    // A reset link the person asked for earlier would otherwise undo the one-time password.
    await spendAllResetTokens(tx, id);
    await clearSignInLocks(tx, target.email);
    await recordAudit(tx, actor, {
      action: 'user.password-reset',
      entity: 'user',
      entityId: id,
      summary: { email: target.email, sessionsEnded: ended },
    });
    return { temporaryPassword, message: PASSWORD_MESSAGES.reset };
  });
}
