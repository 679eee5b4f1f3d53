import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import { ArrowLeft } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { LoanCalculator } from '@/features/calculator/components/loan-calculator';
import { calculatorValuesFromSearch } from '@/features/calculator/utils/calculator-form';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useShopSettingsOrDefaults } from '@/lib/use-shop-settings';
import { PageContainer } from '../layout/page-container';

export function CalculatorPage() {
  useDocumentTitle('Loan Calculator');
  const searchString = useSearch();
  // Read once: later edits belong to the form, not the address bar.
  const { interestRates } = useShopSettingsOrDefaults();
  const [initialValues] = useState(() => calculatorValuesFromSearch(new URLSearchParams(searchString), interestRates));

  return (
    <PageContainer>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Loan Calculator</h1>
          <p className="mt-1 text-muted-foreground">Weekly payments in J$, simple interest, no obligation.</p>
        </div>
        <Button asChild variant="outline" data-testid="back-to-home">
          <Link href="/">
            <ArrowLeft aria-hidden="true" />
            Back to Home
          </Link>
        </Button>
      </div>
      <LoanCalculator initialValues={initialValues} />
    </PageContainer>
  );
}
