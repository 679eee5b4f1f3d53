import { PLEDGE_CATEGORY_LABELS, type TPledgeRegisterItem } from '@common/contracts/pledges';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatDate, formatMoney } from '@/lib/format';
import { ItemStatusBadge } from './item-status-badge';
import { RenewButton } from './renew-button';
import { SellButton, type TSellTarget } from './sell-button';

/** One item of the pledge book on a narrow screen, with the table's fields. */
export function PledgeRegisterCard({ item, onOpen, onSell }: { item: TPledgeRegisterItem; onOpen: (item: TPledgeRegisterItem) => void; onSell?: (target: TSellTarget) => void }) {
  return (
    <Card className="grid gap-3 p-4" data-testid="pledge-row" data-item-number={item.itemNumber}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-mono text-sm font-semibold">{item.itemNumber}</p>
          <p className="font-mono text-xs text-muted-foreground">{item.ticketNumber ?? 'No ticket yet'}</p>
        </div>
        <ItemStatusBadge status={item.status} />
      </div>
      <div className="min-w-0">
        <p className="line-clamp-2 text-sm">{item.description}</p>
        <p className="text-xs text-muted-foreground">
          {PLEDGE_CATEGORY_LABELS[item.category]}
          {item.serialNumber ? ` · S/N ${item.serialNumber}` : ''}
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Borrower</dt>
        <dd className="text-right break-words">{item.borrowerName}</dd>
        <dt className="text-muted-foreground">Appraised</dt>
        <dd className="text-right tabular-nums">{formatMoney(item.appraisedValue)}</dd>
        <dt className="text-muted-foreground">Location</dt>
        <dd className="text-right break-words">{item.storageLocation ?? '—'}</dd>
        <dt className="text-muted-foreground">Redeemable until</dt>
        <dd className="text-right">{formatDate(item.redeemableUntil)}</dd>
      </dl>
      <div className="flex flex-wrap justify-end gap-2">
        {item.status === 'in_pawn' && <RenewButton loanId={item.loanId} applicationNumber={item.applicationNumber} ticketNumber={item.ticketNumber} />}
        {onSell && item.status === 'in_pawn' && <SellButton loanId={item.loanId} applicationNumber={item.applicationNumber} onSell={onSell} />}
        <Button variant="outline" size="sm" onClick={() => onOpen(item)} data-testid="pledge-open" aria-label={`Open pledge of ${item.itemNumber}`}>
          Open
        </Button>
      </div>
    </Card>
  );
}
