import { useState } from 'react';
import type { TAdminUser } from '@common/contracts/admin-users';
import type { TRole } from '@common/roles';
import { LoadError } from '@/components/load-error';
import { ScrollRegion } from '@/components/scroll-region';
import { useMediaQuery } from '@/lib/use-media-query';
import { useAdminUsers, type TAdminUsersFilter } from '../api/get-admin-users';
import { systemUserAccess, type TSystemUserHandlers } from '../utils/system-users';
import { ConfirmRoleDialog, type TRoleChange } from './confirm-role-dialog';
import { DeleteUserDialogs } from './delete-user-dialogs';
import { ResetPasswordDialog } from './reset-password-dialog';
import { SystemUserCard } from './system-user-card';
import { SystemUserRow } from './system-user-row';
import { UnlockSignInDialog } from './unlock-sign-in-dialog';

const HEAD = 'px-3 py-2.5 text-left text-xs font-semibold tracking-wide text-muted-foreground uppercase whitespace-nowrap';
const COLUMNS = ['Name', 'Email', 'Role', 'Login Method', 'Status', 'Created', 'Actions'];

// Tailwind's lg: the seven columns need the width; below it each account is a card, as the other lists do.
const WIDE = '(min-width: 1024px)';

const ALL: TAdminUsersFilter = { role: 'all', q: '' };

/** The User Management screen's list: a table when wide, cards on a phone; the filter is the screen's. */
export function SystemUsersTable({ me, filter = ALL }: { me: { id: string; role: TRole }; filter?: TAdminUsersFilter }) {
  const users = useAdminUsers(filter);
  const wide = useMediaQuery(WIDE, true);
  const [roleChange, setRoleChange] = useState<TRoleChange | null>(null);
  const [toReset, setToReset] = useState<TAdminUser | null>(null);
  const [toUnlock, setToUnlock] = useState<TAdminUser | null>(null);
  const [toDelete, setToDelete] = useState<TAdminUser | null>(null);

  if (users.isPending) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Loading users...
      </p>
    );
  }
  if (users.isError) {
    return <LoadError message="We could not load the user list." onRetry={() => void users.refetch()} />;
  }
  if (users.data.length === 0) {
    return (
      <p className="text-sm text-muted-foreground" data-testid="um-no-users">
        {filter.q.trim() !== '' || filter.role !== 'all' ? 'No accounts match this filter and search.' : 'No users yet.'}
      </p>
    );
  }

  const handlersOf = (user: TAdminUser): TSystemUserHandlers => ({
    access: systemUserAccess(me, user),
    onPickRole: (target, role) => setRoleChange({ user: target, role }),
    onResetPassword: setToReset,
    onUnlock: setToUnlock,
    onDelete: setToDelete,
  });

  return (
    <div className="grid grid-cols-1 gap-2">
      {wide ? (
        <ScrollRegion label="User accounts" className="rounded-lg border border-border bg-card shadow-sm">
          <table className="w-full border-collapse text-sm">
            <caption className="sr-only">User accounts, newest first</caption>
            <thead className="border-b border-border bg-muted/60">
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col" className={HEAD}>
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {users.data.map((user) => (
                <SystemUserRow key={user.id} user={user} me={me} {...handlersOf(user)} />
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2" aria-label="User accounts">
          {users.data.map((user) => (
            <SystemUserCard key={user.id} user={user} me={me} {...handlersOf(user)} />
          ))}
        </ul>
      )}
      <p className="text-xs text-muted-foreground">
        A role change asks you to confirm; a status change saves at once.{' '}
        {me.role === 'super_admin'
          ? 'Reset a password, unlock a sign-in or delete an account from its Actions button.'
          : 'Only a super admin activates, deactivates, resets, unlocks or deletes accounts.'}
      </p>
      <ConfirmRoleDialog change={roleChange} onClose={() => setRoleChange(null)} />
      <ResetPasswordDialog user={toReset} onClose={() => setToReset(null)} />
      <UnlockSignInDialog user={toUnlock} onClose={() => setToUnlock(null)} />
      <DeleteUserDialogs user={toDelete} onClose={() => setToDelete(null)} />
    </div>
  );
}
