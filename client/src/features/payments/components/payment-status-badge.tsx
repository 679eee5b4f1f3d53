import { Badge } from '@/components/ui/badge';
import { PAYMENT_STATUS_CLASSES, paymentStatusLabel, paymentStatusTone } from '../utils/payment-status';

export function PaymentStatusBadge({ status }: { status: string }) {
  const tone = paymentStatusTone(status);
  return (
    <Badge variant="outline" className={PAYMENT_STATUS_CLASSES[tone]} data-testid="payment-status" data-status={status}>
      {paymentStatusLabel(status)}
    </Badge>
  );
}
