import { FileText } from 'lucide-react';
import { PAYMENT_TEXTS, type TBorrowerPayment } from '@common/contracts/payments';
import { PaymentStatusBadge } from '@/components/payment-status-badge';
import { StatusBadge } from '@/components/status-badge';
import { Button } from '@/components/ui/button';
import { formatDate, formatMoney } from '@/lib/format';
import { includesLateFee, paymentMethodText } from '../utils/payment-display';

/** One of the borrower's payments: total, status, the split, the loan, method, notes and the receipt. */
export function PaymentHistoryItem({ payment: p }: { payment: TBorrowerPayment }) {
  const lateFee = includesLateFee(p.latePaymentCharge);
  return (
    <article className="grid gap-3 rounded-lg border border-border bg-card p-4" data-testid="borrower-payment" data-receipt-number={p.receiptNumber}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-xl font-semibold tabular-nums">{formatMoney(p.totalAmount)}</p>
          <p className="text-sm text-muted-foreground">
            {formatDate(p.paymentDate)} · <span className="font-mono">{p.receiptNumber}</span>
          </p>
        </div>
        <div className="flex flex-wrap gap-1.5">
          {lateFee && (
            <StatusBadge tone="attention" data-testid="borrower-payment-late-badge">
              {PAYMENT_TEXTS.includesLateFee}
            </StatusBadge>
          )}
          <PaymentStatusBadge status={p.status} />
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-xs font-medium text-muted-foreground">Payment</dt>
          <dd className="font-medium tabular-nums">{formatMoney(p.paymentAmount)}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-muted-foreground">Late charge</dt>
          <dd className="font-medium tabular-nums">{formatMoney(p.latePaymentCharge)}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-muted-foreground">Application</dt>
          <dd className="font-mono text-xs font-semibold">{p.applicationNumber}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-muted-foreground">Method</dt>
          <dd className="font-medium">{paymentMethodText(p.paymentMethod)}</dd>
        </div>
        <div className="col-span-2 sm:col-span-4">
          <dt className="text-xs font-medium text-muted-foreground">Balance after this payment</dt>
          <dd className="font-medium tabular-nums">{formatMoney(p.balanceAfter)}</dd>
        </div>
        {p.notes && (
          <div className="col-span-2 sm:col-span-4">
            <dt className="text-xs font-medium text-muted-foreground">Notes</dt>
            <dd className="break-words whitespace-pre-line">{p.notes}</dd>
          </div>
        )}
      </dl>
      <div>
        <Button asChild variant="outline" size="sm">
          <a href={p.receiptUrl} target="_blank" rel="noopener noreferrer" data-testid="borrower-receipt-link">
            <FileText aria-hidden="true" />
            {PAYMENT_TEXTS.viewReceipt}
          </a>
        </Button>
      </div>
    </article>
  );
}
