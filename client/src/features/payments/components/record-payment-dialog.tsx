import { useRef, useState, type FormEvent } from 'react';
import { PAYMENT_TEXTS, type TPayableLoan, type TRecordPaymentResponse } from '@common/contracts/payments';
import { jamaicaToday } from '@common/jamaica-time';
import { formatCents } from '@common/money';
import { can } from '@common/permissions';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { readErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useAuth } from '@/lib/use-auth';
import { useSessionDraft } from '@/lib/use-session-draft';
import { followReceiptEmail } from '../api/get-receipt-email';
import { useLoanLedger } from '../api/get-loan-ledger';
import { useRecordPayment } from '../api/record-payment';
import { newIdempotencyKey } from '../utils/idempotency-key';
import { receiptFollowUpOf, receiptToastOf } from '../utils/receipt-toast';
import { addLateFee, emptyPaymentForm, formForLoan, paymentAmountProblem, paymentDateProblem, toRecordPaymentInput, totalOf, type TPaymentForm } from '../utils/payment-form';
import { PaymentFormFields } from './payment-form-fields';
import { PaymentLoanPicker } from './payment-loan-picker';
import { PaymentLoanSummary } from './payment-loan-summary';

type TProps = {
  /** The loan chosen in the quick search, or null to choose one in the dialog. */
  initialLoan: TPayableLoan | null;
  onClose: () => void;
  /** Told of the payment once it is recorded (the page offers the pledge's redemption when it clears the loan). */
  onRecorded?: (payment: TRecordPaymentResponse) => void;
};

type TPaymentDraft = TPaymentForm & { loan: TPayableLoan | null; idempotencyKey: string };

/**
 * Record Payment. Mounted afresh for each opening: the form starts clean and gets a new idempotency
 * key, which is kept for every retry of this submission so a double click or a retry records once.
 * What is typed is kept as a draft in the tab (with the key) until it is recorded or cancelled, so a
 * reload while the server is away gives it back and still records once.
 */
export function RecordPaymentDialog({ initialLoan, onClose, onRecorded }: TProps) {
  const [today] = useState(() => jamaicaToday());
  const { values: draft, setValues: setDraft, discard } = useSessionDraft<TPaymentDraft>(`pawnbook:draft:payment:${initialLoan?.id ?? 'new'}`, () => ({
    ...(initialLoan ? formForLoan(emptyPaymentForm(today), initialLoan.totals) : emptyPaymentForm(today)),
    loan: initialLoan,
    idempotencyKey: newIdempotencyKey(),
  }));
  const { loan, idempotencyKey, ...form } = draft;
  const [showErrors, setShowErrors] = useState(false);
  const ledger = useLoanLedger(loan?.id ?? null);
  const record = useRecordPayment();
  const { user } = useAuth();
  // The button is disabled once React re-renders; this stops a second click landing before that.
  const submitting = useRef(false);

  const pending = record.isPending;
  const totals = ledger.data?.totals ?? loan?.totals ?? null;
  const amountError = showErrors && loan ? paymentAmountProblem(form.paymentAmount, totals?.outstanding ?? null) : null;
  const dateError = showErrors ? paymentDateProblem(form.paymentDate, today) : null;

  const change = (changes: Partial<TPaymentForm>) => setDraft((d) => ({ ...d, ...changes }));
  const chooseLoan = (next: TPayableLoan) => {
    setDraft((d) => ({ ...d, ...formForLoan(d, next.totals), loan: next }));
    setShowErrors(false);
  };
  const clearLoan = () => setDraft((d) => ({ ...d, loan: null, paymentAmount: '', latePaymentCharge: '0.00' }));
  const close = () => {
    discard();
    onClose();
  };

  const pressLateFee = () => {
    const result = addLateFee(form.latePaymentCharge, loan ? totals : null);
    if (result.ok) change({ latePaymentCharge: result.latePaymentCharge });
    else toast({ title: result.title, ...(result.description ? { description: result.description } : {}), variant: 'destructive' });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending || submitting.current) return;
    if (!loan) {
      toast({ title: PAYMENT_TEXTS.selectLoanFirst, variant: 'destructive' });
      return;
    }
    setShowErrors(true);
    if (paymentAmountProblem(form.paymentAmount, totals?.outstanding ?? null) || paymentDateProblem(form.paymentDate, today)) return;
    submitting.current = true;
    record.mutate(toRecordPaymentInput(form, loan.id, idempotencyKey), {
      onSuccess: (payment) => {
        const canManageEmail = user ? can(user.role, 'email.manage') : false;
        toast(receiptToastOf(payment, payment.receiptEmail, canManageEmail));
        close();
        onRecorded?.(payment);
        if (payment.receiptEmail.state === 'queued') {
          void followReceiptEmail(payment.id, (email) => {
            const next = receiptFollowUpOf(payment, email, canManageEmail);
            if (next) toast(next);
          });
        }
      },
      onError: (err) => toast({ title: 'Error', description: readErrorMessage(err) ?? PAYMENT_TEXTS.recordFailed, variant: 'destructive' }),
      onSettled: () => {
        submitting.current = false;
      },
    });
  };

  const total = totalOf(form);
  const ledgerState = ledger.isError ? 'error' : ledger.data ? 'ready' : 'loading';

  return (
    <Dialog open onOpenChange={(open) => !open && !pending && close()}>
      <DialogContent size="lg" className="max-w-2xl" data-testid="payment-dialog">
        <DialogHeader>
          <DialogTitle>Record Payment</DialogTitle>
          <DialogDescription>For an approved or active loan. A PDF receipt is e-mailed to the borrower.</DialogDescription>
        </DialogHeader>
        <form className="grid gap-5" onSubmit={submit} noValidate>
          {loan && totals ? (
            <PaymentLoanSummary loan={loan} totals={totals} ledgerState={ledgerState} today={ledger.data?.today ?? today} onChange={clearLoan} disabled={pending} />
          ) : (
            <PaymentLoanPicker onChoose={chooseLoan} />
          )}
          <PaymentFormFields
            form={form}
            onChange={change}
            onAddLateFee={pressLateFee}
            maxAmount={totals?.outstanding ?? null}
            amountError={amountError}
            dateError={dateError}
            today={today}
            disabled={pending}
          />
          <p className="rounded-md bg-secondary px-3 py-2 text-sm" aria-live="polite">
            Total received: <span className="font-semibold tabular-nums" data-testid="payment-total">{formatCents(total)}</span>
          </p>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending} data-testid="payment-submit">
              {pending ? 'Recording...' : 'Record Payment'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
