import { useMemo } from 'react';
import { Link, useSearch } from 'wouter';
import { ArrowLeft, Info } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { CarriedLoanSummary } from '@/features/applications/components/carried-loan-summary';
import { calculatorHrefFor, readCarriedLoan } from '@/features/applications/utils/read-carried-loan';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PageContainer } from '../layout/page-container';

// Interim page for /loan-form and /application: shows what the calculator carried over.
// The full agreement form with uploads and signature replaces it in the intake release.
export function LoanFormPage() {
  useDocumentTitle('Loan Agreement Form');
  const searchString = useSearch();
  const loan = useMemo(() => readCarriedLoan(new URLSearchParams(searchString)), [searchString]);

  return (
    <PageContainer className="max-w-3xl">
      <h1 className="mb-6 text-3xl font-bold tracking-tight">Loan Agreement Form</h1>
      <Card>
        <CardHeader>
          <CardTitle>Loan Details</CardTitle>
          <CardDescription>
            {loan ? 'These figures come from the loan calculator.' : 'No loan details were carried over from the calculator.'}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          {loan ? (
            <CarriedLoanSummary loan={loan} />
          ) : (
            <p className="text-sm text-muted-foreground">Use the calculator first to choose an amount, rate and term.</p>
          )}
          <div role="note" className="flex items-start gap-3 rounded-md bg-warning-soft p-4 text-sm text-warning-text">
            <Info className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            <p>
              Online submission of the loan agreement will be available shortly. Until then, keep a note of these figures;
              nothing has been sent to us yet.
            </p>
          </div>
          <Button asChild variant="outline" className="w-fit" data-testid="back-to-calculator">
            <Link href={calculatorHrefFor(loan)}>
              <ArrowLeft aria-hidden="true" />
              Back to Calculator
            </Link>
          </Button>
        </CardContent>
      </Card>
    </PageContainer>
  );
}
