import { SALE_METHOD_LABELS, SURPLUS_STATUS_LABELS } from '@common/contracts/pledge-sales';
import { toCents } from '@common/money';
import { Card } from '@/components/ui/card';
import { formatDate, formatMoney } from '@/lib/format';
import { useMyPledgeSales } from '../api/get-my-pledge-sales';

/**
 * The borrower's home: the sale of any pledge of theirs (the sale book's entry, s. 17) and the
 * surplus they may claim and until when (s. 18). Nothing while none was sold.
 */
export function MyPledgeSales() {
  const sales = useMyPledgeSales();
  if (!sales.data || sales.data.sales.length === 0) return null;
  return (
    <div className="grid gap-3" data-testid="borrower-pledge-sales">
      <h3 className="text-lg font-semibold">Pledges sold</h3>
      <ul className="grid gap-4" aria-label="Your pledges sold">
        {sales.data.sales.map((sale) => {
          const surplus = (toCents(sale.surplus) ?? 0) > 0;
          return (
            <li key={sale.saleId}>
              <Card className="grid gap-3 p-4" data-testid="borrower-pledge-sale">
                <div>
                  <p className="font-medium">
                    Pledge <span className="font-mono">{sale.ticketNumber}</span> sold on {formatDate(sale.saleDate)}
                  </p>
                  <p className="text-sm text-muted-foreground">
                    Loan <span className="font-mono">{sale.applicationNumber}</span> · {SALE_METHOD_LABELS[sale.method]} · {sale.items}
                  </p>
                </div>
                <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
                  <dt className="text-muted-foreground">Sale price</dt>
                  <dd className="text-right tabular-nums">{formatMoney(sale.salePrice)}</dd>
                  <dt className="text-muted-foreground">Costs of the sale</dt>
                  <dd className="text-right tabular-nums">{formatMoney(sale.saleCosts)}</dd>
                  <dt className="text-muted-foreground">Owed on your loan</dt>
                  <dd className="text-right tabular-nums">{formatMoney(sale.amountOwed)}</dd>
                </dl>
                {surplus ? (
                  <p className="rounded-md bg-accent-soft px-3 py-2 text-sm" data-testid="borrower-surplus">
                    {sale.surplusStatus === 'owed' ? (
                      <>
                        <span className="font-semibold">{formatMoney(sale.surplus)}</span> is yours to claim until <span className="font-semibold">{formatDate(sale.claimableUntil)}</span>. Bring your ID to the shop.
                      </>
                    ) : (
                      <>
                        Surplus {formatMoney(sale.surplus)}: {sale.surplusStatus ? SURPLUS_STATUS_LABELS[sale.surplusStatus].toLowerCase() : ''}.
                      </>
                    )}
                  </p>
                ) : (
                  <p className="text-sm text-muted-foreground">The sale settled your loan; you owe nothing more on it.</p>
                )}
              </Card>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
