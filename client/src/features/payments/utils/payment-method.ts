import { PAYMENT_METHOD_LABELS, type TPaymentMethod } from '@common/contracts/payments';

/** "bank_transfer" -> "Bank Transfer"; a method this build does not know is shown as sent. */
export function paymentMethodLabel(method: string): string {
  return PAYMENT_METHOD_LABELS[method as TPaymentMethod] ?? method;
}
