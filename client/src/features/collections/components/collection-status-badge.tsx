import type { TCollectionStatus } from '@common/contracts/collections';
import { StatusBadge } from '@/components/status-badge';
import { STATUS_LABELS, STATUS_TONES } from '../utils/collection-labels';

export function CollectionStatusBadge({ status }: { status: TCollectionStatus }) {
  return (
    <StatusBadge tone={STATUS_TONES[status]} data-testid="collection-status">
      {STATUS_LABELS[status]}
    </StatusBadge>
  );
}
