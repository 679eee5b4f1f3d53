import { Badge, type TBadgeProps } from '@/components/ui/badge';
import { statusName } from '../utils/status-name';

const VARIANTS: Record<string, TBadgeProps['variant']> = {
  submitted: 'secondary',
  reviewed: 'accent',
  approved: 'success',
  active: 'default',
  completed: 'outline',
  rejected: 'destructive',
  defaulted: 'destructive',
};

export function AccountingStatusBadge({ status }: { status: string }) {
  return <Badge variant={VARIANTS[status] ?? 'outline'}>{statusName(status)}</Badge>;
}
