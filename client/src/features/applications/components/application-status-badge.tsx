import { Badge, type TBadgeProps } from '@/components/ui/badge';

const VARIANTS: Record<string, TBadgeProps['variant']> = {
  submitted: 'secondary',
  reviewed: 'accent',
  approved: 'success',
  active: 'default',
  completed: 'outline',
  rejected: 'destructive',
  defaulted: 'destructive',
};

export const statusLabel = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);

export function ApplicationStatusBadge({ status }: { status: string }) {
  return (
    <Badge variant={VARIANTS[status] ?? 'outline'} data-testid="application-status">
      {statusLabel(status)}
    </Badge>
  );
}
