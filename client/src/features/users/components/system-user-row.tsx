import type { TAdminUser } from '@common/contracts/admin-users';
import type { TRole } from '@common/roles';
import { formatDate } from '@/lib/format';
import { getDisplayName } from '@/lib/user-display';
import { loginMethodLabel, type TSystemUserHandlers } from '../utils/system-users';
import { SystemUserActions } from './system-user-actions';
import { UserActiveSwitch } from './user-active-switch';
import { UserRoleSelect } from './user-role-select';

const CELL = 'px-3 py-3 align-middle';

type TProps = { user: TAdminUser; me: { id: string; role: TRole } } & TSystemUserHandlers;

/** One row of the wide System Users table. */
export function SystemUserRow({ user, me, access, onPickRole, onResetPassword, onUnlock, onDelete }: TProps) {
  return (
    <tr className="border-b border-border last:border-0 hover:bg-muted/40" data-testid="um-user-row" data-email={user.email}>
      <td className={`${CELL} min-w-40 font-medium`}>
        {getDisplayName(user)}
        {user.id === me.id && <span className="ml-1 text-xs font-normal text-muted-foreground">(you)</span>}
      </td>
      <td className={`${CELL} break-all text-muted-foreground`}>{user.email}</td>
      <td className={CELL}>
        <UserRoleSelect user={user} actorRole={me.role} editable={access.role} onPick={(role) => onPickRole(user, role)} />
      </td>
      <td className={`${CELL} whitespace-nowrap`} data-testid="user-row-login-method">
        {loginMethodLabel(user.loginMethod)}
      </td>
      <td className={CELL}>
        <UserActiveSwitch user={user} editable={access.active} />
      </td>
      <td className={`${CELL} whitespace-nowrap`}>{formatDate(user.createdAt)}</td>
      <td className={CELL}>
        <SystemUserActions user={user} access={access} onResetPassword={onResetPassword} onUnlock={onUnlock} onDelete={onDelete} />
      </td>
    </tr>
  );
}
