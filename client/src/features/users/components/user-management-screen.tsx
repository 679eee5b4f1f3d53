import { useDeferredValue, useId, useState } from 'react';
import { Info } from 'lucide-react';
import { USER_ROLE_FILTERS, type TUserRoleFilter } from '@common/contracts/admin-users';
import { can } from '@common/permissions';
import type { TRole } from '@common/roles';
import { SearchInput } from '@/components/search-input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useAuth } from '@/lib/use-auth';
import { CreateUserDialog } from './create-user-dialog';
import { SystemUsersTable } from './system-users-table';

const FILTER_LABELS: Record<TUserRoleFilter, string> = {
  staff: 'Staff (everyone but borrowers)',
  all: 'All accounts',
  borrower: 'Borrowers',
  loan_officer: 'Loan officers',
  admin: 'Admins',
  super_admin: 'Super admins',
  it: 'IT',
};

/**
 * The one User Management screen: the Staff Users tab of /admin and /user-management show it alike.
 * Staff accounts by default, a role filter and a search the server runs; the rules of each row are
 * the spec's (user-permissions.ts, which mirrors the server): inline role, active toggle, and the
 * super admin's reset, unlock and delete under Actions.
 */
export function UserManagementScreen() {
  const { user } = useAuth();
  const id = useId();
  const [role, setRole] = useState<TUserRoleFilter>('staff');
  const [q, setQ] = useState('');
  // Typing stays quick; the list asks the server for what was typed once React has time.
  const search = useDeferredValue(q);
  if (!user) return null;
  const me = { id: user.id, role: user.role as TRole };

  if (!can(me.role, 'users.list')) {
    return (
      <p className="flex items-start gap-2 rounded-md border border-border bg-card p-4 text-sm" data-testid="um-list-restricted">
        <Info className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        The user list is available to administrators. Ask an admin or a super admin when an account needs to be created or changed.
      </p>
    );
  }

  return (
    <div className="grid grid-cols-1 gap-4" data-testid="accounts-tab">
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid min-w-48 flex-1 gap-1.5">
          <Label htmlFor={`${id}-search`}>Search accounts</Label>
          <SearchInput id={`${id}-search`} value={q} onChange={(e) => setQ(e.target.value)} maxLength={100} placeholder="Name or e-mail" data-testid="um-search" />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-role`}>Show</Label>
          <NativeSelect id={`${id}-role`} value={role} onChange={(e) => setRole(e.target.value as TUserRoleFilter)} data-testid="um-role-filter">
            {USER_ROLE_FILTERS.map((filter) => (
              <option key={filter} value={filter}>
                {FILTER_LABELS[filter]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <CreateUserDialog actorRole={me.role} variant="accounts" triggerTestId="um-create-user" />
      </div>
      <SystemUsersTable me={me} filter={{ role, q: search }} />
    </div>
  );
}
