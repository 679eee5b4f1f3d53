import { AlertTriangle, CheckCircle2, Hourglass, Wallet } from 'lucide-react';
import { LoadError } from '@/components/load-error';
import { StatTile } from '@/components/stat-tile';
import { formatMoney, formatCount } from '@/lib/format';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TCollectionStatistics } from '@common/contracts/collections';

const NOT_LOADED = '—';

/** The spec's four tiles, with real figures: Overdue Loans, Amount Due, In Progress, Resolved. */
export function CollectionStatTiles({ stats }: { stats: UseQueryResult<TCollectionStatistics> }) {
  const data = stats.data;
  const count = (n: number | undefined) => (n === undefined ? NOT_LOADED : formatCount(n));
  return (
    <section aria-label="Collection statistics" className="grid gap-3" aria-busy={stats.isPending}>
      {stats.isError && !data && <LoadError message="We could not load the collection figures." onRetry={() => void stats.refetch()} className="p-3" />}
      <div className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 xl:grid-cols-4">
        <StatTile label="Overdue Loans" value={count(data?.overdueLoans)} hint="Open cases with money overdue" icon={AlertTriangle} tone={data && data.overdueLoans > 0 ? 'warning' : 'default'} testId="collections-stat-overdue" />
        <StatTile label="Amount Due" value={data ? formatMoney(data.amountDue) : NOT_LOADED} hint="Overdue on those loans" icon={Wallet} testId="collections-stat-amount" />
        <StatTile label="In Progress" value={count(data?.inProgress)} hint="Cases with a contact logged" icon={Hourglass} testId="collections-stat-progress" />
        <StatTile label="Resolved" value={count(data?.resolved)} hint="Paid up to date" icon={CheckCircle2} testId="collections-stat-resolved" />
      </div>
    </section>
  );
}
