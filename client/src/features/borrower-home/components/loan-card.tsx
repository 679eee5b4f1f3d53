import type { TBorrowerLoan } from '@common/contracts/dashboard';
import { ApplicationStatusBadge } from '@/components/application-status-badge';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { formatDate, formatMoney, formatPercent, formatWeeks } from '@/lib/format';

export function LoanCard({ loan }: { loan: TBorrowerLoan }) {
  const facts = [
    { label: 'Loan Amount', value: formatMoney(loan.loanAmount) },
    { label: 'Weekly Instalment', value: formatMoney(loan.weeklyInstalment) },
    { label: 'Total to Repay', value: formatMoney(loan.totalAmount) },
    { label: 'Term', value: `${formatWeeks(loan.termWeeks)} at ${formatPercent(loan.interestRate)}` },
    { label: 'Agreement Date', value: formatDate(loan.agreementDate) },
    { label: 'Ends On', value: formatDate(loan.endingOn) },
    { label: 'Late Fee', value: loan.lateFee },
  ];

  return (
    <Card data-testid="borrower-loan">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <div>
          <h3 className="font-mono text-base font-semibold" data-testid="borrower-loan-number">
            {loan.applicationNumber}
          </h3>
          <p className="text-sm text-muted-foreground">Applied {formatDate(loan.createdAt)}</p>
        </div>
        <ApplicationStatusBadge status={loan.status} data-testid="borrower-loan-status" />
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {facts.map((fact) => (
            <div key={fact.label}>
              <dt className="text-xs font-medium text-muted-foreground">{fact.label}</dt>
              <dd className="font-semibold tabular-nums">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
