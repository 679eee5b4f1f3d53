import { Link } from 'wouter';
import { ArrowLeft } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { AccessGuard } from '@/features/auth/components/access-guard';
import { UserManagementScreen } from '@/features/users/components/user-management-screen';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PageContainer } from '../layout/page-container';

/** /user-management: the same User Management screen as the dashboard's Staff Users tab, on a page of its own. */
export function UserManagementPage() {
  useDocumentTitle('User Management');
  return (
    <AccessGuard level="staff">
      <PageContainer>
        <div className="grid grid-cols-1 gap-6" data-testid="user-management-page">
          <div className="grid gap-3">
            <Button asChild variant="ghost" size="sm" className="w-fit px-2">
              <Link href="/admin">
                <ArrowLeft aria-hidden="true" />
                Back to Dashboard
              </Link>
            </Button>
            <div>
              <h1 className="text-3xl font-bold tracking-tight">User Management</h1>
              <p className="mt-1 text-muted-foreground">
                Accounts, their roles and whether they can sign in: staff by default; choose Borrowers or All accounts to see the others. Also on the dashboard as{' '}
                <Link href="/admin?tab=accounts" className="font-medium text-primary underline underline-offset-4">
                  Staff Users
                </Link>
                .
              </p>
            </div>
          </div>
          <UserManagementScreen />
        </div>
      </PageContainer>
    </AccessGuard>
  );
}
