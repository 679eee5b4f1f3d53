import { Link } from 'wouter';
import { LogIn } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { StatusMessage } from '@/components/status-message';
import { BorrowerLateCharges } from '@/features/borrower-home/components/borrower-late-charges';
import { PaymentHistory } from '@/features/borrower-home/components/payment-history';
import { AccountSettingsCard } from '@/features/users/components/account-settings-card';
import { ProfileCard } from '@/features/users/components/profile-card';
import { useAuth } from '@/lib/use-auth';
import { useDocumentTitle } from '@/lib/use-document-title';
import { getDisplayName } from '@/lib/user-display';
import { PageContainer } from '../layout/page-container';

export function ProfilePage() {
  useDocumentTitle('Profile');
  const { user, isLoading } = useAuth();

  if (isLoading) return <StatusMessage>Checking authentication...</StatusMessage>;
  if (!user) {
    return (
      <div className="flex min-h-[40vh] flex-col items-center justify-center gap-4 px-4 text-center">
        <h1 className="sr-only">Profile</h1>
        <p className="text-lg" data-testid="profile-signed-out">
          Please log in to view your profile.
        </p>
        <Button asChild>
          <Link href="/login">
            <LogIn aria-hidden="true" />
            Sign In
          </Link>
        </Button>
      </div>
    );
  }
  return (
    <PageContainer className="grid max-w-3xl gap-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{getDisplayName(user)}</h1>
        <p className="mt-1 text-muted-foreground">Your profile</p>
      </div>
      <ProfileCard user={user} title="Account Information" />
      {/* A borrower's own money (spec staff-area section 2, profile page); staff have no loans of their own. */}
      {user.role === 'borrower' && <BorrowerLateCharges />}
      <AccountSettingsCard user={user} />
      {user.role === 'borrower' && <PaymentHistory />}
    </PageContainer>
  );
}
