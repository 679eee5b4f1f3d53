import { useId, useState } from 'react';
import { Download } from 'lucide-react';
import { pledgeSalesPath, SALE_METHOD_LABELS, type TSaleBookEntry } from '@common/contracts/pledge-sales';
import { LoadError } from '@/components/load-error';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { DataTable, type TDataColumn } from '@/components/ui/data-table';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import { formatDate, formatMoney } from '@/lib/format';
import { usePledgeSales } from '../api/get-pledge-sales';

const COLUMNS: TDataColumn<TSaleBookEntry>[] = [
  {
    key: 'sold',
    header: 'Sold / Ticket',
    className: 'whitespace-nowrap',
    cell: (e) => (
      <>
        <div>{formatDate(e.saleDate)}</div>
        <div className="font-mono text-xs text-muted-foreground">{e.ticketNumber}</div>
      </>
    ),
  },
  {
    key: 'pawner',
    header: 'Pawner',
    className: 'min-w-32',
    cell: (e) => (
      <>
        <div className="font-medium">{e.borrowerName}</div>
        <div className="font-mono text-xs text-muted-foreground">{e.applicationNumber}</div>
      </>
    ),
  },
  { key: 'items', header: 'Items', className: 'min-w-48', cell: (e) => e.items },
  {
    key: 'buyer',
    header: 'Buyer',
    className: 'min-w-32',
    cell: (e) => (
      <>
        <div>{e.buyerName}</div>
        <div className="text-xs text-muted-foreground">
          {SALE_METHOD_LABELS[e.method]}
          {e.auctioneer ? ` · ${e.auctioneer}` : ''}
        </div>
      </>
    ),
  },
  { key: 'price', header: 'Price', numeric: true, cell: (e) => formatMoney(e.salePrice) },
  { key: 'costs', header: 'Costs', numeric: true, cell: (e) => formatMoney(e.saleCosts) },
  { key: 'owed', header: 'Owed', numeric: true, cell: (e) => formatMoney(e.amountOwed) },
  { key: 'surplus', header: 'Surplus', numeric: true, cell: (e) => formatMoney(e.surplus) },
  { key: 'shortfall', header: 'Shortfall', numeric: true, cell: (e) => formatMoney(e.shortfall) },
];

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
          <DataTable
            label="Sale book"
            className={cn(book.isPlaceholderData && 'opacity-60')}
            columns={COLUMNS}
            rows={book.data.items}
            rowKey={(e) => e.saleId}
            rowProps={() => ({ 'data-testid': 'sale-book-row' })}
            footer={{
              testId: 'sale-book-totals',
              cells: ['Total', '', '', '', formatMoney(book.data.totals.salePrice), formatMoney(book.data.totals.saleCosts), '', formatMoney(book.data.totals.surplus), formatMoney(book.data.totals.shortfall)],
            }}
          />
        )}
      </CardContent>
    </Card>
  );
}
