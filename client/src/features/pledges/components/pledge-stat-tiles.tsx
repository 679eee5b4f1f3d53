import { AlertTriangle, CheckCircle2, Gem, ShieldAlert, Tag, Wallet } from 'lucide-react';
import type { TPledgeRegisterStats } from '@common/contracts/pledges';
import { StatTile } from '@/components/stat-tile';
import { formatCount, formatMoney } from '@/lib/format';

const NOT_LOADED = '—';

/** The pledge book's figures (over the whole book, not the filter). */
export function PledgeStatTiles({ stats }: { stats: TPledgeRegisterStats | undefined }) {
  const count = (n: number | undefined) => (n === undefined ? NOT_LOADED : formatCount(n));
  return (
    <section aria-label="Pledge book figures" className="grid grid-cols-2 gap-3 md:grid-cols-3 2xl:grid-cols-6" aria-busy={stats === undefined}>
      <StatTile compact label="In pawn" value={count(stats?.inPawn)} icon={Gem} testId="pledges-stat-in-pawn" />
      <StatTile compact label="Value in pawn" value={stats ? formatMoney(stats.inPawnValue) : NOT_LOADED} icon={Wallet} testId="pledges-stat-value" />
      <StatTile compact label="On police hold" value={count(stats?.onHold)} icon={ShieldAlert} tone={stats && stats.onHold > 0 ? 'warning' : 'default'} testId="pledges-stat-hold" />
      <StatTile compact label="Redeemed" value={count(stats?.redeemed)} icon={CheckCircle2} testId="pledges-stat-redeemed" />
      <StatTile compact label="Forfeitable" value={count(stats?.forfeitable)} icon={AlertTriangle} tone={stats && stats.forfeitable > 0 ? 'warning' : 'default'} testId="pledges-stat-forfeitable" />
      <StatTile compact label="Sold" value={count(stats?.sold)} icon={Tag} testId="pledges-stat-sold" />
    </section>
  );
}
