import { useSearch } from 'wouter';
import { LoanAgreementForm } from '@/features/applications/components/loan-agreement-form';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useShopName } from '@/lib/use-shop-settings';
import { PageContainer } from '../layout/page-container';

/** /loan-form and /application: the loan agreement, prefilled from the calculator's query parameters. */
export function LoanFormPage() {
  useDocumentTitle('Loan Agreement Form');
  const search = useSearch();
  const shopName = useShopName();
  return (
    <PageContainer className="max-w-4xl print:max-w-none print:p-0">
      <p className="hidden text-sm font-semibold text-primary print:block">{shopName}: loans and pawn lending, Jamaica</p>
      <h1 className="mb-2 text-3xl font-bold tracking-tight">Loan Agreement Form</h1>
      <p className="mb-6 text-muted-foreground print:hidden">
        Fill in the borrower&apos;s details, add the photos and ID document, sign, and submit. Staff review every application.
      </p>
      {/* Keyed by the query so a new set of calculator figures starts a fresh form. */}
      <LoanAgreementForm key={search} search={search} />
    </PageContainer>
  );
}
