import { ROLE_LABELS, type TRole } from '@common/roles';
import { Badge } from '@/components/ui/badge';
import { getRoleBadge } from '@/lib/user-display';

/**
 * The role in staff lists: the nav badge's colours, but the exact role name, because here an admin
 * must tell an admin from a super admin (the nav badge reads 'Admin' for both).
 */
export function UserRoleBadge({ role }: { role: TRole }) {
  return (
    <Badge variant={getRoleBadge(role).variant} data-testid="user-role">
      {ROLE_LABELS[role]}
    </Badge>
  );
}
