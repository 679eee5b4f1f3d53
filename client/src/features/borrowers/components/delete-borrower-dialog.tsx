import type { TBorrowerSummary } from '@common/contracts/borrowers';
import { SuperAdminCredentialsDialog } from '@/components/super-admin-credentials-dialog';
import { readErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDeleteBorrower } from '../api/delete-borrower';

type TProps = { borrower: TBorrowerSummary | null; onClose: () => void };

/** Delete Borrower: the spec's warning, the borrower's name and e-mail, and a super admin's credentials. */
export function DeleteBorrowerDialog({ borrower, onClose }: TProps) {
  const remove = useDeleteBorrower();

  const confirm = async (credentials: { email: string; password: string }) => {
    if (!borrower) return;
    try {
      await remove.mutateAsync({ id: borrower.id, ...credentials });
    } catch (err) {
      toast({ title: 'Error', description: readErrorMessage(err) ?? 'Failed to delete borrower', variant: 'destructive' });
      // The dialog stays open and shows the same message under the fields.
      throw err;
    }
    toast({ title: 'Borrower Deleted', description: `${borrower.name} and their loan history have been removed.` });
    onClose();
  };

  return (
    <SuperAdminCredentialsDialog
      open={borrower !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Delete Borrower"
      description={
        borrower && (
          <div className="grid gap-2">
            <p>This permanently removes the borrower with all their loan history and data. This cannot be undone.</p>
            <p className="rounded-md bg-muted px-3 py-2 text-foreground">
              <strong className="block">{borrower.name}</strong>
              <span className="break-all">{borrower.email}</span>
            </p>
          </div>
        )
      }
      confirmLabel="Delete Borrower"
      pendingLabel="Deleting..."
      onConfirm={confirm}
      testId="delete-borrower-dialog"
    />
  );
}
