import { Link } from 'wouter';
import { KeyRound, LockOpen, MoreHorizontal, Users } from 'lucide-react';
import type { TAdminUser } from '@common/contracts/admin-users';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { getDisplayName } from '@/lib/user-display';

type TProps = {
  user: TAdminUser;
  /** Offered only when the caller may (the server checks again). */
  canResetPassword: boolean;
  canUnlock: boolean;
  onResetPassword: (user: TAdminUser) => void;
  onUnlock: (user: TAdminUser) => void;
};

/**
 * The Actions button: the account's password reset and sign-in unlock where the caller may, and the
 * way to the dashboard's Staff Users tab, where accounts are deleted. Every entry does something.
 */
export function SystemUserActions({ user, canResetPassword, canUnlock, onResetPassword, onUnlock }: TProps) {
  const name = getDisplayName(user);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`More actions for ${name}`} data-testid="um-actions">
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {canResetPassword && (
          <DropdownMenuItem onSelect={() => onResetPassword(user)} data-testid="um-action-reset-password">
            <KeyRound aria-hidden="true" />
            Reset password
          </DropdownMenuItem>
        )}
        {canUnlock && (
          <DropdownMenuItem onSelect={() => onUnlock(user)} data-testid="um-action-unlock">
            <LockOpen aria-hidden="true" />
            Unlock sign-in
          </DropdownMenuItem>
        )}
        <DropdownMenuItem asChild data-testid="um-action-staff-users">
          <Link href="/admin?tab=accounts">
            <Users aria-hidden="true" />
            Open in Staff Users
          </Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
