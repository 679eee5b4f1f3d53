import type { TAccountingResponse } from '@common/contracts/accounting';
import { formatMoney } from '@/lib/format';
import { MoneyFigureRows, type TMoneyFigure } from './money-figure-rows';

/**
 * Revenue = interest earned on completed loans plus all late charges; interest due is what approved
 * and active loans will still earn (spec staff-area section 9).
 */
export function RevenueAnalysis({ revenue }: { revenue: TAccountingResponse['revenue'] }) {
  const rows: TMoneyFigure[] = [
    { label: 'Interest Earned', hint: 'On completed loans', value: revenue.interestEarned, testId: 'accounting-interest-earned' },
    { label: 'Late Charges', hint: 'Late payment charges received', value: revenue.lateCharges, testId: 'accounting-late-charges' },
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
          <span className="block text-xs text-muted-foreground">Still to be earned on approved and active loans</span>
        </p>
        <p className="text-right font-semibold tabular-nums" data-testid="accounting-interest-due">
          {formatMoney(revenue.interestDue)}
        </p>
      </div>
    </div>
  );
}
