import { PAWN_ITEM_STATUS_LABELS, type TPawnItemStatus } from '@common/contracts/pledges';
import { StatusBadge } from '@/components/status-badge';
import { ITEM_STATUS_TONES } from '../utils/pledge-labels';

export function ItemStatusBadge({ status }: { status: TPawnItemStatus }) {
  return (
    <StatusBadge tone={ITEM_STATUS_TONES[status]} data-testid="pawn-item-status" data-status={status}>
      {PAWN_ITEM_STATUS_LABELS[status]}
    </StatusBadge>
  );
}
