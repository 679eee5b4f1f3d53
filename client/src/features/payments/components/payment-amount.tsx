import type { TPayment } from '@common/contracts/payments';
import { toCents } from '@common/money';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format';

/** The total received, and the late charge when one is part of it (the payment itself is the difference). */
export function PaymentAmount({ payment, noWrap = false }: { payment: Pick<TPayment, 'latePaymentCharge' | 'totalAmount'>; noWrap?: boolean }) {
  const hasLateCharge = (toCents(payment.latePaymentCharge) ?? 0) > 0;
  return (
    <div className="tabular-nums">
      <div className="font-semibold whitespace-nowrap">{formatMoney(payment.totalAmount)}</div>
      {hasLateCharge && (
        <div className={cn('text-xs text-muted-foreground', noWrap && 'whitespace-nowrap')} data-testid="payment-row-late-charge">
          incl. {formatMoney(payment.latePaymentCharge)} late charge
        </div>
      )}
    </div>
  );
}
