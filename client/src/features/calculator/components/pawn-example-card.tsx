import { chargePerPeriodCents, redemptionByMonth, type TPawnTerms } from '@common/pawn-terms';
import { formatMoneyCents } from '@/lib/format';
import { chargePeriodLabel } from '../utils/pawn-terms-text';

// Worked from the same rule as the ledger and the ticket, so the example never drifts from the real figures.
const EXAMPLE_CENTS = 10_000_00;

/** A J$10,000.00 pawn at the shop's terms: the charge per month and what redeeming costs after 1 to 3 months. */
export function PawnExampleCard({ terms }: { terms: Pick<TPawnTerms, 'monthlyChargePercent' | 'periodDays'> }) {
  const input = { principalCents: EXAMPLE_CENTS, monthlyChargePercent: terms.monthlyChargePercent, periodDays: terms.periodDays };
  const rows = redemptionByMonth(input).map((row) => ({ label: `Redeem after ${row.month} ${row.month === 1 ? 'month' : 'months'}`, value: formatMoneyCents(row.totalCents) }));
  return (
    <figure className="rounded-xl border border-border bg-card p-6 text-card-foreground shadow-sm" aria-labelledby="pawn-example-caption" data-testid="pawn-example">
      <figcaption id="pawn-example-caption" className="text-sm font-semibold text-muted-foreground">
        Example: pawn for {formatMoneyCents(EXAMPLE_CENTS)}
      </figcaption>
      <p className="mt-3 text-sm text-muted-foreground">{chargePeriodLabel(terms)}</p>
      <p className="text-4xl font-bold tracking-tight text-primary tabular-nums">{formatMoneyCents(chargePerPeriodCents(EXAMPLE_CENTS, terms.monthlyChargePercent))}</p>
      <dl className="mt-5 grid gap-2 border-t border-border pt-4 text-sm">
        {rows.map((row) => (
          <div key={row.label} className="flex justify-between gap-4">
            <dt className="text-muted-foreground">{row.label}</dt>
            <dd className="font-semibold tabular-nums">{row.value}</dd>
          </div>
        ))}
      </dl>
    </figure>
  );
}
