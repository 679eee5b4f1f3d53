import { KeyRound, LockOpen, Power, PowerOff, Trash2 } from 'lucide-react';
import { LOGIN_METHOD_LABELS, type TAdminUser, type TLoginMethod } from '@common/contracts/admin-users';
import { Button } from '@/components/ui/button';
import { UserAvatar } from '@/components/user-avatar';
import { readErrorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { toast } from '@/lib/toast';
import { getDisplayName } from '@/lib/user-display';
import { useSetUserActive } from '../api/set-user-active';
import { isSignInLocked } from '../utils/user-permissions';
import { SignInLockBadge } from './sign-in-lock-badge';
import { UserRoleBadge } from './user-role-badge';
import { UserStatusBadge } from './user-status-badge';

type TProps = {
  user: TAdminUser;
  canToggle: boolean;
  canDelete: boolean;
  canUnlock: boolean;
  canResetPassword: boolean;
  isSelf: boolean;
  onDelete: (user: TAdminUser) => void;
  onUnlock: (user: TAdminUser) => void;
  onResetPassword: (user: TAdminUser) => void;
};

/** One account of the accounts tab: who, role, status, since when, and the super admin's actions. */
export function AccountRow({ user, canToggle, canDelete, canUnlock, canResetPassword, isSelf, onDelete, onUnlock, onResetPassword }: TProps) {
  const setActive = useSetUserActive();
  const name = getDisplayName(user);
  const locked = isSignInLocked(user);
  const showUnlock = canUnlock && locked;

  const toggle = () => {
    const isActive = !user.isActive;
    setActive.mutate(
      { userId: user.id, isActive },
      {
        onSuccess: () =>
          toast({ title: 'User Updated', description: `${name} has been ${isActive ? 'activated' : 'deactivated'}.` }),
        onError: (err) =>
          toast({ title: 'Error', description: readErrorMessage(err) ?? 'Failed to update user status', variant: 'destructive' }),
      },
    );
  };

  return (
    <li
      className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
      data-testid="user-row"
      data-email={user.email}
    >
      <div className="flex min-w-0 gap-3">
        <UserAvatar user={user} className="mt-0.5" />
        <div className="grid min-w-0 gap-1">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium">
            <span className="break-words">{name}</span>
            {isSelf && <span className="text-xs font-normal text-muted-foreground">(you)</span>}
          </p>
          <p className="text-sm break-all text-muted-foreground">{user.email}</p>
          {user.bankAccountNumber && (
            <p className="text-sm text-muted-foreground">
              Bank account: <span className="font-mono text-foreground">{user.bankAccountNumber}</span>
            </p>
          )}
          <div className="flex flex-wrap items-center gap-2 pt-1">
            <UserRoleBadge role={user.role} />
            <UserStatusBadge isActive={user.isActive} />
            {locked && user.lockedUntil && <SignInLockBadge lockedUntil={user.lockedUntil} />}
            <span className="text-xs text-muted-foreground" data-testid="user-row-login-method">
              {LOGIN_METHOD_LABELS[user.loginMethod as TLoginMethod] ?? user.loginMethod} sign-in
            </span>
            <span className="text-xs text-muted-foreground">Created {formatDate(user.createdAt)}</span>
          </div>
        </div>
      </div>
      {(canToggle || canDelete || showUnlock || canResetPassword) && (
        <div className="flex shrink-0 flex-wrap gap-2 sm:justify-end">
          {showUnlock && (
            <Button variant="outline" size="sm" onClick={() => onUnlock(user)} aria-label={`Unlock sign-in for ${name}`} data-testid="user-row-unlock">
              <LockOpen aria-hidden="true" />
              Unlock sign-in
            </Button>
          )}
          {canResetPassword && (
            <Button variant="outline" size="sm" onClick={() => onResetPassword(user)} data-testid="user-row-reset-password">
              <KeyRound aria-hidden="true" />
              Reset password
              <span className="sr-only"> of {name}</span>
            </Button>
          )}
          {canToggle && (
            <Button variant="outline" size="sm" onClick={toggle} disabled={setActive.isPending} data-testid="user-row-toggle-active">
              {user.isActive ? <PowerOff aria-hidden="true" /> : <Power aria-hidden="true" />}
              {setActive.isPending ? 'Saving...' : user.isActive ? 'Deactivate' : 'Activate'}
              <span className="sr-only"> {name}</span>
            </Button>
          )}
          {canDelete && (
            <Button variant="destructive" size="sm" onClick={() => onDelete(user)} data-testid="user-row-delete">
              <Trash2 aria-hidden="true" />
              Delete
              <span className="sr-only"> {name}</span>
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
