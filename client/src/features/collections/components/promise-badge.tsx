import type { TPromise } from '@common/contracts/collections';
import { StatusBadge } from '@/components/status-badge';
import { formatDate, formatMoney } from '@/lib/format';
import { PROMISE_LABELS, PROMISE_TONES } from '../utils/collection-labels';

/** A promise to pay: its state, and what and when was promised in its title for a pointer and in text for a reader. */
export function PromiseBadge({ promise }: { promise: TPromise }) {
  const what = `${formatMoney(promise.amount)} by ${formatDate(promise.date)}`;
  return (
    <StatusBadge tone={PROMISE_TONES[promise.state]} title={what} data-testid="collection-promise" data-state={promise.state}>
      {PROMISE_LABELS[promise.state]}
      <span className="sr-only">: {what}</span>
    </StatusBadge>
  );
}
