import {
  EMAIL_OUTBOX_STATUSES,
  type TEmailOutboxItem,
  type TEmailOutboxListResponse,
  type TEmailOutboxPassResponse,
  type TEmailOutboxStatus,
} from '@common/contracts/email-outbox';
import { formatDateTime } from '@/lib/format';

export type TOutboxFilter = 'all' | TEmailOutboxStatus;
export const OUTBOX_FILTERS: readonly TOutboxFilter[] = ['all', ...EMAIL_OUTBOX_STATUSES];

export const OUTBOX_STATUS_LABELS: Record<TEmailOutboxStatus, string> = {
  pending: 'Pending',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

// The kinds the server queues today; a kind added later still reads as words.
const KIND_LABELS: Record<string, string> = {
  application_confirmation: 'Application confirmation',
  payment_receipt: 'Payment receipt',
};

/** "payment_receipt" -> "Payment receipt". */
export function outboxKindLabel(kind: string): string {
  const known = KIND_LABELS[kind];
  if (known) return known;
  const words = kind.replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words === '' ? 'Email' : words.charAt(0).toUpperCase() + words.slice(1);
}

/** The filter's options with how many messages each holds ("Failed (2)"). */
export function outboxFilterOptions(counts: TEmailOutboxListResponse['counts'] | undefined): { value: TOutboxFilter; label: string }[] {
  const total = counts ? EMAIL_OUTBOX_STATUSES.reduce((sum, s) => sum + counts[s], 0) : null;
  return OUTBOX_FILTERS.map((value) => {
    const name = value === 'all' ? 'All' : OUTBOX_STATUS_LABELS[value];
    const count = value === 'all' ? total : counts ? counts[value] : null;
    return { value, label: count === null ? name : `${name} (${count})` };
  });
}

/** Only a message nobody is sending and that has not gone out can be put back in line. */
export function canRetryOutbox(item: Pick<TEmailOutboxItem, 'status'>): boolean {
  return item.status === 'failed' || item.status === 'pending';
}

/** What the row says about when: sent at, the next attempt, or that it stopped trying. */
export function outboxTiming(item: TEmailOutboxItem, now: Date = new Date()): { label: string; value: string } {
  switch (item.status) {
    case 'sent':
      return { label: 'Sent', value: formatDateTime(item.sentAt) };
    case 'sending':
      return { label: 'Next attempt', value: 'Being sent now' };
    case 'failed':
    case 'cancelled':
      return { label: 'Next attempt', value: 'None' };
    case 'pending': {
      const at = item.nextAttemptAt ? new Date(item.nextAttemptAt) : null;
      if (!at || Number.isNaN(at.getTime()) || at <= now) return { label: 'Next attempt', value: 'Due now' };
      return { label: 'Next attempt', value: formatDateTime(at) };
    }
  }
}

const emails = (n: number) => `${n} ${n === 1 ? 'email' : 'emails'}`;

/** The toast after "Send now": what the pass did, in one sentence. */
export function sendNowSummary(result: TEmailOutboxPassResponse): string {
  const parts: string[] = [];
  if (result.sent > 0) parts.push(`${emails(result.sent)} sent`);
  if (result.retrying > 0) parts.push(`${emails(result.retrying)} could not be sent and will be retried`);
  if (result.failed > 0) parts.push(`${emails(result.failed)} failed`);
  if (result.waiting > 0) parts.push(`${emails(result.waiting)} waiting for an active email configuration`);
  if (parts.length === 0) return 'No emails were due to be sent.';
  const last = parts.pop() ?? '';
  const sentence = parts.length === 0 ? last : `${parts.join(', ')} and ${last}`;
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`;
}
