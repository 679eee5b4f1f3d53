import { Badge } from '@/components/ui/badge';

export function UserStatusBadge({ isActive }: { isActive: boolean }) {
  return (
    <Badge variant={isActive ? 'success' : 'destructive'} data-testid="user-status">
      {isActive ? 'Active' : 'Inactive'}
    </Badge>
  );
}
