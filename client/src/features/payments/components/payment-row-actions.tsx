import { FileText, Mail, Printer, Trash2 } from 'lucide-react';
import { PAYMENT_TEXTS, type TPayment } from '@common/contracts/payments';
import { Button } from '@/components/ui/button';
import { readErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { paymentPdfUrl } from '../api/get-payment-pdf';
import { useResendReceipt } from '../api/resend-receipt';

type TProps = { payment: TPayment; onDelete: (payment: TPayment) => void; compact: boolean };

/** View the PDF receipt (a new tab), print it on the counter's 80 mm roll, e-mail it again, delete the payment (super admin credentials). */
export function PaymentRowActions({ payment, onDelete, compact }: TProps) {
  const resend = useResendReceipt();
  const size = compact ? 'icon' : 'sm';
  // Icons alone in the table (labelled for screen readers); four buttons with words, two a row, on a card.
  const iconOnly = compact ? 'size-9' : 'px-2';

  const resendReceipt = () =>
    resend.mutate(payment.id, {
      onSuccess: (answer) => toast({ title: 'Receipt Resent', description: answer.message }),
      onError: (err) => toast({ title: 'Error', description: readErrorMessage(err) ?? PAYMENT_TEXTS.resendFailed, variant: 'destructive' }),
    });

  return (
    <div className={compact ? 'flex items-center gap-1.5' : 'grid grid-cols-2 gap-2'}>
      <Button asChild variant="outline" size={size} className={iconOnly}>
        <a
          href={paymentPdfUrl(payment.id)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={compact ? `View PDF receipt ${payment.receiptNumber}` : undefined}
          title="View PDF receipt"
          data-testid="payment-row-pdf"
        >
          <FileText aria-hidden="true" />
          {!compact && 'Receipt'}
        </a>
      </Button>
      <Button asChild variant="outline" size={size} className={iconOnly}>
        <a
          href={paymentPdfUrl(payment.id, '80mm')}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={compact ? `Print receipt ${payment.receiptNumber} on 80 mm paper` : undefined}
          title="Print 80 mm receipt (counter printer)"
          data-testid="payment-row-pdf-80mm"
        >
          <Printer aria-hidden="true" />
          {!compact && 'Print 80 mm'}
        </a>
      </Button>
      <Button
        variant="outline"
        size={size}
        className={iconOnly}
        onClick={resendReceipt}
        disabled={resend.isPending}
        aria-label={compact ? `Resend receipt ${payment.receiptNumber} by e-mail` : undefined}
        title="Resend receipt e-mail"
        data-testid="payment-row-resend"
      >
        <Mail aria-hidden="true" />
        {!compact && (resend.isPending ? 'Sending...' : 'Resend')}
      </Button>
      <Button
        variant="outline"
        size={size}
        className={`${iconOnly} text-destructive hover:bg-destructive-soft`}
        onClick={() => onDelete(payment)}
        aria-label={compact ? `Delete payment ${payment.receiptNumber}` : undefined}
        title="Delete payment"
        data-testid="payment-row-delete"
      >
        <Trash2 aria-hidden="true" />
        {!compact && 'Delete'}
      </Button>
    </div>
  );
}
