import { Flag } from 'lucide-react';
import type { TCollectionItem } from '@common/contracts/collections';
import { Button } from '@/components/ui/button';
import { DataTable, type TDataColumn } from '@/components/ui/data-table';
import { formatDate, formatMoney } from '@/lib/format';
import { CollectionStatusBadge } from './collection-status-badge';
import { PriorityBadge } from './priority-badge';
import { PromiseBadge } from './promise-badge';

const columnsOf = (onOpen: (item: TCollectionItem) => void): TDataColumn<TCollectionItem>[] => [
  { key: 'loan', header: 'Loan #', className: 'font-mono text-xs whitespace-nowrap', cell: (c) => c.applicationNumber },
  {
    key: 'borrower',
    header: 'Borrower',
    className: 'min-w-40',
    cell: (c) => (
      <>
        <div className="font-medium">{c.borrowerName}</div>
        <div className="text-xs whitespace-nowrap text-muted-foreground">{c.borrowerPhone}</div>
      </>
    ),
  },
  {
    key: 'due',
    header: 'Amount Due',
    numeric: true,
    cell: (c) => (
      <>
        <div>{formatMoney(c.amountDue)}</div>
        <div className="text-xs text-muted-foreground">of {formatMoney(c.outstandingAmount)}</div>
      </>
    ),
  },
  { key: 'days', header: 'Days Overdue', numeric: true, cell: (c) => <span data-testid="collection-days">{c.daysPastDue}</span> },
  { key: 'priority', header: 'Priority', cell: (c) => <PriorityBadge priority={c.priority} /> },
  {
    key: 'contact',
    header: 'Last Contact',
    className: 'whitespace-nowrap',
    cell: (c) => (
      <>
        {c.lastContactDate ? formatDate(c.lastContactDate) : <span className="text-muted-foreground">None yet</span>}
        {c.flaggedContacts > 0 && (
          <div className="mt-1 flex items-center gap-1 text-xs text-destructive" data-testid="collection-flagged">
            <Flag className="size-3" aria-hidden="true" />
            {c.flaggedContacts} flagged
          </div>
        )}
      </>
    ),
  },
  {
    key: 'status',
    header: 'Status',
    cell: (c) => (
      <div className="flex flex-col items-start gap-1">
        <CollectionStatusBadge status={c.collectionStatus} />
        {c.promise && <PromiseBadge promise={c.promise} />}
      </div>
    ),
  },
  {
    key: 'open',
    header: <span className="sr-only">Actions</span>,
    className: 'py-2',
    cell: (c) => (
      <Button variant="outline" size="sm" onClick={() => onOpen(c)} data-testid="collection-open" aria-label={`Open case ${c.applicationNumber}`}>
        Open
      </Button>
    ),
  },
];

/** The cases on a wide screen: the spec's columns (Loan #, Borrower, Amount Due, Days Overdue, Priority, Last Contact, Status). */
export function CollectionsTable({ items, onOpen }: { items: TCollectionItem[]; onOpen: (item: TCollectionItem) => void }) {
  return (
    <DataTable
      label="Collection cases"
      caption="Collection records"
      columns={columnsOf(onOpen)}
      rows={items}
      rowKey={(c) => c.id}
      rowProps={(c) => ({ 'data-testid': 'collection-row', 'data-loan': c.applicationNumber })}
    />
  );
}
