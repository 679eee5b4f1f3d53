import type { TAdminUser } from '@common/contracts/admin-users';
import type { TRole } from '@common/roles';
import { formatDate } from '@/lib/format';
import { getDisplayName } from '@/lib/user-display';
import { loginMethodLabel, type TSystemUserHandlers } from '../utils/system-users';
import { SystemUserActions } from './system-user-actions';
import { UserActiveSwitch } from './user-active-switch';
import { UserRoleSelect } from './user-role-select';

type TProps = { user: TAdminUser; me: { id: string; role: TRole } } & TSystemUserHandlers;

/** One account as a card on a phone: the table's columns, with Role and Status in full view. */
export function SystemUserCard({ user, me, access, onPickRole, onResetPassword, onUnlock, onDelete }: TProps) {
  return (
    <li className="grid gap-3 rounded-lg border border-border bg-card p-4 text-card-foreground shadow-sm" data-testid="um-user-row" data-email={user.email}>
      <div className="flex items-start justify-between gap-2">
        <div className="grid min-w-0 gap-0.5">
          <p className="font-medium break-words">
            {getDisplayName(user)}
            {user.id === me.id && <span className="ml-1 text-xs font-normal text-muted-foreground">(you)</span>}
          </p>
          <p className="text-sm break-all text-muted-foreground">{user.email}</p>
        </div>
        <SystemUserActions user={user} access={access} onResetPassword={onResetPassword} onUnlock={onUnlock} onDelete={onDelete} />
      </div>
      <UserRoleSelect user={user} actorRole={me.role} editable={access.role} onPick={(role) => onPickRole(user, role)} showLabel />
      <UserActiveSwitch user={user} editable={access.active} />
      <p className="text-xs text-muted-foreground">
        <span data-testid="user-row-login-method">{loginMethodLabel(user.loginMethod)}</span> sign-in · Created {formatDate(user.createdAt)}
      </p>
    </li>
  );
}
