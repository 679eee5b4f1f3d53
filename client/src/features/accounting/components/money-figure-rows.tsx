import { formatMoney } from '@/lib/format';

export type TMoneyFigure = { label: string; hint: string; value: string; testId: string };

/** Named amounts with a line saying what each counts, as the term and definition pairs of a <dl>. */
export function MoneyFigureRows({ rows }: { rows: TMoneyFigure[] }) {
  return rows.map((row) => (
    <div key={row.label} className="flex items-start justify-between gap-3">
      <dt>
        <span className="font-medium">{row.label}</span>
        <span className="block text-xs text-muted-foreground">{row.hint}</span>
      </dt>
      <dd className="text-right tabular-nums" data-testid={row.testId}>
        {formatMoney(row.value)}
      </dd>
    </div>
  ));
}
