import { useState } from 'react';
import { useParams } from 'wouter';
import { Handshake } from 'lucide-react';
import type { TGuaranteeDecisionResponse } from '@common/contracts/guarantees';
import { LoadError } from '@/components/load-error';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useGuaranteeTerms } from '@/features/guarantees/api/get-guarantee-terms';
import { GuaranteeConfirmation } from '@/features/guarantees/components/guarantee-confirmation';
import { GuaranteeDecisionForm } from '@/features/guarantees/components/guarantee-decision-form';
import { GuaranteeTerms } from '@/features/guarantees/components/guarantee-terms';
import { firstNameOf } from '@/features/guarantees/utils/liability';
import { readErrorMessage, readErrorStatus } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PageContainer } from '../layout/page-container';

/**
 * /guarantee/{token}: the guarantor's own page (issue 33), opened from the e-mailed link without
 * signing in: the loan's terms, what they are liable for, their uploads and signature, Accept or
 * Decline, then a confirmation with the guarantee PDF.
 */
export function GuaranteePage() {
  useDocumentTitle('Guarantee a Loan');
  const { token = '' } = useParams<{ token: string }>();
  const terms = useGuaranteeTerms(token);
  const [answer, setAnswer] = useState<TGuaranteeDecisionResponse | null>(null);
  const gone = [404, 410].includes(readErrorStatus(terms.error) ?? 0);

  return (
    <PageContainer className="max-w-2xl">
      <Card data-testid="guarantee-page">
        <CardHeader>
          <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight">
            <Handshake className="size-6 text-primary" aria-hidden="true" />
            {terms.data ? `Guarantee a loan from ${terms.data.shopName}` : 'Guarantee a loan'}
          </h1>
        </CardHeader>
        <CardContent className="grid grid-cols-[minmax(0,1fr)] gap-6">
          {terms.isPending && (
            <div className="grid gap-3" aria-busy="true" aria-label="Loading the loan's terms">
              <Skeleton className="h-6 w-3/4" />
              <Skeleton className="h-24" />
              <Skeleton className="h-40" />
            </div>
          )}
          {terms.isError && (
            <LoadError
              message={gone ? (readErrorMessage(terms.error) ?? 'This link no longer works.') : 'We could not load the loan. Please check your connection.'}
              onRetry={gone ? undefined : () => void terms.refetch()}
              testId="guarantee-link-error"
            />
          )}
          {terms.data && !answer && (
            <>
              <GuaranteeTerms terms={terms.data} />
              <GuaranteeDecisionForm token={token} borrowerFirstName={firstNameOf(terms.data.borrowerName)} onDecided={setAnswer} />
            </>
          )}
          {terms.data && answer && <GuaranteeConfirmation token={token} answer={answer} shopName={terms.data.shopName} borrowerName={terms.data.borrowerName} renewal={terms.data.renewal} />}
        </CardContent>
      </Card>
    </PageContainer>
  );
}
