import type { TVerificationField } from '@common/application-status';
import { Badge, type TBadgeProps } from '@/components/ui/badge';

const STYLES: Record<string, { label: string; variant: TBadgeProps['variant'] }> = {
  pending: { label: 'Pending', variant: 'outline' },
  verified: { label: 'Verified', variant: 'success' },
  rejected: { label: 'Rejected', variant: 'destructive' },
};

export function VerificationBadge({ field, status }: { field: TVerificationField; status: string }) {
  const style = STYLES[status] ?? { label: status, variant: 'outline' as const };
  return (
    <Badge variant={style.variant} data-testid={`verification-badge-${field}`} data-status={status}>
      {style.label}
    </Badge>
  );
}
