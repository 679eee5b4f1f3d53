import { PAYMENT_METHOD_LABELS, type TPaymentMethod } from '@common/contracts/payments';
import { toCents } from '@common/money';

/** Spec staff-area section 4: completed green, pending yellow, anything else red. */
export function paymentStatusClasses(status: string): string {
  if (status === 'completed') return 'border-transparent bg-success-soft text-success';
  if (status === 'pending') return 'border-transparent bg-warning-soft text-warning-text';
  return 'border-transparent bg-destructive-soft text-destructive';
}

export function paymentStatusText(status: string): string {
  if (!status) return 'Unknown';
  const words = status.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

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
