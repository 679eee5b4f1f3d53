import type { TPayment } from '@common/contracts/payments';
import { PaymentStatusBadge } from '@/components/payment-status-badge';
import { formatDate } from '@/lib/format';
import { paymentMethodLabel } from '../utils/payment-method';
import { PaymentAmount } from './payment-amount';
import { PaymentRowActions } from './payment-row-actions';

/** Recent Payments on a phone: one card per payment with the same facts and actions as a table row. */
export function PaymentCard({ payment: p, onDelete }: { payment: TPayment; onDelete: (payment: TPayment) => void }) {
  return (
    <article data-testid="payment-row" data-receipt-number={p.receiptNumber} className="grid gap-3 rounded-lg border border-border bg-card p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h4 className="font-mono text-sm font-semibold">{p.receiptNumber}</h4>
          <p className="font-medium">{p.borrowerName}</p>
          <p className="font-mono text-xs text-muted-foreground">{p.applicationNumber}</p>
        </div>
        <PaymentStatusBadge status={p.status} />
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-xs font-medium text-muted-foreground">Amount</dt>
          <dd>
            <PaymentAmount payment={p} />
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-muted-foreground">Method · Date</dt>
          <dd className="font-medium">
            {paymentMethodLabel(p.paymentMethod)}
            <br />
            {formatDate(p.paymentDate)}
          </dd>
        </div>
      </dl>
      <PaymentRowActions payment={p} onDelete={onDelete} compact={false} />
    </article>
  );
}
