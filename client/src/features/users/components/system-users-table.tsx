import { useState } from 'react';
import type { TAdminUser } from '@common/contracts/admin-users';
import type { TRole } from '@common/roles';
import { LoadError } from '@/components/load-error';
import { DataTable } from '@/components/ui/data-table';
import { useMediaQuery } from '@/lib/use-media-query';
import { useAdminUsers, type TAdminUsersFilter } from '../api/get-admin-users';
import { systemUserAccess, type TSystemUserHandlers } from '../utils/system-users';
import { ConfirmRoleDialog, type TRoleChange } from './confirm-role-dialog';
import { DeleteUserDialogs } from './delete-user-dialogs';
import { ResetPasswordDialog } from './reset-password-dialog';
import { SystemUserCard } from './system-user-card';
import { systemUserColumns } from './system-user-columns';
import { UnlockSignInDialog } from './unlock-sign-in-dialog';

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
        <DataTable
          label="User accounts"
          caption="User accounts, newest first"
          className="shadow-sm"
          columns={systemUserColumns(me, handlersOf)}
          rows={users.data}
          rowKey={(user) => user.id}
          rowProps={(user) => ({ 'data-testid': 'um-user-row', 'data-email': user.email })}
        />
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
