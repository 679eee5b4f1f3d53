import { humanizeStatus, type TStatusTone } from './status-display';

/** Spec staff-area section 4: a payment's status is green when completed, yellow when pending, red otherwise. */
export function paymentStatusTone(status: string): TStatusTone {
  if (status === 'completed') return 'success';
  if (status === 'pending') return 'attention';
  return 'danger';
}

/** "completed" -> "Completed", "partially_paid" -> "Partially paid"; an empty status reads "Unknown". */
export function paymentStatusLabel(status: string): string {
  return humanizeStatus(status);
}
