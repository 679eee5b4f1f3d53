import { LockOpen } from 'lucide-react';
import type { TAdminUser } from '@common/contracts/admin-users';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { readErrorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/lib/toast';
import { getDisplayName } from '@/lib/user-display';
import { useUnlockSignIn } from '../api/unlock-sign-in';

type TProps = { user: TAdminUser | null; onClose: () => void };

/**
 * The super admin's confirmation before an account's sign-in lock is cleared: its failed attempts
 * (at every IP) are forgotten and the person can sign in again at once. The server audits it.
 */
export function UnlockSignInDialog({ user, onClose }: TProps) {
  const unlock = useUnlockSignIn();
  const name = user ? getDisplayName(user) : '';

  const confirm = () => {
    if (!user) return;
    unlock.mutate(user.id, {
      onSuccess: () => {
        toast({ title: 'Sign-in Unlocked', description: `${name} can sign in again.` });
        onClose();
      },
      onError: (err) =>
        toast({ title: 'Unlock Failed', description: readErrorMessage(err) ?? 'Failed to unlock sign-in', variant: 'destructive' }),
    });
  };

  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && !unlock.isPending && onClose()}>
      <DialogContent size="sm" data-testid="user-unlock-dialog">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <LockOpen className="size-5" aria-hidden="true" />
            Unlock Sign-in
          </DialogTitle>
          <DialogDescription>
            <strong className="text-foreground">{name}</strong>
            {user && name !== user.email && <> ({user.email})</>} is locked out after too many failed sign-ins
            {user?.lockedUntil && <> until {formatDateTime(user.lockedUntil)}</>}. Unlocking forgets those attempts, so they
            can sign in again now. Only do this once you know it was them.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={unlock.isPending}>
            Cancel
          </Button>
          <Button onClick={confirm} disabled={unlock.isPending} data-testid="user-unlock-confirm">
            {unlock.isPending ? 'Unlocking...' : 'Unlock sign-in'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
