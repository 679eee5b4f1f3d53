import { useId } from 'react';
import type { TAdminUser } from '@common/contracts/admin-users';
import { Switch } from '@/components/ui/switch';
import { readErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { getDisplayName } from '@/lib/user-display';
import { useUpdateAdminUser } from '../api/update-admin-user';
import { isSignInLocked } from '../utils/user-permissions';
import { SignInLockBadge } from './sign-in-lock-badge';

/** The active toggle of /user-management (saves at once, as the spec has it) with the status it sets. */
export function UserActiveSwitch({ user, editable }: { user: TAdminUser; editable: boolean }) {
  const id = useId();
  const update = useUpdateAdminUser();
  const name = getDisplayName(user);

  const change = (isActive: boolean) =>
    update.mutate(
      { id: user.id, changes: { isActive } },
      {
        onSuccess: () => toast({ title: 'User Updated', description: `${name} is now ${isActive ? 'active' : 'inactive'}.` }),
        onError: (err) =>
          toast({ title: 'Update Failed', description: readErrorMessage(err) ?? 'Failed to update user', variant: 'destructive' }),
      },
    );

  return (
    <div className="flex flex-wrap items-center gap-2">
      <Switch
        id={id}
        checked={user.isActive}
        disabled={!editable || update.isPending}
        onCheckedChange={change}
        aria-label={`${name} is active`}
        data-testid="um-active-switch"
      />
      <span className={user.isActive ? 'text-sm text-success' : 'text-sm text-destructive'}>{user.isActive ? 'Active' : 'Inactive'}</span>
      {isSignInLocked(user) && user.lockedUntil && <SignInLockBadge lockedUntil={user.lockedUntil} />}
    </div>
  );
}
