import { PLEDGE_CATEGORY_LABELS, type TPledgeRegisterItem } from '@common/contracts/pledges';
import { ScrollRegion } from '@/components/scroll-region';
import { Button } from '@/components/ui/button';
import { formatDate, formatMoney } from '@/lib/format';
import { ItemStatusBadge } from './item-status-badge';
import { RenewButton } from './renew-button';
import { SellButton, type TSellTarget } from './sell-button';

const HEAD = 'px-3 py-2.5 whitespace-nowrap text-left text-xs font-semibold tracking-wide text-muted-foreground uppercase';
const CELL = 'px-3 py-3 align-top';

/** The pledge book on a wide screen: one row per item. */
export function PledgeRegisterTable({ items, onOpen, onSell }: { items: TPledgeRegisterItem[]; onOpen: (item: TPledgeRegisterItem) => void; onSell?: (target: TSellTarget) => void }) {
  return (
    <ScrollRegion label="Pledge book" className="rounded-lg border border-border bg-card">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">Pledge book</caption>
        <thead className="border-b border-border bg-muted/60">
          <tr>
            <th scope="col" className={HEAD}>Item / Ticket</th>
            <th scope="col" className={HEAD}>Borrower</th>
            <th scope="col" className={HEAD}>Description</th>
            <th scope="col" className={`${HEAD} text-right`}>Appraised</th>
            <th scope="col" className={HEAD}>Status</th>
            <th scope="col" className={HEAD}>Location</th>
            <th scope="col" className={HEAD}>Redeemable until</th>
            <th scope="col" className={HEAD}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.itemId} data-testid="pledge-row" data-item-number={item.itemNumber} className="border-b border-border last:border-0 hover:bg-muted/40">
              <td className={`${CELL} font-mono text-xs whitespace-nowrap`}>
                <div>{item.itemNumber}</div>
                <div className="text-muted-foreground">{item.ticketNumber ?? 'No ticket yet'}</div>
              </td>
              <td className={`${CELL} min-w-36`}>
                <div className="font-medium">{item.borrowerName}</div>
                <div className="font-mono text-xs text-muted-foreground">{item.applicationNumber}</div>
              </td>
              <td className={`${CELL} min-w-48`}>
                <div className="line-clamp-2">{item.description}</div>
                <div className="text-xs text-muted-foreground">
                  {PLEDGE_CATEGORY_LABELS[item.category]}
                  {item.serialNumber ? ` · S/N ${item.serialNumber}` : ''}
                </div>
              </td>
              <td className={`${CELL} text-right whitespace-nowrap tabular-nums`}>{formatMoney(item.appraisedValue)}</td>
              <td className={CELL}>
                <ItemStatusBadge status={item.status} />
              </td>
              <td className={CELL}>{item.storageLocation ?? <span className="text-muted-foreground">—</span>}</td>
              <td className={`${CELL} whitespace-nowrap`}>{formatDate(item.redeemableUntil)}</td>
              <td className={CELL}>
                <div className="flex gap-2">
                  <Button variant="outline" size="sm" onClick={() => onOpen(item)} data-testid="pledge-open" aria-label={`Open pledge of ${item.itemNumber}`}>
                    Open
                  </Button>
                  {item.status === 'in_pawn' && <RenewButton loanId={item.loanId} applicationNumber={item.applicationNumber} ticketNumber={item.ticketNumber} />}
                  {onSell && item.status === 'in_pawn' && <SellButton loanId={item.loanId} applicationNumber={item.applicationNumber} onSell={onSell} />}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
