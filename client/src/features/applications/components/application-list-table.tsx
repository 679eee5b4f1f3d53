import type { TPawnLoanListItem } from '@common/contracts/pawn-loans-list';
import { ApplicationStatusBadge } from '@/components/application-status-badge';
import { DataTable, type TDataColumn } from '@/components/ui/data-table';
import { formatDate, formatMoney, formatPercent, formatWeeks } from '@/lib/format';
import { GuarantorConsentBadge } from './guarantor-consent-badge';

type TProps = { items: TPawnLoanListItem[]; onOpen: (item: TPawnLoanListItem) => void };

const columnsOf = (onOpen: TProps['onOpen']): TDataColumn<TPawnLoanListItem>[] => [
  {
    key: 'application',
    header: 'Application',
    className: 'whitespace-nowrap',
    cell: (item) => (
      <button
        type="button"
        className="rounded-sm font-mono text-xs font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
        onClick={(event) => {
          event.stopPropagation();
          onOpen(item);
        }}
        data-testid="application-open"
      >
        {item.applicationNumber}
        <span className="sr-only">, open the application of {item.borrowerName}</span>
      </button>
    ),
  },
  {
    key: 'borrower',
    header: 'Borrower',
    cell: (item) => (
      <>
        <div className="font-medium">{item.borrowerName}</div>
        <div className="break-all text-muted-foreground">{item.borrowerEmail}</div>
        <div className="text-muted-foreground">{item.borrowerPhone}</div>
      </>
    ),
  },
  { key: 'amount', header: 'Amount', numeric: true, className: 'font-semibold', cell: (item) => formatMoney(item.loanAmount) },
  { key: 'weekly', header: 'Weekly', numeric: true, cell: (item) => formatMoney(item.weeklyInstalment) },
  { key: 'rate', header: 'Rate', numeric: true, cell: (item) => formatPercent(item.interestRate) },
  { key: 'term', header: 'Term', numeric: true, cell: (item) => formatWeeks(item.termWeeks) },
  {
    key: 'status',
    header: 'Status',
    cell: (item) => (
      <>
        <ApplicationStatusBadge status={item.status} />
        {item.guarantorConsent !== 'none' && (
          <div className="mt-1">
            <GuarantorConsentBadge consent={item.guarantorConsent} />
          </div>
        )}
      </>
    ),
  },
  { key: 'applied', header: 'Applied', className: 'whitespace-nowrap', cell: (item) => formatDate(item.createdAt) },
];

/**
 * The wide-screen list: one row per application. A click anywhere on a row opens it; for the
 * keyboard and screen readers the application number is the row's button.
 */
export function ApplicationListTable({ items, onOpen }: TProps) {
  return (
    <DataTable
      label="Applications table"
      caption="Loan applications, newest first"
      className="shadow-sm"
      columns={columnsOf(onOpen)}
      rows={items}
      rowKey={(item) => item.id}
      rowProps={(item) => ({ 'data-testid': 'application-row', 'data-application-number': item.applicationNumber, className: 'cursor-pointer', onClick: () => onOpen(item) })}
    />
  );
}
