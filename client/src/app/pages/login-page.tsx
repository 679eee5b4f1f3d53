import { useMemo } from 'react';
import { useSearch } from 'wouter';
import { CheckCircle2 } from 'lucide-react';
import { ProviderSignOutNote } from '@/features/auth/components/provider-sign-out-note';
import { GuestAccessCard } from '@/features/auth/components/guest-access-card';
import { StaffLoginCard } from '@/features/auth/components/staff-login-card';
import { useLoginPageEffects } from '@/features/auth/hooks/use-login-page-effects';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useShopName } from '@/lib/use-shop-settings';
import { PageContainer } from '../layout/page-container';

export function LoginPage() {
  useDocumentTitle('Sign In');
  const searchString = useSearch();
  const search = useMemo(() => new URLSearchParams(searchString), [searchString]);
  const { justSignedOut } = useLoginPageEffects(search);
  const shopName = useShopName();

  return (
    <PageContainer className="max-w-4xl">
      <div className="mb-8 text-center">
        <h1 className="text-3xl font-bold tracking-tight">Welcome to {shopName}</h1>
        <p className="mt-2 text-muted-foreground">Sign in as staff, or continue as a guest.</p>
      </div>

      {justSignedOut && (
        <p
          role="status"
          className="mx-auto mb-6 flex w-fit items-center gap-2 rounded-md bg-success-soft px-4 py-2 text-sm font-medium text-success"
          data-testid="signed-out-note"
        >
          <CheckCircle2 className="size-4" aria-hidden="true" />
          You have been signed out.
        </p>
      )}
      {justSignedOut && <ProviderSignOutNote />}

      <div className="grid grid-cols-1 items-start gap-6 md:grid-cols-2">
        <StaffLoginCard error={search.get('error')} returnTo={search.get('returnTo')} />
        <GuestAccessCard />
      </div>

      <p className="mt-8 text-center text-sm text-muted-foreground">
        New to the platform? Contact your administrator for access.
      </p>
    </PageContainer>
  );
}
