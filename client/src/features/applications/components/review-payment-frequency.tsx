import { useId } from 'react';
import { FREQUENCY_LABELS, PAYMENT_FREQUENCIES, type TPaymentFrequency } from '@common/application-status';
import type { TPawnLoanListItem } from '@common/contracts/pawn-loans-list';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { readErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useUpdatePaymentFrequency } from '../api/update-payment-frequency';
import { canChangeFrequency, paymentAmountText, paymentCoverText, paymentLabelFor } from '../utils/review';

const isFrequency = (value: string): value is TPaymentFrequency => (PAYMENT_FREQUENCIES as readonly string[]).includes(value);

/** The frequency is saved the moment it changes (spec section 4); the amount follows at once. */
export function ReviewPaymentFrequency({ application: a, canReview }: { application: TPawnLoanListItem; canReview: boolean }) {
  const id = useId();
  const update = useUpdatePaymentFrequency();
  // While saving, show the choice just made; a failure falls back to what is stored.
  const frequency = update.isPending ? update.variables.paymentFrequency : a.paymentFrequency;
  const editable = canReview && canChangeFrequency(a.status);

  const change = (next: string) => {
    if (!isFrequency(next) || next === a.paymentFrequency) return;
    update.mutate(
      { id: a.id, paymentFrequency: next },
      {
        onSuccess: (saved) =>
          toast({
            title: 'Payment Frequency Updated',
            description: `${FREQUENCY_LABELS[next]}: ${paymentAmountText(saved.weeklyInstalment, next)} per payment.`,
          }),
        onError: (err) => {
          const message = readErrorMessage(err);
          toast({ title: 'Failed to update payment frequency', ...(message ? { description: message } : {}), variant: 'destructive' });
        },
      },
    );
  };

  return (
    <div className="grid gap-3 rounded-md bg-muted/60 p-3 sm:grid-cols-2 sm:items-end">
      <div className="grid gap-2">
        <Label htmlFor={id}>Payment Frequency</Label>
        <NativeSelect
          id={id}
          value={isFrequency(frequency) ? frequency : 'weekly'}
          disabled={!editable || update.isPending}
          onChange={(event) => change(event.target.value)}
          aria-describedby={editable ? undefined : `${id}-fixed`}
          data-testid="review-frequency"
        >
          {PAYMENT_FREQUENCIES.map((f) => (
            <option key={f} value={f}>
              {FREQUENCY_LABELS[f]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div aria-live="polite">
        <p className="text-xs text-muted-foreground" data-testid="review-payment-label">
          {paymentLabelFor(frequency)}
        </p>
        <p className="text-xl font-semibold tabular-nums" data-testid="review-payment-amount">
          {paymentAmountText(a.weeklyInstalment, frequency)}
        </p>
        <p className="text-xs text-muted-foreground">{paymentCoverText(frequency)}</p>
      </div>
      {!editable && (
        <p id={`${id}-fixed`} className="text-xs text-muted-foreground sm:col-span-2">
          {canReview ? 'The payment frequency cannot change once a loan is completed, rejected or defaulted.' : 'Only staff who review applications can change the payment frequency.'}
        </p>
      )}
    </div>
  );
}
