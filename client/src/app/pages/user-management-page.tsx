import { Link } from 'wouter';
import { ArrowLeft } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { AccessGuard } from '@/features/auth/components/access-guard';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PageContainer } from '../layout/page-container';

export function UserManagementPage() {
  useDocumentTitle('User Management');
  return (
    <AccessGuard level="staff">
      <PageContainer className="grid gap-4">
        <h1 className="text-3xl font-bold tracking-tight">User Management</h1>
        <p className="text-muted-foreground">Managing staff and borrower accounts is part of the next release.</p>
        <Button asChild variant="outline" className="w-fit">
          <Link href="/admin">
            <ArrowLeft aria-hidden="true" />
            Back to Admin Dashboard
          </Link>
        </Button>
      </PageContainer>
    </AccessGuard>
  );
}
