import { useId } from 'react';
import { MoreHorizontal } from 'lucide-react';
import { LOGIN_METHOD_LABELS, type TAdminUser, type TLoginMethod } from '@common/contracts/admin-users';
import { ROLE_LABELS, type TRole } from '@common/roles';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { Switch } from '@/components/ui/switch';
import { readErrorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { toast } from '@/lib/toast';
import { getDisplayName } from '@/lib/user-display';
import { useUpdateAdminUser, type TUpdateAdminUserInput } from '../api/update-admin-user';
import { canChangeRole, canToggleActive, inlineRoleOptions, isSignInLocked } from '../utils/user-permissions';
import { SignInLockBadge } from './sign-in-lock-badge';

const CELL = 'px-3 py-3 align-middle';

type TProps = { user: TAdminUser; me: { id: string; role: TRole } };

const loginMethodLabel = (method: string) => LOGIN_METHOD_LABELS[method as TLoginMethod] ?? method;

/** One row of the System Users table: the role picker and the active switch save at once. */
export function SystemUserRow({ user, me }: TProps) {
  const id = useId();
  const update = useUpdateAdminUser();
  const name = getDisplayName(user);
  const isSelf = user.id === me.id;
  const roleEditable = canChangeRole(me, user);
  const activeEditable = canToggleActive(me, user);

  const save = (changes: TUpdateAdminUserInput['changes'], done: string) =>
    update.mutate(
      { id: user.id, changes },
      {
        onSuccess: () => toast({ title: 'User Updated', description: done }),
        onError: (err) =>
          toast({ title: 'Update Failed', description: readErrorMessage(err) ?? 'Failed to update user', variant: 'destructive' }),
      },
    );

  const changeRole = (role: TRole) => {
    if (role === user.role) return;
    save({ role }, `${name} is now ${ROLE_LABELS[role]}.`);
  };
  const changeActive = (isActive: boolean) => save({ isActive }, `${name} is now ${isActive ? 'active' : 'inactive'}.`);

  return (
    <tr className="border-b border-border last:border-0 hover:bg-muted/40" data-testid="um-user-row" data-email={user.email}>
      <td className={`${CELL} min-w-40 font-medium`}>
        {name}
        {isSelf && <span className="ml-1 text-xs font-normal text-muted-foreground">(you)</span>}
      </td>
      <td className={`${CELL} whitespace-nowrap text-muted-foreground`}>{user.email}</td>
      <td className={CELL}>
        <label htmlFor={`${id}-role`} className="sr-only">
          Role of {name}
        </label>
        <NativeSelect
          id={`${id}-role`}
          className="min-w-36"
          value={user.role}
          disabled={!roleEditable || update.isPending}
          onChange={(e) => changeRole(e.target.value as TRole)}
          data-testid="um-role-select"
        >
          {inlineRoleOptions(me.role, user.role).map((option) => (
            <option key={option.role} value={option.role} disabled={option.disabled}>
              {ROLE_LABELS[option.role]}
            </option>
          ))}
        </NativeSelect>
      </td>
      <td className={`${CELL} whitespace-nowrap`}>{loginMethodLabel(user.loginMethod)}</td>
      <td className={CELL}>
        <div className="flex items-center gap-2">
          <Switch
            id={`${id}-active`}
            checked={user.isActive}
            disabled={!activeEditable || update.isPending}
            onCheckedChange={changeActive}
            aria-label={`${name} is active`}
            data-testid="um-active-switch"
          />
          <span className={user.isActive ? 'text-sm text-success' : 'text-sm text-destructive'}>{user.isActive ? 'Active' : 'Inactive'}</span>
          {isSignInLocked(user) && user.lockedUntil && <SignInLockBadge lockedUntil={user.lockedUntil} />}
        </div>
      </td>
      <td className={`${CELL} whitespace-nowrap`}>{formatDate(user.createdAt)}</td>
      <td className={CELL}>
        {/* Disabled as in the spec: deleting an account lives on the dashboard's Staff Users tab. */}
        <Button variant="ghost" size="icon" disabled aria-label={`More actions for ${name} (not available here)`}>
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </td>
    </tr>
  );
}
