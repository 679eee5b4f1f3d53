import type { TAccountingResponse } from '@common/contracts/accounting';
import { formatMoney } from '@/lib/format';
import { MoneyFigureRows, type TMoneyFigure } from './money-figure-rows';

/**
 * Forfeited pledges sold (issue 32): the sales, the surplus owed to pawners (a debt of the shop
 * for three years), paid and expired, and the shortfalls written off.
 */
export function PledgeSalesFigures({ figures }: { figures: TAccountingResponse['pledgeSales'] }) {
  const rows: TMoneyFigure[] = [
    { label: 'Pledge sales', hint: `${figures.count} sold; sale price less costs of ${formatMoney(figures.saleCosts)}`, value: figures.salePrice, testId: 'accounting-pledge-sales' },
    { label: 'Surplus owed', hint: 'To pawners, still claimable', value: figures.surplusOwed, testId: 'accounting-surplus-owed' },
    { label: 'Surplus paid', hint: 'Paid out to pawners', value: figures.surplusPaid, testId: 'accounting-surplus-paid' },
    { label: 'Surplus expired', hint: 'Not claimed within three years', value: figures.surplusExpired, testId: 'accounting-surplus-expired' },
    { label: 'Shortfalls written off', hint: 'Sales that did not cover what was owed', value: figures.shortfallWrittenOff, testId: 'accounting-shortfall-written-off' },
  ];
  return (
    <dl className="grid gap-3" data-testid="accounting-pledge-sales-figures">
      <MoneyFigureRows rows={rows} />
    </dl>
  );
}
