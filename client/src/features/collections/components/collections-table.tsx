import { Flag } from 'lucide-react';
import type { TCollectionItem } from '@common/contracts/collections';
import { Button } from '@/components/ui/button';
import { formatDate, formatMoney } from '@/lib/format';
import { CollectionStatusBadge } from './collection-status-badge';
import { PriorityBadge } from './priority-badge';
import { PromiseBadge } from './promise-badge';
import { ScrollRegion } from '@/components/scroll-region';

const HEAD = 'px-3 py-2.5 whitespace-nowrap text-left text-xs font-semibold tracking-wide text-muted-foreground uppercase';
const CELL = 'px-3 py-3 align-top';

/** The cases on a wide screen: the spec's columns (Loan #, Borrower, Amount Due, Days Overdue, Priority, Last Contact, Status). */
export function CollectionsTable({ items, onOpen }: { items: TCollectionItem[]; onOpen: (item: TCollectionItem) => void }) {
  return (
    <ScrollRegion label="Collection cases" className="rounded-lg border border-border bg-card">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">Collection records</caption>
        <thead className="border-b border-border bg-muted/60">
          <tr>
            <th scope="col" className={HEAD}>Loan #</th>
            <th scope="col" className={HEAD}>Borrower</th>
            <th scope="col" className={`${HEAD} text-right`}>Amount Due</th>
            <th scope="col" className={`${HEAD} text-right`}>Days Overdue</th>
            <th scope="col" className={HEAD}>Priority</th>
            <th scope="col" className={HEAD}>Last Contact</th>
            <th scope="col" className={HEAD}>Status</th>
            <th scope="col" className={HEAD}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((c) => (
            <tr key={c.id} data-testid="collection-row" data-loan={c.applicationNumber} className="border-b border-border last:border-0 hover:bg-muted/40">
              <td className={`${CELL} font-mono text-xs whitespace-nowrap`}>{c.applicationNumber}</td>
              <td className={`${CELL} min-w-40`}>
                <div className="font-medium">{c.borrowerName}</div>
                <div className="text-xs whitespace-nowrap text-muted-foreground">{c.borrowerPhone}</div>
              </td>
              <td className={`${CELL} text-right whitespace-nowrap tabular-nums`}>
                <div>{formatMoney(c.amountDue)}</div>
                <div className="text-xs text-muted-foreground">of {formatMoney(c.outstandingAmount)}</div>
              </td>
              <td className={`${CELL} text-right tabular-nums`} data-testid="collection-days">
                {c.daysPastDue}
              </td>
              <td className={CELL}>
                <PriorityBadge priority={c.priority} />
              </td>
              <td className={`${CELL} whitespace-nowrap`}>
                {c.lastContactDate ? formatDate(c.lastContactDate) : <span className="text-muted-foreground">None yet</span>}
                {c.flaggedContacts > 0 && (
                  <div className="mt-1 flex items-center gap-1 text-xs text-destructive" data-testid="collection-flagged">
                    <Flag className="size-3" aria-hidden="true" />
                    {c.flaggedContacts} flagged
                  </div>
                )}
              </td>
              <td className={CELL}>
                <div className="flex flex-col items-start gap-1">
                  <CollectionStatusBadge status={c.collectionStatus} />
                  {c.promise && <PromiseBadge promise={c.promise} />}
                </div>
              </td>
              <td className={`${CELL} py-2`}>
                <Button variant="outline" size="sm" onClick={() => onOpen(c)} data-testid="collection-open" aria-label={`Open case ${c.applicationNumber}`}>
                  Open
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
