import { Flag } from 'lucide-react';
import type { TCollectionItem } from '@common/contracts/collections';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatDate, formatMoney } from '@/lib/format';
import { CollectionStatusBadge } from './collection-status-badge';
import { PriorityBadge } from './priority-badge';
import { PromiseBadge } from './promise-badge';

/** One case on a narrow screen, with the table's fields. */
export function CollectionCard({ item: c, onOpen }: { item: TCollectionItem; onOpen: (item: TCollectionItem) => void }) {
  return (
    <Card className="grid gap-3 p-4" data-testid="collection-row" data-loan={c.applicationNumber}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium">{c.borrowerName}</p>
          <p className="font-mono text-xs text-muted-foreground">{c.applicationNumber}</p>
        </div>
        <div className="flex flex-wrap gap-1">
          <CollectionStatusBadge status={c.collectionStatus} />
          <PriorityBadge priority={c.priority} />
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Amount Due</dt>
        <dd className="text-right tabular-nums">{formatMoney(c.amountDue)}</dd>
        <dt className="text-muted-foreground">Days Overdue</dt>
        <dd className="text-right tabular-nums" data-testid="collection-days">
          {c.daysPastDue}
        </dd>
        <dt className="text-muted-foreground">Last Contact</dt>
        <dd className="text-right">{c.lastContactDate ? formatDate(c.lastContactDate) : 'None yet'}</dd>
      </dl>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          {c.promise && <PromiseBadge promise={c.promise} />}
          {c.flaggedContacts > 0 && (
            <span className="flex items-center gap-1 text-xs text-destructive" data-testid="collection-flagged">
              <Flag className="size-3" aria-hidden="true" />
              {c.flaggedContacts} flagged
            </span>
          )}
        </div>
        <Button variant="outline" size="sm" onClick={() => onOpen(c)} data-testid="collection-open" aria-label={`Open case ${c.applicationNumber}`}>
          Open
        </Button>
      </div>
    </Card>
  );
}
