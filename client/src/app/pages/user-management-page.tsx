import { Link } from 'wouter';
import { ArrowLeft, Info } from 'lucide-react';
import { can } from '@common/permissions';
import { Button } from '@/components/ui/button';
import { AccessGuard } from '@/features/auth/components/access-guard';
import { CreateUserDialog } from '@/features/users/components/create-user-dialog';
import { SystemUsersTable } from '@/features/users/components/system-users-table';
import { useAuth } from '@/lib/use-auth';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PageContainer } from '../layout/page-container';

function UserManagement() {
  const { user } = useAuth();
  if (!user) return null;
  const me = { id: user.id, role: user.role };

  return (
    <PageContainer>
      <div className="grid grid-cols-1 gap-6" data-testid="user-management-page">
        <div className="grid gap-3">
          <Button asChild variant="ghost" size="sm" className="w-fit px-2">
            <Link href="/admin">
              <ArrowLeft aria-hidden="true" />
              Back to Dashboard
            </Link>
          </Button>
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div>
              <h1 className="text-3xl font-bold tracking-tight">User Management</h1>
              <p className="mt-1 text-muted-foreground">Staff accounts, their roles and whether they can sign in.</p>
            </div>
            <CreateUserDialog actorRole={user.role} variant="page" triggerTestId="um-create-user" />
          </div>
        </div>
        <section aria-labelledby="system-users-title" className="grid grid-cols-1 gap-3">
          <h2 id="system-users-title" className="text-xl font-semibold">
            System Users
          </h2>
          {can(user.role, 'users.list') ? (
            <SystemUsersTable me={me} />
          ) : (
            <p className="flex items-start gap-2 rounded-md border border-border bg-card p-4 text-sm" data-testid="um-list-restricted">
              <Info className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              The user list is available to administrators. Ask an admin or a super admin when an account needs to be created or changed.
            </p>
          )}
        </section>
      </div>
    </PageContainer>
  );
}

export function UserManagementPage() {
  useDocumentTitle('User Management');
  return (
    <AccessGuard level="staff">
      <UserManagement />
    </AccessGuard>
  );
}
