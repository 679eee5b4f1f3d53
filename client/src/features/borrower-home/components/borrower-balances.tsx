import { AlertTriangle, CalendarClock, Wallet } from 'lucide-react';
import { jamaicaToday } from '@common/jamaica-time';
import { LoadError } from '@/components/load-error';
import { formatDate, formatMoney } from '@/lib/format';
import { useDashboardStats } from '../api/get-dashboard-stats';
import { isPositiveAmount } from '../utils/payment-display';
import { StatTile } from '@/components/stat-tile';

/** What the borrower owes now across their own loans (GET /api/dashboard/stats). */
export function BorrowerBalances() {
  const stats = useDashboardStats();

  if (stats.isPending) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Loading your balances...
      </p>
    );
  }
  if (stats.isError) {
    return (
      <LoadError message="We could not load your balances." onRetry={() => void stats.refetch()} />
    );
  }
  const s = stats.data;
  if (s.owingLoans === 0) {
    return (
      <p className="rounded-lg border border-dashed border-border px-4 py-6 text-center text-muted-foreground" data-testid="borrower-balances-empty">
        You owe nothing on any loan right now. Total paid so far: <span className="font-semibold text-foreground">{formatMoney(s.totalPaid)}</span>.
      </p>
    );
  }
  const overdue = isPositiveAmount(s.overdueAmount);
  // The next payment may be one already past due: say so rather than show an old date as "next".
  const nextIsLate = s.nextDueDate !== null && s.nextDueDate < jamaicaToday();
  return (
    <div className="grid gap-3 sm:grid-cols-3" data-testid="borrower-balances">
      <StatTile
        label="Outstanding"
        value={formatMoney(s.outstanding)}
        hint={`On ${s.owingLoans} loan${s.owingLoans === 1 ? '' : 's'}; ${formatMoney(s.totalPaid)} paid so far`}
        icon={Wallet}
        testId="borrower-outstanding"
      />
      <StatTile
        label="Overdue"
        value={formatMoney(s.overdueAmount)}
        hint={overdue ? `Past due on ${s.overdueLoans} loan${s.overdueLoans === 1 ? '' : 's'}` : 'Nothing past due'}
        icon={AlertTriangle}
        testId="borrower-overdue"
        tone={overdue ? 'warning' : 'default'}
      />
      <StatTile
        label="Next Payment Due"
        value={s.nextDueAmount !== null ? formatMoney(s.nextDueAmount) : '—'}
        hint={s.nextDueDate ? `${nextIsLate ? 'Was due' : 'Due'} ${formatDate(s.nextDueDate)}` : 'No payment scheduled'}
        tone={nextIsLate ? 'warning' : 'default'}
        icon={CalendarClock}
        testId="borrower-next-due"
      />
    </div>
  );
}
