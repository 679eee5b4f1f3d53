import type { TPayableLoan } from '@common/contracts/payments';
import { ApplicationStatusBadge } from '@/components/application-status-badge';
import { StatusBadge } from '@/components/status-badge';
import { formatMoney } from '@/lib/format';
import { cn } from '@/lib/cn';

type TProps = { loan: TPayableLoan; onChoose: (loan: TPayableLoan) => void; testId: string; className?: string };

/** One loan in the quick search or the dialog's loan chooser: who, which loan, what it owes. */
export function PayableLoanOption({ loan, onChoose, testId, className }: TProps) {
  const { totals } = loan;
  return (
    <button
      type="button"
      onClick={() => onChoose(loan)}
      data-testid={testId}
      data-application-number={loan.applicationNumber}
      className={cn(
        'grid w-full gap-1 rounded-md border border-border bg-card px-3 py-2.5 text-left text-sm hover:border-primary hover:bg-secondary/50',
        'focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring',
        className,
      )}
    >
      <span className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <span className="font-medium">{loan.borrowerName}</span>
        <span className="font-mono text-xs font-semibold">{loan.applicationNumber}</span>
      </span>
      <span className="flex flex-wrap gap-x-2 text-muted-foreground">
        <span className="break-all">{loan.borrowerEmail}</span>
        {loan.borrowerPhone && <span className="whitespace-nowrap">{loan.borrowerPhone}</span>}
      </span>
      <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-muted-foreground">
        <span>
          Outstanding <span className="font-semibold text-foreground tabular-nums">{formatMoney(totals.outstanding)}</span>
        </span>
        {totals.isOverdue && (
          <StatusBadge tone="danger">Overdue {formatMoney(totals.overdueAmount)}</StatusBadge>
        )}
        <ApplicationStatusBadge status={loan.status} />
      </span>
    </button>
  );
}
