import { PAYMENT_TEXTS, type TPayment } from '@common/contracts/payments';
import { SuperAdminCredentialsDialog } from '@/components/super-admin-credentials-dialog';
import { readErrorMessage } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useDeletePayment } from '../api/delete-payment';

type TProps = { payment: TPayment | null; onClose: () => void };

/** Delete Payment: only with a super admin's e-mail and password, checked by the server. */
export function DeletePaymentDialog({ payment, onClose }: TProps) {
  const remove = useDeletePayment();

  const confirm = async (credentials: { email: string; password: string }) => {
    if (!payment) return;
    try {
      await remove.mutateAsync({ id: payment.id, loanApplicationId: payment.loanApplicationId, ...credentials });
    } catch (err) {
      const message = readErrorMessage(err);
      toast({ title: PAYMENT_TEXTS.deleteFailed, ...(message ? { description: message } : {}), variant: 'destructive' });
      // The dialog stays open and shows the same message under the fields.
      throw err;
    }
    toast({ title: 'Payment Deleted', description: `Payment ${payment.receiptNumber} has been deleted.` });
    onClose();
  };

  return (
    <SuperAdminCredentialsDialog
      open={payment !== null}
      onOpenChange={(open) => !open && onClose()}
      title={PAYMENT_TEXTS.deleteButton}
      description={
        payment && (
          <p>
            This permanently deletes payment <strong className="font-mono whitespace-nowrap text-foreground">{payment.receiptNumber}</strong> of{' '}
            {formatMoney(payment.totalAmount)} by <strong className="text-foreground">{payment.borrowerName}</strong> ({payment.applicationNumber}); the loan
            owes that amount again. This cannot be undone.
          </p>
        )
      }
      confirmLabel={PAYMENT_TEXTS.deleteButton}
      pendingLabel={PAYMENT_TEXTS.deleting}
      onConfirm={confirm}
      testId="delete-payment-dialog"
    />
  );
}
