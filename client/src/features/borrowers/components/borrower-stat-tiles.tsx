import { AlertTriangle, BadgeCheck, BookUser, Wallet } from 'lucide-react';
import type { TBorrowerStats } from '@common/contracts/borrowers';
import { StatTile } from '@/components/stat-tile';
import { formatCount } from '@/lib/format';

const NOT_LOADED = '—';
const count = (value: number | undefined) => (value === undefined ? NOT_LOADED : formatCount(value));

/** The Borrowers tab's four cards (spec: total, active, good credit, at risk), from the list's answer. */
export function BorrowerStatTiles({ stats }: { stats: TBorrowerStats | undefined }) {
  return (
    <section aria-label="Borrower statistics" className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 xl:grid-cols-4" aria-busy={!stats}>
      <StatTile label="Total Borrowers" value={count(stats?.total)} hint="Every borrower record" icon={BookUser} testId="borrowers-stat-total" />
      <StatTile label="Active" value={count(stats?.active)} hint="With a loan submitted, approved or active" icon={Wallet} testId="borrowers-stat-active" />
      <StatTile label="Good Credit" value={count(stats?.goodCredit)} hint="Credit status good" icon={BadgeCheck} testId="borrowers-stat-good" />
      <StatTile
        label="At Risk"
        value={count(stats?.atRisk)}
        hint="Credit status poor"
        icon={AlertTriangle}
        testId="borrowers-stat-at-risk"
        tone={stats && stats.atRisk > 0 ? 'warning' : 'default'}
      />
    </section>
  );
}
