import type { TPayment } from '@common/contracts/payments';
import { PaymentStatusBadge } from '@/components/payment-status-badge';
import { DataTable, type TDataColumn } from '@/components/ui/data-table';
import { formatDate } from '@/lib/format';
import { paymentMethodLabel } from '../utils/payment-method';
import { PaymentAmount } from './payment-amount';
import { PaymentRowActions } from './payment-row-actions';

const columnsOf = (onDelete: (payment: TPayment) => void): TDataColumn<TPayment>[] => [
  { key: 'receipt', header: 'Receipt #', className: 'font-mono text-xs font-semibold whitespace-nowrap', cell: (p) => p.receiptNumber },
  {
    key: 'borrower',
    header: 'Borrower',
    cell: (p) => (
      <>
        <div className="font-medium">{p.borrowerName}</div>
        <div className="font-mono text-xs whitespace-nowrap text-muted-foreground">{p.applicationNumber}</div>
      </>
    ),
  },
  { key: 'amount', header: 'Amount', numeric: true, cell: (p) => <PaymentAmount payment={p} noWrap /> },
  { key: 'method', header: 'Method', className: 'whitespace-nowrap', cell: (p) => paymentMethodLabel(p.paymentMethod) },
  { key: 'date', header: 'Date', className: 'whitespace-nowrap', cell: (p) => formatDate(p.paymentDate) },
  { key: 'status', header: 'Status', cell: (p) => <PaymentStatusBadge status={p.status} /> },
  { key: 'actions', header: 'Actions', className: 'py-2 whitespace-nowrap', cell: (p) => <PaymentRowActions payment={p} onDelete={onDelete} compact /> },
];

/** Recent Payments on a wide screen: the spec's seven columns. */
export function PaymentsTable({ items, onDelete }: { items: TPayment[]; onDelete: (payment: TPayment) => void }) {
  return (
    <DataTable
      label="Payments table"
      caption="Payments, newest first"
      columns={columnsOf(onDelete)}
      rows={items}
      rowKey={(p) => p.id}
      rowProps={(p) => ({ 'data-testid': 'payment-row', 'data-receipt-number': p.receiptNumber })}
    />
  );
}
