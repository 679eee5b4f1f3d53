import { useMemo } from 'react';
import { Link, useSearch } from 'wouter';
import { KeyRound } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PageContainer } from '../layout/page-container';

export function ResetPasswordPage() {
  useDocumentTitle('Choose a New Password');
  const search = useSearch();
  const token = useMemo(() => new URLSearchParams(search).get('token')?.trim() ?? '', [search]);

  return (
    <PageContainer className="max-w-md">
      <Card data-testid="reset-password-page">
        <CardHeader>
          <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight">
            <KeyRound className="size-6 text-primary" aria-hidden="true" />
            Choose a new password
          </h1>
          <CardDescription>Choosing a new password signs you out on every other device.</CardDescription>
        </CardHeader>
        <CardContent>
          {token ? (
            <ResetPasswordForm token={token} />
          ) : (
            <div className="grid gap-4" data-testid="reset-password-no-token">
              <p role="alert" className="rounded-md bg-destructive-soft p-3 text-sm text-destructive">
                This page needs the link from the reset e-mail. Open the link from the e-mail again, or ask for a new one.
              </p>
              <Button asChild variant="outline" className="w-full">
                <Link href="/forgot-password">Ask for a New Link</Link>
              </Button>
            </div>
          )}
        </CardContent>
      </Card>
    </PageContainer>
  );
}
