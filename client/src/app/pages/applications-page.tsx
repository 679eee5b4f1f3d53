import { Link } from 'wouter';
import { LayoutDashboard } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { StatusMessage } from '@/components/status-message';
import { AccessRestricted } from '@/features/applications/components/access-restricted';
import { ApplicationList } from '@/features/applications/components/application-list';
import { useAuth } from '@/lib/use-auth';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PageContainer } from '../layout/page-container';
import { ReviewItemsProvider } from './admin/review-items-provider';

export function ApplicationsPage() {
  useDocumentTitle('Applications');
  const { isLoading, isAdmin } = useAuth();

  if (isLoading) return <StatusMessage>Checking authentication...</StatusMessage>;
  if (!isAdmin) {
    return (
      <PageContainer>
        <h1 className="sr-only">Applications</h1>
        <AccessRestricted />
      </PageContainer>
    );
  }
  return (
    <PageContainer className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Applications</h1>
          <p className="mt-1 text-muted-foreground">Every loan application, newest first.</p>
        </div>
        <Button asChild variant="outline">
          <Link href="/admin">
            <LayoutDashboard aria-hidden="true" />
            Open Admin Dashboard
          </Link>
        </Button>
      </div>
      <ReviewItemsProvider>
        <ApplicationList />
      </ReviewItemsProvider>
    </PageContainer>
  );
}
