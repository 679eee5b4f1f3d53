import { Link } from 'wouter';
import { LogIn } from 'lucide-react';
import { RoleBadge } from '@/components/role-badge';
import { StatusMessage } from '@/components/status-message';
import { Button } from '@/components/ui/button';
import { UserAvatar } from '@/components/user-avatar';
import { BorrowerLateCharges } from '@/features/borrower-home/components/borrower-late-charges';
import { PaymentHistory } from '@/features/borrower-home/components/payment-history';
import { AccountSettingsCard } from '@/features/users/components/account-settings-card';
import { DigitalSignatureCard } from '@/features/users/components/digital-signature-card';
import { ProfileCard } from '@/features/users/components/profile-card';
import { TrnDocumentCard } from '@/features/users/components/trn-document-card';
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
  // A borrower's own money (spec staff-area section 2, profile page); staff have no loans of their own.
  const isBorrower = user.role === 'borrower';
  return (
    <PageContainer className="grid max-w-4xl gap-6">
      <header className="flex items-center gap-4" data-testid="profile-header">
        <UserAvatar user={user} className="size-16" fallbackClassName="text-xl" />
        <div className="grid min-w-0 gap-1">
          <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{getDisplayName(user)}</h1>
          <p className="break-all text-muted-foreground">{user.email}</p>
          <div>
            <RoleBadge role={user.role} />
          </div>
        </div>
      </header>
      <div className="grid items-start gap-6 md:grid-cols-2">
        <DigitalSignatureCard user={user} />
        <TrnDocumentCard user={user} />
      </div>
      {isBorrower && <PaymentHistory />}
      <ProfileCard user={user} title="Account Information" showAvatar={false} />
      {isBorrower && <BorrowerLateCharges />}
      <AccountSettingsCard user={user} />
    </PageContainer>
  );
}
