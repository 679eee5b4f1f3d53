import { useId, useState } from 'react';
import { Download } from 'lucide-react';
import { pledgeSalesPath, SALE_METHOD_LABELS } from '@common/contracts/pledge-sales';
import { LoadError } from '@/components/load-error';
import { ScrollRegion } from '@/components/scroll-region';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import { formatDate, formatMoney } from '@/lib/format';
import { usePledgeSales } from '../api/get-pledge-sales';

const HEAD = 'px-3 py-2.5 whitespace-nowrap text-left text-xs font-semibold tracking-wide text-muted-foreground uppercase';
const CELL = 'px-3 py-3 align-top';
const NUM = `${CELL} text-right whitespace-nowrap tabular-nums`;

/** The sale book (Pawnbrokers Act s. 17): every forfeited pledge sold between two days, its figures and totals, with CSV. */
export function SaleBook() {
  const id = useId();
  const [range, setRange] = useState({ from: '', to: '' });
  const book = usePledgeSales(range);
  const csvHref = pledgeSalesPath({ from: range.from || undefined, to: range.to || undefined, format: 'csv' });

  return (
    <Card className="min-w-0" data-testid="sale-book">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 flex-1 basis-64 gap-1.5">
          <h3 className="text-lg leading-tight font-semibold tracking-tight">Sale Book</h3>
          <CardDescription>Forfeited pledges sold, open to the pawner's inspection (Pawnbrokers Act s. 17).</CardDescription>
        </div>
        <a href={csvHref} className="inline-flex h-9 items-center gap-2 rounded-md border border-border px-3 text-sm font-medium hover:bg-muted" data-testid="sale-book-csv" download>
          <Download className="size-4" aria-hidden="true" />
          Export CSV
        </a>
      </CardHeader>
      <CardContent className="grid min-w-0 gap-4">
        <div className="flex flex-wrap gap-3">
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-from`}>From</Label>
            <Input id={`${id}-from`} type="date" value={range.from} onChange={(e) => setRange((r) => ({ ...r, from: e.target.value }))} data-testid="sale-book-from" />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-to`}>To</Label>
            <Input id={`${id}-to`} type="date" value={range.to} onChange={(e) => setRange((r) => ({ ...r, to: e.target.value }))} data-testid="sale-book-to" />
          </div>
        </div>
        {book.isPending ? (
          <p role="status" className="py-6 text-sm text-muted-foreground">
            Loading the sale book...
          </p>
        ) : book.isError && !book.data ? (
          <LoadError message="We could not load the sale book." onRetry={() => void book.refetch()} testId="sale-book-error" />
        ) : book.data.items.length === 0 ? (
          <p className="rounded-lg border border-dashed border-border px-4 py-8 text-center text-muted-foreground">No pledges sold in this period.</p>
        ) : (
          <ScrollRegion label="Sale book" className={cn('rounded-lg border border-border bg-card', book.isPlaceholderData && 'opacity-60')}>
            <table className="w-full border-collapse text-sm">
              <caption className="sr-only">Sale book</caption>
              <thead className="border-b border-border bg-muted/60">
                <tr>
                  <th scope="col" className={HEAD}>Sold / Ticket</th>
                  <th scope="col" className={HEAD}>Pawner</th>
                  <th scope="col" className={HEAD}>Items</th>
                  <th scope="col" className={HEAD}>Buyer</th>
                  <th scope="col" className={`${HEAD} text-right`}>Price</th>
                  <th scope="col" className={`${HEAD} text-right`}>Costs</th>
                  <th scope="col" className={`${HEAD} text-right`}>Owed</th>
                  <th scope="col" className={`${HEAD} text-right`}>Surplus</th>
                  <th scope="col" className={`${HEAD} text-right`}>Shortfall</th>
                </tr>
              </thead>
              <tbody>
                {book.data.items.map((e) => (
                  <tr key={e.saleId} data-testid="sale-book-row" className="border-b border-border last:border-0">
                    <td className={`${CELL} whitespace-nowrap`}>
                      <div>{formatDate(e.saleDate)}</div>
                      <div className="font-mono text-xs text-muted-foreground">{e.ticketNumber}</div>
                    </td>
                    <td className={`${CELL} min-w-32`}>
                      <div className="font-medium">{e.borrowerName}</div>
                      <div className="font-mono text-xs text-muted-foreground">{e.applicationNumber}</div>
                    </td>
                    <td className={`${CELL} min-w-48`}>{e.items}</td>
                    <td className={`${CELL} min-w-32`}>
                      <div>{e.buyerName}</div>
                      <div className="text-xs text-muted-foreground">
                        {SALE_METHOD_LABELS[e.method]}
                        {e.auctioneer ? ` · ${e.auctioneer}` : ''}
                      </div>
                    </td>
                    <td className={NUM}>{formatMoney(e.salePrice)}</td>
                    <td className={NUM}>{formatMoney(e.saleCosts)}</td>
                    <td className={NUM}>{formatMoney(e.amountOwed)}</td>
                    <td className={NUM}>{formatMoney(e.surplus)}</td>
                    <td className={NUM}>{formatMoney(e.shortfall)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot className="border-t border-border bg-muted/40 font-semibold">
                <tr data-testid="sale-book-totals">
                  <th scope="row" colSpan={4} className={`${CELL} text-left`}>
                    Total
                  </th>
                  <td className={NUM}>{formatMoney(book.data.totals.salePrice)}</td>
                  <td className={NUM}>{formatMoney(book.data.totals.saleCosts)}</td>
                  <td className={NUM} />
                  <td className={NUM}>{formatMoney(book.data.totals.surplus)}</td>
                  <td className={NUM}>{formatMoney(book.data.totals.shortfall)}</td>
                </tr>
              </tfoot>
            </table>
          </ScrollRegion>
        )}
      </CardContent>
    </Card>
  );
}
