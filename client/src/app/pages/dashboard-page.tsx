import { Redirect } from 'wouter';
import { TitledSection } from '@/components/titled-section';
import { AccessGuard } from '@/features/auth/components/access-guard';
import { MyPledges } from '@/features/pledges/components/my-pledges';
import { MyPledgeSales } from '@/features/pledges/components/my-pledge-sales';
import { BorrowerBalances } from '@/features/borrower-home/components/borrower-balances';
import { BorrowerLateCharges } from '@/features/borrower-home/components/borrower-late-charges';
import { MyLoans } from '@/features/borrower-home/components/my-loans';
import { PaymentHistory } from '@/features/borrower-home/components/payment-history';
import { useAuth } from '@/lib/use-auth';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useShopName } from '@/lib/use-shop-settings';
import { getDisplayName } from '@/lib/user-display';
import { PageContainer } from '../layout/page-container';

function BorrowerHome() {
  const { user, canOpenAdminArea } = useAuth();
  const shopName = useShopName();
  // Staff and it have their home in the admin area (DESIGN decision 2).
  if (canOpenAdminArea) return <Redirect to="/admin" replace />;
  if (!user) return null;
  return (
    <PageContainer className="grid max-w-4xl gap-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight" data-testid="borrower-home-title">
          Hello, {user.firstName?.trim() || getDisplayName(user)}
        </h1>
        <p className="mt-1 text-muted-foreground">Your balance, your loans and your payments with {shopName}.</p>
      </div>
      <TitledSection id="my-balance-title" title="Your Balance">
        <BorrowerBalances />
        <BorrowerLateCharges />
      </TitledSection>
      <TitledSection id="my-loans-title" title="Your Loans">
        <MyLoans />
      </TitledSection>
      <TitledSection id="my-pledges-title" title="Your Pledges">
        <MyPledges />
        <MyPledgeSales />
      </TitledSection>
      <PaymentHistory />
    </PageContainer>
  );
}

export function DashboardPage() {
  useDocumentTitle('My Loans');
  return (
    <AccessGuard level="signedIn">
      <BorrowerHome />
    </AccessGuard>
  );
}
