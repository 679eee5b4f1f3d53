// Spec staff-area section 4: completed green, pending yellow, anything else red.

export type TPaymentStatusTone = 'completed' | 'pending' | 'other';

export function paymentStatusTone(status: string): TPaymentStatusTone {
  if (status === 'completed') return 'completed';
  if (status === 'pending') return 'pending';
  return 'other';
}

export const PAYMENT_STATUS_CLASSES: Record<TPaymentStatusTone, string> = {
  completed: 'border-transparent bg-success-soft text-success',
  pending: 'border-transparent bg-warning-soft text-warning-text',
  other: 'border-transparent bg-destructive-soft text-destructive',
};

/** "completed" -> "Completed", "partially_paid" -> "Partially paid"; an empty status reads "Unknown". */
export function paymentStatusLabel(status: string): string {
  if (!status) return 'Unknown';
  const words = status.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
