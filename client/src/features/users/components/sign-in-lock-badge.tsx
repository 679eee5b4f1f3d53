import { Lock } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { formatDateTime } from '@/lib/format';

/** Shown on an account locked out by too many failed sign-ins (at one IP or everywhere). */
export function SignInLockBadge({ lockedUntil }: { lockedUntil: string }) {
  const until = formatDateTime(lockedUntil);
  return (
    <Badge variant="destructive" className="gap-1" title={`Sign-in locked until ${until}`} data-testid="user-locked">
      <Lock className="size-3" aria-hidden="true" />
      Locked
      <span className="sr-only"> until {until}</span>
    </Badge>
  );
}
