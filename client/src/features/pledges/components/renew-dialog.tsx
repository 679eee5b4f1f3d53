import { useId, useState, type FormEvent } from 'react';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type TPaymentMethod } from '@common/contracts/payments';
import { RENEWAL_MESSAGES, type TRenewalQuote } from '@common/contracts/pledge-renewal';
import { pawnTicketPath } from '@common/contracts/pledges';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { readErrorCode, readErrorMessage } from '@/lib/api-client';
import { formatMoney, formatMoneyCents } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useShopSettingsOrDefaults } from '@/lib/use-shop-settings';
import { useRenewalQuote } from '../api/get-renewal-quote';
import { useRenewPledge } from '../api/renew-pledge';
import { checkRenewal, previewPrincipalCents, renewFormFrom, type TRenewField, type TRenewForm, type TRenewProblem } from '../utils/renew-form';
import { FormField, invalidMarks } from './form-field';

type TProps = { loanId: string; applicationNumber: string; ticketNumber: string | null; onClose: () => void };

/**
 * Renew (issue 32): the pawner pays the interest and late fees due so far (shown before anything
 * is typed) and the loan runs again on the same goods, as a new loan with a new ticket.
 */
export function RenewDialog({ loanId, applicationNumber, ticketNumber, onClose }: TProps) {
  const quote = useRenewalQuote(loanId);
  const renew = useRenewPledge();
  const pending = renew.isPending;
  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent data-testid="renew-dialog">
        <DialogHeader>
          <DialogTitle>Renew Pledge</DialogTitle>
          <DialogDescription>
            Ticket <span className="font-mono">{ticketNumber ?? '—'}</span>, loan <span className="font-mono">{applicationNumber}</span>: the pawner pays the charges due so far and the loan runs again on the same goods, under a new ticket.
          </DialogDescription>
        </DialogHeader>
        {quote.isPending ? (
          <p role="status" className="text-sm text-muted-foreground">
            Working out the charges due...
          </p>
        ) : quote.isError ? (
          <LoadError message="We could not work out the charges due." onRetry={() => void quote.refetch()} testId="renew-error" />
        ) : (
          <RenewForm quote={quote.data} renew={renew} onClose={onClose} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function Figure({ label, value, strong, testId }: { label: string; value: string; strong?: boolean; testId?: string }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className={strong ? 'font-medium' : 'text-muted-foreground'}>{label}</dt>
      <dd className={strong ? 'text-base font-semibold tabular-nums' : 'tabular-nums'} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

function RenewForm({ quote, renew, onClose }: { quote: TRenewalQuote; renew: ReturnType<typeof useRenewPledge>; onClose: () => void }) {
  const id = useId();
  // The rates a new loan may use are the shop's of the day (the loan form's rule).
  const { interestRates } = useShopSettingsOrDefaults();
  const [form, setForm] = useState<TRenewForm>(() => renewFormFrom(quote, interestRates));
  const [problem, setProblem] = useState<TRenewProblem | null>(null);
  const pending = renew.isPending;
  const set = <K extends keyof TRenewForm>(key: K, value: TRenewForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    // The message goes once its field is being put right.
    if (problem?.field === key) setProblem(null);
  };
  const fieldId = (field: TRenewField) => `${id}-${field}`;
  const problemOf = (field: TRenewField) => (problem?.field === field ? problem.message : null);
  const marks = (field: TRenewField) => invalidMarks(fieldId(field), problem?.field === field);
  const refuse = (next: TRenewProblem) => {
    setProblem(next);
    document.getElementById(fieldId(next.field))?.focus();
  };
  const principal = previewPrincipalCents(quote, form.paymentAmount);
  const guarantorNote = quote.guarantorName ? RENEWAL_MESSAGES.guarantorOldLoanOnly(quote.guarantorName) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending || !quote.renewable) return;
    const checked = checkRenewal(form, quote, interestRates);
    if (!checked.ok) return refuse(checked);
    setProblem(null);
    // mutateAsync, not mutate's callbacks: the refresh after success may take the row that opened
    // this dialog off the pledge book (its goods moved to the new ticket), and TanStack drops the
    // callbacks of an unmounted caller; the promise still settles.
    void renew.mutateAsync({ loanId: quote.loanId, renewal: checked.renewal }).then(
      (done) => {
        toast({
          title: `Renewed as ${done.applicationNumber}`,
          description: [`New ticket ${done.ticketNumber} for ${formatMoney(done.principal)}; receipt ${done.receiptNumber} on ${quote.applicationNumber}.`, guarantorNote].filter(Boolean).join(' '),
          action: { label: `Open the new ticket (${done.applicationNumber})`, href: pawnTicketPath(done.applicationNumber) },
        });
        onClose();
      },
      (err: unknown) => {
        const message = readErrorMessage(err) ?? 'Please try again.';
        if (readErrorCode(err) === 'RENEWAL_PAYMENT_TOO_LOW') return refuse({ field: 'paymentAmount', message });
        toast({ title: 'Not renewed', description: message, variant: 'destructive' });
      },
    );
  };

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      <dl className="grid gap-1.5 rounded-md bg-secondary px-3 py-2 text-sm" aria-label="Charges due so far">
        <Figure label="Interest due so far" value={formatMoney(quote.interestDue)} testId="renew-interest" />
        <Figure label="Late fees owed" value={formatMoney(quote.lateFeesDue)} testId="renew-late-fees" />
        <Figure label="Least payment to renew" value={formatMoney(quote.minimumPayment)} strong testId="renew-minimum" />
        <Figure label="Principal left to lend again" value={formatMoney(quote.principalRemaining)} testId="renew-principal" />
      </dl>
      {!quote.renewable && (
        <p role="alert" className="rounded-md bg-warning-soft px-3 py-2 text-sm text-warning-text" data-testid="renew-refusal">
          {quote.refusal}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={fieldId('paymentAmount')} label="Payment (J$)" required problem={problemOf('paymentAmount')} hint={`At least ${formatMoney(quote.minimumPayment)}; more lowers the new loan.`}>
          <Input id={fieldId('paymentAmount')} value={form.paymentAmount} onChange={(e) => set('paymentAmount', e.target.value)} inputMode="decimal" autoComplete="off" maxLength={20} placeholder={quote.minimumPayment} aria-required aria-describedby={`${fieldId('paymentAmount')}-hint`} disabled={pending} data-testid="renew-amount" {...marks('paymentAmount')} />
        </FormField>
        <FormField id={`${id}-method`} label="Payment method" required problem={null}>
          <NativeSelect id={`${id}-method`} value={form.paymentMethod} onChange={(e) => set('paymentMethod', e.target.value as TPaymentMethod)} disabled={pending} data-testid="renew-method">
            {PAYMENT_METHODS.map((method) => (
              <option key={method} value={method}>
                {PAYMENT_METHOD_LABELS[method]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id={fieldId('termWeeks')} label="New term (weeks)" required problem={problemOf('termWeeks')}>
          <Input id={fieldId('termWeeks')} value={form.termWeeks} onChange={(e) => set('termWeeks', e.target.value)} inputMode="numeric" autoComplete="off" maxLength={3} aria-required disabled={pending} data-testid="renew-term" {...marks('termWeeks')} />
        </FormField>
        <FormField id={fieldId('interestRate')} label="Interest rate" required problem={problemOf('interestRate')}>
          <NativeSelect id={fieldId('interestRate')} value={form.interestRate} onChange={(e) => set('interestRate', e.target.value)} disabled={pending} data-testid="renew-rate" {...marks('interestRate')}>
            {interestRates.map((rate) => (
              <option key={rate} value={String(rate)}>
                {rate}%
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      {principal !== null && principal > 0 && (
        <p className="text-sm" data-testid="renew-preview">
          The new loan lends <span className="font-semibold tabular-nums">{formatMoneyCents(principal)}</span> at {form.interestRate}% over {form.termWeeks} weeks, from today.
        </p>
      )}
      {guarantorNote && (
        <p className="rounded-md bg-secondary px-3 py-2 text-sm" data-testid="renew-guarantor-note">
          {guarantorNote}
        </p>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending || !quote.renewable} data-testid="renew-submit">
          {pending ? 'Renewing...' : 'Renew Loan'}
        </Button>
      </DialogFooter>
    </form>
  );
}
