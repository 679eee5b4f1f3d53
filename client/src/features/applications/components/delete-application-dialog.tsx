import type { TPawnLoanListItem } from '@common/contracts/pawn-loans-list';
import { SuperAdminCredentialsDialog } from '@/components/super-admin-credentials-dialog';
import { readErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDeletePawnLoan } from '../api/delete-pawn-loan';

type TProps = { application: TPawnLoanListItem | null; onClose: () => void };

/** Delete Application: only with a super admin's e-mail and password, checked by the server. */
export function DeleteApplicationDialog({ application, onClose }: TProps) {
  const remove = useDeletePawnLoan();

  const confirm = async (credentials: { email: string; password: string }) => {
    if (!application) return;
    try {
      await remove.mutateAsync({ id: application.id, ...credentials });
    } catch (err) {
      const message = readErrorMessage(err);
      toast({ title: 'Failed to delete application', ...(message ? { description: message } : {}), variant: 'destructive' });
      // The dialog stays open and shows the same message under the fields.
      throw err;
    }
    toast({ title: 'Application Deleted', description: `Application ${application.applicationNumber} has been deleted.` });
    onClose();
  };

  return (
    <SuperAdminCredentialsDialog
      open={application !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Delete Application"
      description={
        application && (
          <p>
            This permanently deletes application <strong className="font-mono whitespace-nowrap text-foreground">{application.applicationNumber}</strong> of{' '}
            <strong className="text-foreground">{application.borrowerName}</strong>. This cannot be undone.
          </p>
        )
      }
      confirmLabel="Delete Application"
      pendingLabel="Deleting..."
      onConfirm={confirm}
      testId="delete-application-dialog"
    />
  );
}
