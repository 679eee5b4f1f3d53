import { Banknote, CheckCircle2, Clock, FileText, XCircle } from 'lucide-react';
import { LoadError } from '@/components/load-error';
import { formatMoney } from '@/lib/format';
import { useAdminSummary } from '../api/get-admin-summary';
import { StatTile } from '@/components/stat-tile';

/**
 * The five summary cards: Total, Pending (submitted or reviewed), Approved, Rejected, and the money:
 * what open loans still owe, with what was lent and the spec's approved value under it.
 */
export function AdminSummaryCards() {
  const summary = useAdminSummary();

  if (summary.isPending) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Loading summary...
      </p>
    );
  }
  if (summary.isError) {
    return (
      <LoadError message="We could not load the application summary." onRetry={() => void summary.refetch()} />
    );
  }

  const { total, pending, approved, rejected, value, openLoans, lentOut, owed } = summary.data;
  return (
    // Three a row (two rows) up to xl, where all five fit one row: on a phone the summary stays small.
    <section aria-label="Application summary" className="grid grid-cols-3 gap-2 sm:gap-3 xl:grid-cols-5">
      <StatTile label="Total" value={String(total)} icon={FileText} testId="admin-summary-total" compact />
      <StatTile label="Pending" value={String(pending)} icon={Clock} testId="admin-summary-pending" compact />
      <StatTile label="Approved" value={String(approved)} icon={CheckCircle2} testId="admin-summary-approved" compact />
      <StatTile label="Rejected" value={String(rejected)} icon={XCircle} testId="admin-summary-rejected" compact />
      <div className="col-span-2 xl:col-span-1">
        <StatTile
          label="Owed on open loans"
          value={formatMoney(owed)}
          icon={Banknote}
          testId="admin-summary-owed"
          hint={`${openLoans} approved or active loan${openLoans === 1 ? '' : 's'}, ${formatMoney(lentOut)} lent. Approved value: ${formatMoney(value)}.`}
          compact
        />
      </div>
    </section>
  );
}
