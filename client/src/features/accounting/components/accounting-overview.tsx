import { AlertTriangle, Banknote, HandCoins, Landmark, Wallet } from 'lucide-react';
import type { TAccountingResponse } from '@common/contracts/accounting';
import { formatMoney } from '@/lib/format';
import { StatTile } from '@/components/stat-tile';

/** Financial overview: what was lent, what it repays, what came in, what is still owed, what is late. */
export function AccountingOverview({ overview }: { overview: TAccountingResponse['overview'] }) {
  return (
    <section aria-label="Financial overview" className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-5" data-testid="accounting-overview">
      <StatTile label="Total Lent" value={formatMoney(overview.totalLent)} hint="Principal of approved loans" icon={Landmark} testId="accounting-total-lent" />
      <StatTile
        label="Total Repayable"
        value={formatMoney(overview.totalRepayable)}
        hint="Principal plus interest"
        icon={Wallet}
        testId="accounting-total-repayable"
      />
      <StatTile label="Collected" value={formatMoney(overview.totalCollected)} hint="Payments received" icon={HandCoins} testId="accounting-collected" />
      <StatTile label="Outstanding" value={formatMoney(overview.outstanding)} hint="Still owed on open loans" icon={Banknote} testId="accounting-outstanding" />
      <StatTile
        label="Overdue Loans"
        value={String(overview.overdueLoans)}
        hint="Open loans past their end date"
        icon={AlertTriangle}
        tone={overview.overdueLoans > 0 ? 'warning' : 'default'}
        testId="accounting-overdue"
      />
    </section>
  );
}
