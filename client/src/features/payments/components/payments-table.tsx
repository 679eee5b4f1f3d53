import type { TPayment } from '@common/contracts/payments';
import { PaymentStatusBadge } from '@/components/payment-status-badge';
import { formatDate } from '@/lib/format';
import { paymentMethodLabel } from '../utils/payment-method';
import { PaymentAmount } from './payment-amount';
import { PaymentRowActions } from './payment-row-actions';
import { ScrollRegion } from '@/components/scroll-region';

const HEAD = 'px-3 py-2.5 text-left text-xs font-semibold tracking-wide text-muted-foreground uppercase';
const CELL = 'px-3 py-3 align-top';

/** Recent Payments on a wide screen: the spec's seven columns. */
export function PaymentsTable({ items, onDelete }: { items: TPayment[]; onDelete: (payment: TPayment) => void }) {
  return (
    <ScrollRegion label="Payments table" className="rounded-lg border border-border bg-card">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">Payments, newest first</caption>
        <thead className="border-b border-border bg-muted/60">
          <tr>
            <th scope="col" className={HEAD}>Receipt #</th>
            <th scope="col" className={HEAD}>Borrower</th>
            <th scope="col" className={`${HEAD} text-right`}>Amount</th>
            <th scope="col" className={HEAD}>Method</th>
            <th scope="col" className={HEAD}>Date</th>
            <th scope="col" className={HEAD}>Status</th>
            <th scope="col" className={HEAD}>Actions</th>
          </tr>
        </thead>
        <tbody>
          {items.map((p) => (
            <tr key={p.id} data-testid="payment-row" data-receipt-number={p.receiptNumber} className="border-b border-border last:border-0 hover:bg-muted/40">
              <td className={`${CELL} font-mono text-xs font-semibold whitespace-nowrap`}>{p.receiptNumber}</td>
              <td className={CELL}>
                <div className="font-medium">{p.borrowerName}</div>
                <div className="font-mono text-xs whitespace-nowrap text-muted-foreground">{p.applicationNumber}</div>
              </td>
              <td className={`${CELL} text-right`}>
                <PaymentAmount payment={p} noWrap />
              </td>
              <td className={`${CELL} whitespace-nowrap`}>{paymentMethodLabel(p.paymentMethod)}</td>
              <td className={`${CELL} whitespace-nowrap`}>{formatDate(p.paymentDate)}</td>
              <td className={CELL}>
                <PaymentStatusBadge status={p.status} />
              </td>
              <td className={`${CELL} py-2 whitespace-nowrap`}>
                <PaymentRowActions payment={p} onDelete={onDelete} compact />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
