import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import type { TPublicUser } from '@common/contracts/auth';
import { SuperAdminCredentialsDialog } from '@/components/super-admin-credentials-dialog';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { readErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { getDisplayName } from '@/lib/user-display';
import { useDeleteAdminUser } from '../api/delete-admin-user';

type TProps = { user: TPublicUser | null; onClose: () => void };

/**
 * Deleting a user takes two steps (spec section 2): a confirmation naming the account, then a super
 * admin's e-mail and password, which the server checks before anything is removed.
 */
export function DeleteUserDialogs({ user, onClose }: TProps) {
  const [step, setStep] = useState<'confirm' | 'verify'>('confirm');
  const remove = useDeleteAdminUser();
  const name = user ? getDisplayName(user) : '';

  const close = () => {
    setStep('confirm');
    onClose();
  };

  const confirmDelete = async (credentials: { email: string; password: string }) => {
    if (!user) return;
    try {
      await remove.mutateAsync({ id: user.id, credentials });
    } catch (err) {
      toast({ title: 'Delete Failed', description: readErrorMessage(err) ?? 'Failed to delete user', variant: 'destructive' });
      // The credentials dialog stays open and shows the same message beside the fields.
      throw err;
    }
    toast({ title: 'User Deleted', description: `${name} (${user.email}) has been deleted.` });
    close();
  };

  return (
    <>
      <Dialog open={user !== null && step === 'confirm'} onOpenChange={(open) => !open && close()}>
        <DialogContent size="sm" data-testid="user-delete-dialog">
          <DialogHeader>
            <DialogTitle className="flex items-center gap-2">
              <Trash2 className="size-5 text-destructive" aria-hidden="true" />
              Delete User
            </DialogTitle>
            <DialogDescription>
              Are you sure you want to delete <strong className="text-foreground">{name}</strong>
              {user && name !== user.email && <> ({user.email})</>}? They will no longer be able to sign in. This cannot be undone.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button variant="destructive" onClick={() => setStep('verify')} data-testid="user-delete-confirm">
              Delete User
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <SuperAdminCredentialsDialog
        open={user !== null && step === 'verify'}
        onOpenChange={(open) => !open && close()}
        title="Super Admin Verification"
        description={
          <>
            Deleting <strong className="text-foreground">{name}</strong> needs a super admin&apos;s confirmation.
          </>
        }
        confirmLabel="Verify & Delete User"
        pendingLabel="Verifying & Deleting..."
        onConfirm={confirmDelete}
        testId="user-delete-verify-dialog"
      />
    </>
  );
}
