import { useId, useState, type FormEvent } from 'react';
import { SURPLUS_PAYOUT_METHOD_LABELS, SURPLUS_PAYOUT_METHODS, surplusReceiptPath, type TSurplus, type TSurplusPayoutMethod } from '@common/contracts/pledge-sales';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { readErrorMessage } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { toast } from '@/lib/toast';
import { usePaySurplus } from '../api/pay-surplus';
import { FormField, invalidMarks } from './form-field';

/** Pay out a surplus to the pawner (s. 18): to whom, how, the reference; the receipt opens after. */
export function PaySurplusDialog({ surplus, onClose }: { surplus: TSurplus; onClose: () => void }) {
  const id = useId();
  const pay = usePaySurplus();
  const [paidTo, setPaidTo] = useState(surplus.borrowerName);
  const [method, setMethod] = useState<TSurplusPayoutMethod>('cash');
  const [reference, setReference] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pay.isPending) return;
    if (!paidTo.trim()) {
      setProblem('Paid to is required');
      document.getElementById(`${id}-paidTo`)?.focus();
      return;
    }
    setProblem(null);
    pay.mutate(
      { id: surplus.id, payout: { paidTo: paidTo.trim(), method, reference: reference.trim() || null } },
      {
        onSuccess: (paid) => {
          toast({ title: 'Surplus paid', description: `${formatMoney(paid.amount)} to ${paid.paidTo}, receipt ${paid.receiptNumber}.` });
          window.open(surplusReceiptPath(paid.id), '_blank', 'noopener');
          onClose();
        },
        onError: (err) => toast({ title: 'Surplus not paid', description: readErrorMessage(err) ?? 'Please try again.', variant: 'destructive' }),
      },
    );
  };

  const pending = pay.isPending;
  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent data-testid="pay-surplus-dialog">
        <DialogHeader>
          <DialogTitle>Pay Out Surplus</DialogTitle>
          <DialogDescription>
            {formatMoney(surplus.amount)} from the sale of pledge <span className="font-mono">{surplus.ticketNumber}</span>, owed to {surplus.borrowerName}.
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <FormField id={`${id}-paidTo`} label="Paid to" required problem={problem}>
            <Input id={`${id}-paidTo`} value={paidTo} onChange={(e) => setPaidTo(e.target.value)} maxLength={200} disabled={pending} aria-required data-testid="surplus-paid-to" {...invalidMarks(`${id}-paidTo`, !!problem)} />
          </FormField>
          <div className="grid gap-2">
            <label htmlFor={`${id}-method`} className="text-sm font-medium">
              Method
            </label>
            <NativeSelect id={`${id}-method`} value={method} onChange={(e) => setMethod(e.target.value as TSurplusPayoutMethod)} disabled={pending} data-testid="surplus-method">
              {SURPLUS_PAYOUT_METHODS.map((m) => (
                <option key={m} value={m}>
                  {SURPLUS_PAYOUT_METHOD_LABELS[m]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <FormField id={`${id}-reference`} label="Reference" problem={null} hint="Cheque or transfer number, if any.">
            <Input id={`${id}-reference`} value={reference} onChange={(e) => setReference(e.target.value)} maxLength={100} disabled={pending} aria-describedby={`${id}-reference-hint`} data-testid="surplus-reference" />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending} data-testid="surplus-pay-submit">
              {pending ? 'Recording...' : 'Pay and print receipt'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
