import { KeyRound, LockOpen, MoreHorizontal, Trash2 } from 'lucide-react';
import type { TAdminUser } from '@common/contracts/admin-users';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { getDisplayName } from '@/lib/user-display';
import type { TSystemUserAccess } from '../utils/system-users';

type TProps = {
  user: TAdminUser;
  /** What the caller may do (the server checks again). */
  access: TSystemUserAccess;
  onResetPassword: (user: TAdminUser) => void;
  onUnlock: (user: TAdminUser) => void;
  onDelete: (user: TAdminUser) => void;
};

/**
 * The Actions button: the account's password reset, sign-in unlock and delete, each where the caller
 * may. With none of them (an admin, or one's own row) the button is disabled and says why.
 */
export function SystemUserActions({ user, access, onResetPassword, onUnlock, onDelete }: TProps) {
  const name = getDisplayName(user);
  if (!access.resetPassword && !access.unlock && !access.delete) {
    return (
      <Button variant="ghost" size="icon" disabled aria-label={`No other actions for ${name}`} title="Only a super admin resets passwords, unlocks sign-ins and deletes accounts (never their own)." data-testid="um-actions">
        <MoreHorizontal aria-hidden="true" />
      </Button>
    );
  }
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`More actions for ${name}`} data-testid="um-actions">
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {access.resetPassword && (
          <DropdownMenuItem onSelect={() => onResetPassword(user)} data-testid="um-action-reset-password">
            <KeyRound aria-hidden="true" />
            Reset password
          </DropdownMenuItem>
        )}
        {access.unlock && (
          <DropdownMenuItem onSelect={() => onUnlock(user)} data-testid="um-action-unlock">
            <LockOpen aria-hidden="true" />
            Unlock sign-in
          </DropdownMenuItem>
        )}
        {access.delete && (
          <DropdownMenuItem onSelect={() => onDelete(user)} className="text-destructive" data-testid="um-action-delete">
            <Trash2 aria-hidden="true" />
            Delete account
          </DropdownMenuItem>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
