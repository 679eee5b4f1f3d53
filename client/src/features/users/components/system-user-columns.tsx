import type { TAdminUser } from '@common/contracts/admin-users';
import type { TRole } from '@common/roles';
import type { TDataColumn } from '@/components/ui/data-table';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import { getDisplayName } from '@/lib/user-display';
import { loginMethodLabel, type TSystemUserHandlers } from '../utils/system-users';
import { SystemUserActions } from './system-user-actions';
import { UserActiveSwitch } from './user-active-switch';
import { UserRoleSelect } from './user-role-select';

type TUserColumn = TDataColumn<TAdminUser>;

/** The wide System Users table's columns; each account's access and handlers come from the list. */
export function systemUserColumns(me: { id: string; role: TRole }, handlersOf: (user: TAdminUser) => TSystemUserHandlers): TUserColumn[] {
  const columns: TUserColumn[] = [
    {
      key: 'name',
      header: 'Name',
      className: 'min-w-40 font-medium',
      cell: (user) => (
        <>
          {getDisplayName(user)}
          {user.id === me.id && <span className="ml-1 text-xs font-normal text-muted-foreground">(you)</span>}
        </>
      ),
    },
    { key: 'email', header: 'Email', className: 'break-all text-muted-foreground', cell: (user) => user.email },
    {
      key: 'role',
      header: 'Role',
      cell: (user) => <UserRoleSelect user={user} actorRole={me.role} editable={handlersOf(user).access.role} onPick={(role) => handlersOf(user).onPickRole(user, role)} />,
    },
    { key: 'login', header: 'Login Method', className: 'whitespace-nowrap', cell: (user) => <span data-testid="user-row-login-method">{loginMethodLabel(user.loginMethod)}</span> },
    { key: 'status', header: 'Status', cell: (user) => <UserActiveSwitch user={user} editable={handlersOf(user).access.active} /> },
    { key: 'created', header: 'Created', className: 'whitespace-nowrap', cell: (user) => formatDate(user.createdAt) },
    {
      key: 'actions',
      header: 'Actions',
      cell: (user) => {
        const { access, onResetPassword, onUnlock, onDelete } = handlersOf(user);
        return <SystemUserActions user={user} access={access} onResetPassword={onResetPassword} onUnlock={onUnlock} onDelete={onDelete} />;
      },
    },
  ];
  // The role picker and the switch are taller than a line of text: every cell sits on the row's middle.
  return columns.map((c) => ({ ...c, className: cn('align-middle', c.className) }));
}
