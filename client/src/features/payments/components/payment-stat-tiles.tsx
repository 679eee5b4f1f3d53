import { CalendarDays, Clock, Receipt, Wallet } from 'lucide-react';
import { LoadError } from '@/components/load-error';
import { formatMoney, formatCount } from '@/lib/format';
import { usePaymentStatistics } from '../api/get-payment-statistics';
import { StatTile } from '@/components/stat-tile';

const NOT_LOADED = '—';

/** The four tiles of the Payments tab, refreshed every 30 s (a 304 when nothing changed). */
export function PaymentStatTiles() {
  const stats = usePaymentStatistics();
  const data = stats.data;
  const money = (value: string | undefined) => (value === undefined ? NOT_LOADED : formatMoney(value));

  return (
    <section aria-label="Payment statistics" className="grid gap-3" aria-busy={stats.isPending}>
      {stats.isError && !data && (
        <LoadError message="We could not load the payment figures." onRetry={() => void stats.refetch()} className="p-3" />
      )}
      <div className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 xl:grid-cols-4">
        <StatTile label="Total Collected" value={money(data?.totalCollected)} hint="All completed payments with late charges" icon={Wallet} testId="payments-stat-total" />
        <StatTile label="This Month" value={money(data?.thisMonth)} hint="Collected this calendar month" icon={CalendarDays} testId="payments-stat-month" />
        <StatTile label="Pending" value={money(data?.pending)} hint="Still owed on approved and active loans" icon={Clock} testId="payments-stat-pending" />
        <StatTile
          label="Transactions"
          value={data ? formatCount(data.transactionCount) : NOT_LOADED}
          hint="Completed payments recorded"
          icon={Receipt}
          testId="payments-stat-count"
        />
      </div>
    </section>
  );
}
