import { AccessGuard } from '@/features/auth/components/access-guard';
import { AdminSummaryCards } from '@/features/applications/components/admin-summary-cards';
import { ProfileCard } from '@/features/users/components/profile-card';
import { useAuth } from '@/lib/use-auth';
import { useDocumentTitle } from '@/lib/use-document-title';
import { getDisplayName } from '@/lib/user-display';
import { PageContainer } from '../layout/page-container';

function AdminDashboard() {
  const { user, isStaff } = useAuth();
  if (!user) return null;
  return (
    <PageContainer className="grid gap-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Admin Dashboard</h1>
        <p className="mt-1 text-muted-foreground" data-testid="admin-welcome">
          Welcome back, {user.firstName?.trim() || getDisplayName(user)}.
        </p>
      </div>
      {/* it runs the system and sees no borrower data (DESIGN decision 1). */}
      {isStaff && <AdminSummaryCards />}
      <div className="max-w-2xl">
        <ProfileCard user={user} />
      </div>
    </PageContainer>
  );
}

export function AdminPage() {
  useDocumentTitle('Admin Dashboard');
  return (
    <AccessGuard level="adminArea">
      <AdminDashboard />
    </AccessGuard>
  );
}
