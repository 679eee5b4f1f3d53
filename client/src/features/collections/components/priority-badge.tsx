import type { TCollectionPriority } from '@common/contracts/collections';
import { StatusBadge } from '@/components/status-badge';
import { PRIORITY_LABELS, PRIORITY_TONES } from '../utils/collection-labels';

export function PriorityBadge({ priority }: { priority: TCollectionPriority }) {
  return (
    <StatusBadge tone={PRIORITY_TONES[priority]} data-testid="collection-priority">
      {PRIORITY_LABELS[priority]}
    </StatusBadge>
  );
}
