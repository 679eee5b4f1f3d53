import { PAYMENT_METHOD_LABELS, type TPaymentMethod } from '@common/contracts/payments';
import { toCents } from '@common/money';

export function paymentMethodText(method: string): string {
  return PAYMENT_METHOD_LABELS[method as TPaymentMethod] ?? method;
}

/** A payment "includes a late fee" when its late charge is more than zero. */
export function includesLateFee(latePaymentCharge: string): boolean {
  return (toCents(latePaymentCharge) ?? 0) > 0;
}

/** True for an amount above zero ("0.00", "", bad input: false). */
export function isPositiveAmount(amount: string | null | undefined): boolean {
  return amount ? (toCents(amount) ?? 0) > 0 : false;
}
