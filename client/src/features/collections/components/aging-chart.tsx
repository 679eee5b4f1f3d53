import type { TCollectionStatistics } from '@common/contracts/collections';
import { toCents } from '@common/money';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { formatMoney } from '@/lib/format';

/**
 * Delinquency aging: loans and J$ overdue per bucket of days past due, as bars, with the portfolio
 * at risk over 30 days and the promises kept and broken. The numbers are written beside each bar,
 * so the chart needs no colour or hover to be read.
 */
export function AgingChart({ stats }: { stats: TCollectionStatistics | undefined }) {
  const buckets = stats?.buckets ?? [];
  const largest = Math.max(1, ...buckets.map((b) => toCents(b.amount) ?? 0));
  return (
    <Card className="min-w-0" data-testid="collections-aging">
      <CardHeader>
        <h3 className="text-base leading-tight font-semibold tracking-tight">Aging</h3>
        <CardDescription>Open cases by days overdue</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid grid-cols-3 gap-2 text-sm">
          <div>
            <dt className="text-muted-foreground">PAR30</dt>
            <dd className="text-lg font-semibold tabular-nums" data-testid="collections-par30">
              {stats ? `${stats.portfolioAtRisk30.toFixed(1)}%` : '—'}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Promises kept</dt>
            <dd className="text-lg font-semibold tabular-nums">{stats?.promisesKept ?? '—'}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Promises broken</dt>
            <dd className="text-lg font-semibold tabular-nums">{stats?.promisesBroken ?? '—'}</dd>
          </div>
        </dl>
        <ul className="grid gap-2" aria-label="Aging buckets">
          {buckets.map((b) => (
            <li key={b.bucket} className="grid grid-cols-[4.5rem_1fr] items-center gap-2 text-sm" data-testid={`collections-bucket-${b.bucket}`}>
              <span className="font-medium tabular-nums">{b.bucket} days</span>
              <div className="grid min-w-0 gap-1">
                <div className="h-2.5 rounded-full bg-muted" aria-hidden="true">
                  <div className="h-2.5 rounded-full bg-primary" style={{ width: `${Math.round(((toCents(b.amount) ?? 0) / largest) * 100)}%` }} />
                </div>
                <span className="text-xs text-muted-foreground tabular-nums">
                  {b.loans} {b.loans === 1 ? 'loan' : 'loans'} · {formatMoney(b.amount)}
                </span>
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
