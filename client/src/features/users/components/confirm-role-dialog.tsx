import { ShieldAlert } from 'lucide-react';
import type { TAdminUser } from '@common/contracts/admin-users';
import { ROLE_LABELS, type TRole } from '@common/roles';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { readErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { getDisplayName } from '@/lib/user-display';
import { useUpdateAdminUser } from '../api/update-admin-user';
import { ROLE_ACCESS } from '../utils/role-access';

export type TRoleChange = { user: TAdminUser; role: TRole };

type TProps = { change: TRoleChange | null; onClose: () => void };

/**
 * Asks before a role is saved: a role decides what a person may see. Cancel leaves the old role (the
 * picker shows the saved role, so it reads right again at once); Change role saves it.
 */
export function ConfirmRoleDialog({ change, onClose }: TProps) {
  const update = useUpdateAdminUser();
  const name = change ? getDisplayName(change.user) : '';
  const from = change ? ROLE_LABELS[change.user.role] : '';
  const to = change ? ROLE_LABELS[change.role] : '';

  const confirm = () => {
    if (!change) return;
    update.mutate(
      { id: change.user.id, changes: { role: change.role } },
      {
        onSuccess: () => {
          toast({ title: 'User Updated', description: `${name} is now ${to}.` });
          onClose();
        },
        onError: (err) =>
          toast({ title: 'Update Failed', description: readErrorMessage(err) ?? 'Failed to update user', variant: 'destructive' }),
      },
    );
  };

  return (
    <Dialog open={change !== null} onOpenChange={(open) => !open && !update.isPending && onClose()}>
      <DialogContent size="sm" data-testid="um-role-confirm-dialog">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <ShieldAlert className="size-5" aria-hidden="true" />
            Change Role?
          </DialogTitle>
          <DialogDescription>
            <strong className="text-foreground">{name}</strong> goes from {from} to <strong className="text-foreground">{to}</strong>. This changes what
            they may see and do at once.
          </DialogDescription>
        </DialogHeader>
        {change && (
          <dl className="grid gap-2 rounded-md border border-border p-3 text-sm">
            <div>
              <dt className="font-medium">Now ({from})</dt>
              <dd className="text-muted-foreground">{ROLE_ACCESS[change.user.role]}</dd>
            </div>
            <div>
              <dt className="font-medium">After ({to})</dt>
              <dd className="text-muted-foreground" data-testid="um-role-confirm-access">
                {ROLE_ACCESS[change.role]}
              </dd>
            </div>
          </dl>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={update.isPending} data-testid="um-role-cancel">
            Cancel
          </Button>
          <Button onClick={confirm} disabled={update.isPending} data-testid="um-role-confirm">
            {update.isPending ? 'Saving...' : `Make ${to}`}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
