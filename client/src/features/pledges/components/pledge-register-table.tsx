import { PLEDGE_CATEGORY_LABELS, type TPledgeRegisterItem } from '@common/contracts/pledges';
import { Button } from '@/components/ui/button';
import { DataTable, type TDataColumn } from '@/components/ui/data-table';
import { formatDate, formatMoney } from '@/lib/format';
import { ItemStatusBadge } from './item-status-badge';
import { RenewButton } from './renew-button';
import { SellButton, type TSellTarget } from './sell-button';

type THandlers = { onOpen: (item: TPledgeRegisterItem) => void; onSell?: (target: TSellTarget) => void };

const columnsOf = ({ onOpen, onSell }: THandlers): TDataColumn<TPledgeRegisterItem>[] => [
  {
    key: 'item',
    header: 'Item / Ticket',
    className: 'font-mono text-xs whitespace-nowrap',
    cell: (item) => (
      <>
        <div>{item.itemNumber}</div>
        <div className="text-muted-foreground">{item.ticketNumber ?? 'No ticket yet'}</div>
      </>
    ),
  },
  {
    key: 'borrower',
    header: 'Borrower',
    className: 'min-w-36',
    cell: (item) => (
      <>
        <div className="font-medium">{item.borrowerName}</div>
        <div className="font-mono text-xs text-muted-foreground">{item.applicationNumber}</div>
      </>
    ),
  },
  {
    key: 'description',
    header: 'Description',
    className: 'min-w-48',
    cell: (item) => (
      <>
        <div className="line-clamp-2">{item.description}</div>
        <div className="text-xs text-muted-foreground">
          {PLEDGE_CATEGORY_LABELS[item.category]}
          {item.serialNumber ? ` · S/N ${item.serialNumber}` : ''}
        </div>
      </>
    ),
  },
  { key: 'appraised', header: 'Appraised', numeric: true, cell: (item) => formatMoney(item.appraisedValue) },
  { key: 'status', header: 'Status', cell: (item) => <ItemStatusBadge status={item.status} /> },
  { key: 'location', header: 'Location', cell: (item) => item.storageLocation ?? <span className="text-muted-foreground">—</span> },
  { key: 'until', header: 'Redeemable until', className: 'whitespace-nowrap', cell: (item) => formatDate(item.redeemableUntil) },
  {
    key: 'actions',
    header: <span className="sr-only">Actions</span>,
    cell: (item) => (
      <div className="flex gap-2">
        <Button variant="outline" size="sm" onClick={() => onOpen(item)} data-testid="pledge-open" aria-label={`Open pledge of ${item.itemNumber}`}>
          Open
        </Button>
        {item.status === 'in_pawn' && <RenewButton loanId={item.loanId} applicationNumber={item.applicationNumber} ticketNumber={item.ticketNumber} />}
        {onSell && item.status === 'in_pawn' && <SellButton loanId={item.loanId} applicationNumber={item.applicationNumber} onSell={onSell} />}
      </div>
    ),
  },
];

/** The pledge book on a wide screen: one row per item. */
export function PledgeRegisterTable({ items, ...handlers }: THandlers & { items: TPledgeRegisterItem[] }) {
  return (
    <DataTable
      label="Pledge book"
      columns={columnsOf(handlers)}
      rows={items}
      rowKey={(item) => item.itemId}
      rowProps={(item) => ({ 'data-testid': 'pledge-row', 'data-item-number': item.itemNumber })}
    />
  );
}
