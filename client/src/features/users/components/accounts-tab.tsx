import { useState } from 'react';
import type { TAdminUser } from '@common/contracts/admin-users';
import { LoadError } from '@/components/load-error';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { useAuth } from '@/lib/use-auth';
import { useAdminUsers } from '../api/get-admin-users';
import { canDeleteUser, canResetPassword, canToggleActive, canUnlockSignIn } from '../utils/user-permissions';
import { AccountRow } from './account-row';
import { CreateUserDialog } from './create-user-dialog';
import { DeleteUserDialogs } from './delete-user-dialogs';
import { ResetPasswordDialog } from './reset-password-dialog';
import { UnlockSignInDialog } from './unlock-sign-in-dialog';

/** The dashboard's Staff Users tab: 'User Account Management' (spec staff-area section 2). */
export function AccountsTab() {
  const { user: me } = useAuth();
  const users = useAdminUsers({ enabled: !!me });
  const [toDelete, setToDelete] = useState<TAdminUser | null>(null);
  const [toUnlock, setToUnlock] = useState<TAdminUser | null>(null);
  const [toReset, setToReset] = useState<TAdminUser | null>(null);
  if (!me) return null;
  const isSuperAdmin = me.role === 'super_admin';

  return (
    <Card data-testid="accounts-tab">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <h3 className="text-lg leading-tight font-semibold tracking-tight">User Account Management</h3>
          <CardDescription>
            {isSuperAdmin
              ? 'Create staff accounts, activate or deactivate them, reset a password, unlock a sign-in locked by failed attempts, and delete those no longer needed.'
              : 'Every account with its role and status. A super admin creates, deactivates and deletes accounts.'}
          </CardDescription>
        </div>
        {isSuperAdmin && <CreateUserDialog actorRole={me.role} variant="accounts" triggerTestId="accounts-create-user" />}
      </CardHeader>
      <CardContent className="px-0 pb-0 sm:px-0 sm:pb-0">
        {users.isPending ? (
          <p role="status" className="px-5 pb-5 text-sm text-muted-foreground sm:px-6">
            Loading users...
          </p>
        ) : users.isError ? (
          <LoadError message="We could not load the user accounts." onRetry={() => void users.refetch()} className="mx-5 mb-5 sm:mx-6" />
        ) : users.data.length === 0 ? (
          <p className="px-5 pb-5 text-sm text-muted-foreground sm:px-6">No user accounts yet.</p>
        ) : (
          <ul className="divide-y divide-border border-t border-border" aria-label="User accounts">
            {users.data.map((user) => (
              <AccountRow
                key={user.id}
                user={user}
                isSelf={user.id === me.id}
                canToggle={canToggleActive(me, user)}
                canDelete={canDeleteUser(me, user)}
                canUnlock={canUnlockSignIn(me)}
                canResetPassword={canResetPassword(me, user)}
                onResetPassword={setToReset}
                onDelete={setToDelete}
                onUnlock={setToUnlock}
              />
            ))}
          </ul>
        )}
      </CardContent>
      <DeleteUserDialogs user={toDelete} onClose={() => setToDelete(null)} />
      <UnlockSignInDialog user={toUnlock} onClose={() => setToUnlock(null)} />
      <ResetPasswordDialog user={toReset} onClose={() => setToReset(null)} />
    </Card>
  );
}
