import { Link } from 'wouter';
import { Calculator } from 'lucide-react';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useMyLoans } from '../api/get-my-loans';
import { LoanCard } from './loan-card';

export function MyLoans() {
  const loans = useMyLoans();

  if (loans.isPending) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Loading your loans...
      </p>
    );
  }
  if (loans.isError) {
    return (
      <LoadError message="We could not load your loans." onRetry={() => void loans.refetch()} />
    );
  }
  if (loans.data.loans.length === 0) {
    return (
      <Card>
        <CardContent className="grid justify-items-center gap-4 pt-6 text-center sm:pt-6">
          <p className="font-medium" data-testid="borrower-loans-empty">
            You have no loans with us yet.
          </p>
          <Button asChild>
            <Link href="/calculator">
              <Calculator aria-hidden="true" />
              Open the Loan Calculator
            </Link>
          </Button>
        </CardContent>
      </Card>
    );
  }
  const newestFirst = [...loans.data.loans].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <ul className="grid gap-4" aria-label="Your loans">
      {newestFirst.map((loan) => (
        <li key={loan.id}>
          <LoanCard loan={loan} />
        </li>
      ))}
    </ul>
  );
}
