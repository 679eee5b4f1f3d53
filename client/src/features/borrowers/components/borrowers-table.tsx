import type { TBorrowerSummary } from '@common/contracts/borrowers';
import { EmailText } from '@/components/email-text';
import { DataTable, type TDataColumn } from '@/components/ui/data-table';
import { formatDate, formatMoney } from '@/lib/format';
import { BorrowerRowActions, type TBorrowerRowActions } from './borrower-row-actions';
import { CreditStatusBadge } from './credit-status-badge';

const columnsOf = (actions: TBorrowerRowActions): TDataColumn<TBorrowerSummary>[] => [
  {
    key: 'borrower',
    header: 'Borrower',
    className: 'min-w-40',
    cell: (b) => (
      <>
        <div className="font-medium">{b.name}</div>
        <EmailText email={b.email} className="block text-xs text-muted-foreground" />
        {b.phone && <div className="text-xs whitespace-nowrap text-muted-foreground">{b.phone}</div>}
      </>
    ),
  },
  { key: 'id', header: 'ID Number', className: 'max-w-32 font-mono text-xs break-all', cell: (b) => b.idNumber },
  {
    key: 'loans',
    header: 'Loans',
    numeric: true,
    cell: (b) => (
      <span title="Active / total">
        {b.activeLoans} / {b.totalLoans}
      </span>
    ),
  },
  {
    key: 'borrowed',
    header: 'Borrowed',
    numeric: true,
    cell: (b) => (
      <>
        <div>{formatMoney(b.totalBorrowed)}</div>
        <div className="text-xs text-muted-foreground">{formatMoney(b.totalRepaid)} repaid</div>
      </>
    ),
  },
  { key: 'credit', header: 'Credit', cell: (b) => <CreditStatusBadge borrower={b} /> },
  { key: 'last', header: 'Last Loan', className: 'whitespace-nowrap', cell: (b) => formatDate(b.lastLoanDate) },
  { key: 'actions', header: 'Actions', className: 'py-2 whitespace-nowrap', cell: (b) => <BorrowerRowActions borrower={b} {...actions} /> },
];

/** The borrower list on a wide screen. */
export function BorrowersTable({ items, ...actions }: TBorrowerRowActions & { items: TBorrowerSummary[] }) {
  return (
    <DataTable
      label="Borrowers table"
      caption="Borrowers"
      columns={columnsOf(actions)}
      rows={items}
      rowKey={(b) => b.id}
      rowProps={(b) => ({ 'data-testid': 'borrower-row', 'data-email': b.email })}
    />
  );
}
