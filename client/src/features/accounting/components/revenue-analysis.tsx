import type { TAccountingResponse } from '@common/contracts/accounting';
import { formatMoney } from '@/lib/format';
import { MoneyFigureRows, type TMoneyFigure } from './money-figure-rows';

/**
 * Revenue = interest earned plus late charges, both as the books hold them (issue 41: the journal
 * wins where the spec's wording cannot hold for sold or written-off loans, docs/operations.md "The
 * books"); interest due is the interest loans paid out have still to earn (Unearned interest).
 */
export function RevenueAnalysis({ revenue }: { revenue: TAccountingResponse['revenue'] }) {
  const rows: TMoneyFigure[] = [
    { label: 'Interest Earned', hint: 'Interest earned by payments and renewals, as booked', value: revenue.interestEarned, testId: 'accounting-interest-earned' },
    { label: 'Late Charges', hint: 'Late fees charged, less those reversed or written off', value: revenue.lateCharges, testId: 'accounting-late-charges' },
  ];
  return (
    <div className="grid gap-3" data-testid="accounting-revenue">
      <dl className="grid gap-3">
        <MoneyFigureRows rows={rows} />
        <div className="flex items-start justify-between gap-3 border-t border-border pt-3">
          <dt className="font-semibold">Total Revenue</dt>
          <dd className="text-right text-lg font-semibold tabular-nums" data-testid="accounting-total-revenue">
            {formatMoney(revenue.totalRevenue)}
          </dd>
        </div>
      </dl>
      <div className="flex items-start justify-between gap-3 rounded-md bg-accent-soft p-3">
        <p>
          <span className="font-medium">Interest Due</span>
          <span className="block text-xs text-muted-foreground">Still to be earned on loans paid out</span>
        </p>
        <p className="text-right font-semibold tabular-nums" data-testid="accounting-interest-due">
          {formatMoney(revenue.interestDue)}
        </p>
      </div>
    </div>
  );
}
