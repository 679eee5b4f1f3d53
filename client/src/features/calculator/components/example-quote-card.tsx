import { quoteLoan } from '@common/calculator';
import { formatMoneyCents } from '@/lib/format';

// Worked from the same maths as the calculator, so the example can never drift from the real figures.
const EXAMPLE = { principalCents: 15_000_00, weeks: 10 };

/** ratePercent: one the shop offers (its settings' lowest rate). */
export function ExampleQuoteCard({ ratePercent }: { ratePercent: number }) {
  const quote = quoteLoan({ ...EXAMPLE, ratePercent });
  const rows = [
    { label: 'Loan amount', value: formatMoneyCents(quote.principalCents) },
    { label: `Interest (${ratePercent}%)`, value: formatMoneyCents(quote.totalInterestCents) },
    { label: 'Total to repay', value: formatMoneyCents(quote.totalAmountCents) },
  ];
  return (
    <figure className="rounded-xl bg-card p-6 text-card-foreground shadow-lg" aria-labelledby="example-quote-caption">
      <figcaption id="example-quote-caption" className="text-sm font-semibold text-muted-foreground">
        Example: {formatMoneyCents(quote.principalCents)} over {quote.termWeeks} weeks
      </figcaption>
      <p className="mt-3 text-sm text-muted-foreground">Weekly payment</p>
      <p className="text-4xl font-bold tracking-tight text-primary tabular-nums">{formatMoneyCents(quote.weeklyPaymentCents)}</p>
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
