import { useId } from 'react';
import type { TAdminUser } from '@common/contracts/admin-users';
import { ROLE_LABELS, type TRole } from '@common/roles';
import { NativeSelect } from '@/components/ui/native-select';
import { getDisplayName } from '@/lib/user-display';
import { inlineRoleOptions } from '../utils/user-permissions';

type TProps = {
  user: TAdminUser;
  actorRole: TRole;
  editable: boolean;
  /** A different role was picked: the caller confirms it before anything is saved. */
  onPick: (role: TRole) => void;
  /** The label shows on a card; in the table the column header names it. */
  showLabel?: boolean;
};

/** The inline role picker of /user-management. It always shows the saved role; a pick is only a request. */
export function UserRoleSelect({ user, actorRole, editable, onPick, showLabel = false }: TProps) {
  const id = useId();
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className={showLabel ? 'text-xs text-muted-foreground' : 'sr-only'}>
        Role<span className="sr-only"> of {getDisplayName(user)}</span>
      </label>
      <NativeSelect
        id={id}
        className="min-w-36"
        value={user.role}
        disabled={!editable}
        // A select reads its value from the DOM; putting it back keeps the saved role shown until confirmed.
        onChange={(event) => {
          const role = event.target.value as TRole;
          event.target.value = user.role;
          if (role !== user.role) onPick(role);
        }}
        data-testid="um-role-select"
      >
        {inlineRoleOptions(actorRole, user.role).map((option) => (
          <option key={option.role} value={option.role} disabled={option.disabled}>
            {ROLE_LABELS[option.role]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
