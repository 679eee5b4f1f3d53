import type { TRole } from '@common/roles';
import { Badge } from '@/components/ui/badge';
import { getRoleBadge } from '@/lib/user-display';

export function RoleBadge({ role, className }: { role: TRole; className?: string }) {
  const { label, variant } = getRoleBadge(role);
  return (
    <Badge variant={variant} className={className} data-testid="role-badge">
      {label}
    </Badge>
  );
}
