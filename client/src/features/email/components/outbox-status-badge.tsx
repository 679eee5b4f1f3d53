import type { TEmailOutboxStatus } from '@common/contracts/email-outbox';
import { Badge, type TBadgeProps } from '@/components/ui/badge';
import { OUTBOX_STATUS_LABELS } from '../utils/outbox-display';

const VARIANTS: Record<TEmailOutboxStatus, TBadgeProps['variant']> = {
  pending: 'accent',
  sending: 'secondary',
  sent: 'success',
  failed: 'destructive',
  cancelled: 'outline',
};

export function OutboxStatusBadge({ status }: { status: TEmailOutboxStatus }) {
  return <Badge variant={VARIANTS[status]}>{OUTBOX_STATUS_LABELS[status]}</Badge>;
}
