import { LOGIN_METHOD_LABELS, type TAdminUser, type TLoginMethod } from '@common/contracts/admin-users';
import type { TRole } from '@common/roles';
import { canChangeRole, canDeleteUser, canResetPassword, canToggleActive, canUnlockSignIn, isSignInLocked } from './user-permissions';

/** What the caller may do to one account on the User Management screen (the server checks again). */
export type TSystemUserAccess = { role: boolean; active: boolean; resetPassword: boolean; unlock: boolean; delete: boolean };

/** What a row or card hands back to the list, which holds the confirmation and the dialogs. */
export type TSystemUserHandlers = {
  access: TSystemUserAccess;
  onPickRole: (user: TAdminUser, role: TRole) => void;
  onResetPassword: (user: TAdminUser) => void;
  onUnlock: (user: TAdminUser) => void;
  onDelete: (user: TAdminUser) => void;
};

export function systemUserAccess(me: { id: string; role: TRole }, user: TAdminUser): TSystemUserAccess {
  return {
    role: canChangeRole(me, user),
    active: canToggleActive(me, user),
    resetPassword: canResetPassword(me, user),
    unlock: canUnlockSignIn(me) && isSignInLocked(user),
    delete: canDeleteUser(me, user),
  };
}

export const loginMethodLabel = (method: string): string => LOGIN_METHOD_LABELS[method as TLoginMethod] ?? method;
