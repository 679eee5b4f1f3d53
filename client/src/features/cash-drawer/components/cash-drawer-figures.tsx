import type { TCurrentCashDrawerResponse } from '@common/contracts/cash-drawer';
import { formatDateTime, formatMoney } from '@/lib/format';

/** The open drawer's running totals: what should be in it now. */
export function CashDrawerFigures({ drawer }: { drawer: TCurrentCashDrawerResponse }) {
  const rows: [string, string, string][] = [
    ['Opening float', drawer.openingFloat, 'cash-drawer-float'],
    ['Cash in', drawer.cashIn, 'cash-drawer-in'],
    ['Cash out', drawer.cashOut, 'cash-drawer-out'],
  ];
  return (
    <div className="grid gap-2">
      <p className="text-sm text-muted-foreground">Open since {formatDateTime(drawer.openedAt)}</p>
      <dl className="grid grid-cols-3 gap-2 text-sm lg:grid-cols-1">
        {/* Three abreast on a phone: the amounts a size smaller, so J$20,000.00 stays on one line. */}
        {rows.map(([label, amount, testId]) => (
          <div key={label} className="min-w-0 rounded-md bg-muted p-2">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="font-medium break-words tabular-nums max-sm:text-xs" data-testid={testId}>
              {formatMoney(amount)}
            </dd>
          </div>
        ))}
      </dl>
      <p className="text-base">
        Expected in the drawer:{' '}
        <strong className="tabular-nums" data-testid="cash-drawer-expected">
          {formatMoney(drawer.expected)}
        </strong>
      </p>
    </div>
  );
}
