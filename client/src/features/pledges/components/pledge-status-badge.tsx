import { PLEDGE_STATUS_LABELS, type TPledgeStatus } from '@common/contracts/pledges';
import { StatusBadge } from '@/components/status-badge';
import { PLEDGE_STATUS_TONES } from '../utils/pledge-labels';

export function PledgeStatusBadge({ status }: { status: TPledgeStatus }) {
  return (
    <StatusBadge tone={PLEDGE_STATUS_TONES[status]} data-testid="pledge-status" data-status={status}>
      {PLEDGE_STATUS_LABELS[status]}
    </StatusBadge>
  );
}
