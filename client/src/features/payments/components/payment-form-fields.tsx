import { useId } from 'react';
import { Plus } from 'lucide-react';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type TPaymentMethod } from '@common/contracts/payments';
import { Button } from '@/components/ui/button';
import { DateField } from '@/components/ui/date-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import type { TPaymentForm } from '../utils/payment-form';

type TProps = {
  form: TPaymentForm;
  onChange: (changes: Partial<TPaymentForm>) => void;
  onAddLateFee: () => void;
  /** The largest amount the loan accepts (what it still owes), when known. */
  maxAmount: string | null;
  amountError: string | null;
  dateError: string | null;
  today: string;
  disabled: boolean;
};

/** Amount, late charge with Add Late Fee, method, date, reference and notes (spec staff-area section 5). */
export function PaymentFormFields({ form, onChange, onAddLateFee, maxAmount, amountError, dateError, today, disabled }: TProps) {
  const id = useId();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="grid content-start gap-2">
        <Label htmlFor={`${id}-amount`}>Payment amount (J$)</Label>
        <Input
          id={`${id}-amount`}
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0.01"
          max={maxAmount ?? undefined}
          value={form.paymentAmount}
          onChange={(e) => onChange({ paymentAmount: e.target.value })}
          aria-invalid={amountError !== null}
          aria-describedby={amountError ? `${id}-amount-error` : undefined}
          disabled={disabled}
          data-testid="payment-amount"
        />
        {amountError && (
          <p id={`${id}-amount-error`} className="text-sm text-destructive">
            {amountError}
          </p>
        )}
      </div>
      <div className="grid content-start gap-2">
        <Label htmlFor={`${id}-late`}>Late payment charge (J$)</Label>
        <div className="flex gap-2">
          <Input
            id={`${id}-late`}
            type="text"
            readOnly
            value={form.latePaymentCharge}
            className="bg-muted tabular-nums"
            aria-describedby={`${id}-late-hint`}
            data-testid="payment-late-charge"
          />
          <Button type="button" variant="outline" className="h-11 shrink-0 sm:h-10" onClick={onAddLateFee} disabled={disabled} data-testid="payment-add-late-fee">
            <Plus aria-hidden="true" />
            Add Late Fee
          </Button>
        </div>
        <p id={`${id}-late-hint`} className="text-xs text-muted-foreground">
          Overdue loans only: one late fee, as the loan's agreement states it, per press.
        </p>
      </div>
      <div className="grid content-start gap-2">
        <Label htmlFor={`${id}-method`}>Payment method</Label>
        <NativeSelect
          id={`${id}-method`}
          value={form.paymentMethod}
          onChange={(e) => onChange({ paymentMethod: e.target.value as TPaymentMethod })}
          disabled={disabled}
          data-testid="payment-method"
        >
          {PAYMENT_METHODS.map((method) => (
            <option key={method} value={method}>
              {PAYMENT_METHOD_LABELS[method]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid content-start gap-2">
        <Label htmlFor={`${id}-date`}>Payment date</Label>
        <DateField
          id={`${id}-date`}
          label="Payment date"
          max={today}
          value={form.paymentDate}
          onValueChange={(paymentDate) => onChange({ paymentDate })}
          aria-invalid={dateError !== null}
          aria-describedby={dateError ? `${id}-date-error` : undefined}
          disabled={disabled}
          data-testid="payment-date"
        />
        {dateError && (
          <p id={`${id}-date-error`} className="text-sm text-destructive">
            {dateError}
          </p>
        )}
      </div>
      <div className="grid content-start gap-2 sm:col-span-2">
        <Label htmlFor={`${id}-reference`}>Reference (optional)</Label>
        <Input
          id={`${id}-reference`}
          maxLength={100}
          placeholder="Transaction or slip number"
          value={form.paymentReference}
          onChange={(e) => onChange({ paymentReference: e.target.value })}
          disabled={disabled}
          data-testid="payment-reference"
        />
      </div>
      <div className="grid content-start gap-2 sm:col-span-2">
        <Label htmlFor={`${id}-notes`}>Notes (optional)</Label>
        <Textarea
          id={`${id}-notes`}
          maxLength={1000}
          rows={2}
          value={form.notes}
          onChange={(e) => onChange({ notes: e.target.value })}
          disabled={disabled}
          data-testid="payment-notes"
        />
      </div>
    </div>
  );
}
