import type { TAccountingResponse } from '@common/contracts/accounting';
import { ApplicationStatusBadge } from '@/components/application-status-badge';
import { DataTable, type TDataColumn } from '@/components/ui/data-table';
import { formatDate, formatMoney } from '@/lib/format';

type TRecent = TAccountingResponse['recent'][number];

const COLUMNS: TDataColumn<TRecent>[] = [
  { key: 'number', header: 'Application #', className: 'font-mono text-xs font-semibold whitespace-nowrap', cell: (item) => item.applicationNumber },
  { key: 'borrower', header: 'Borrower', className: 'whitespace-nowrap', cell: (item) => item.borrowerName },
  { key: 'amount', header: 'Amount', numeric: true, cell: (item) => formatMoney(item.loanAmount) },
  { key: 'status', header: 'Status', cell: (item) => <ApplicationStatusBadge status={item.status} /> },
  { key: 'date', header: 'Date', className: 'whitespace-nowrap', cell: (item) => formatDate(item.createdAt) },
];

/** The 10 most recent applications (spec section 9); the table scrolls sideways on a phone. */
export function RecentApplications({ items }: { items: TAccountingResponse['recent'] }) {
  if (items.length === 0) {
    return (
      <p className="text-sm text-muted-foreground" data-testid="accounting-recent">
        No applications yet.
      </p>
    );
  }
  return (
    <DataTable
      label="Recent applications"
      caption="The 10 most recent applications, newest first"
      regionTestId="accounting-recent"
      tableClassName="min-w-[36rem]"
      columns={COLUMNS}
      rows={items}
      rowKey={(item) => item.id}
      rowProps={() => ({ 'data-testid': 'accounting-recent-row' })}
    />
  );
}
