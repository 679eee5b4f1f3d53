import { can } from '@common/permissions';
import type { TRole } from '@common/roles';

// The UI mirrors the server's user rules (common/permissions.ts plus the users service) only to
// decide what to offer; the server enforces them and its message is shown when it refuses.

type TActor = { id: string; role: TRole };
type TTarget = { id: string; role: TRole };

/** Accounts that only a super admin may create, assign, change or deactivate. */
export const PROTECTED_ROLES: readonly TRole[] = ['super_admin', 'it'];

export const isProtectedRole = (role: TRole): boolean => PROTECTED_ROLES.includes(role);

/** Where the create form lives: the admin dashboard's accounts tab, or the /user-management page. */
export type TCreateUserVariant = 'accounts' | 'page';

/**
 * Roles offered when creating a user. The accounts tab offers borrower, loan officer and admin, and
 * super admin and IT to a super admin; the page offers loan officer and admin, and super admin to a
 * super admin (spec staff-area section 6).
 */
export function creatableRoles(actorRole: TRole, variant: TCreateUserVariant): TRole[] {
  if (!can(actorRole, 'users.create')) return [];
  const superAdmin = actorRole === 'super_admin';
  if (variant === 'accounts') return superAdmin ? ['borrower', 'loan_officer', 'admin', 'super_admin', 'it'] : ['borrower', 'loan_officer', 'admin'];
  return superAdmin ? ['loan_officer', 'admin', 'super_admin'] : ['loan_officer', 'admin'];
}

/** Whether the inline role picker is enabled for this row: never one's own, never a protected account for an admin. */
export function canChangeRole(actor: TActor, target: TTarget): boolean {
  if (!can(actor.role, 'users.setRole') || actor.id === target.id) return false;
  return actor.role === 'super_admin' || !isProtectedRole(target.role);
}

export type TRoleOption = { role: TRole; disabled: boolean };

/**
 * The inline picker's options: borrower, loan officer, admin, super admin (spec section 4), plus IT
 * when the account is an IT account so its current role still reads right. An admin cannot assign
 * the protected roles, so those options are disabled for them.
 */
export function inlineRoleOptions(actorRole: TRole, targetRole: TRole): TRoleOption[] {
  const roles: TRole[] = ['borrower', 'loan_officer', 'admin', 'super_admin'];
  if (targetRole === 'it') roles.push('it');
  return roles.map((role) => ({ role, disabled: role !== targetRole && actorRole !== 'super_admin' && isProtectedRole(role) }));
}

/** Activate/deactivate: super admin only, never oneself. */
export function canToggleActive(actor: TActor, target: TTarget): boolean {
  return can(actor.role, 'users.setActive') && actor.id !== target.id;
}

/** Delete: super admin only, never oneself. */
export function canDeleteUser(actor: TActor, target: TTarget): boolean {
  return can(actor.role, 'users.delete') && actor.id !== target.id;
}

/** Unlock sign-in: super admin only (oneself included: a lock at another IP is still a lock). */
export function canUnlockSignIn(actor: { role: TRole }): boolean {
  return can(actor.role, 'users.unlock');
}

/** Whether the account is locked out of signing in now (the list says until when). */
export function isSignInLocked(user: { lockedUntil: string | null }, now: number = Date.now()): boolean {
  return user.lockedUntil !== null && Date.parse(user.lockedUntil) > now;
}

/** Super admin only, on someone else's local account (an external one has no password here). */
export function canResetPassword(me: TActor, target: { id: string; loginMethod: string }): boolean {
  return can(me.role, 'users.resetPassword') && me.id !== target.id && target.loginMethod === 'local';
}
