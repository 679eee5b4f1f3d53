import { KeyRound } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PageContainer } from '../layout/page-container';

export function ForgotPasswordPage() {
  useDocumentTitle('Forgot Password');
  return (
    <PageContainer className="max-w-md">
      <Card data-testid="forgot-password-page">
        <CardHeader>
          <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight">
            <KeyRound className="size-6 text-primary" aria-hidden="true" />
            Forgot your password?
          </h1>
          <CardDescription>Enter your e-mail address and we will send you a link to choose a new password.</CardDescription>
        </CardHeader>
        <CardContent>
          <ForgotPasswordForm />
        </CardContent>
      </Card>
    </PageContainer>
  );
}
