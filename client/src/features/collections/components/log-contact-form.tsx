import { useId, useState, type FormEvent } from 'react';
import { CONTACT_METHODS, CONTACT_OUTCOMES, type TContactMethod, type TContactOutcome, type TContactParty } from '@common/contracts/collections';
import { ChoiceField } from '@/components/choice-field';
import { Button } from '@/components/ui/button';
import { DateField } from '@/components/ui/date-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { readErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useLogContact } from '../api/log-contact';
import { METHOD_LABELS, OUTCOME_LABELS } from '../utils/collection-labels';

type TForm = { party: TContactParty; contactMethod: TContactMethod; outcome: TContactOutcome; notes: string; promisedAmount: string; promisedDate: string };
const EMPTY: TForm = { party: 'borrower', contactMethod: 'phone', outcome: 'spoke', notes: '', promisedAmount: '', promisedDate: '' };

/** Log Contact: a call, visit, e-mail or SMS and its outcome; the promise fields appear for "Promised to pay". */
export function LogContactForm({ caseId }: { caseId: string }) {
  const id = useId();
  const [form, setForm] = useState<TForm>(EMPTY);
  const log = useLogContact();
  const promising = form.outcome === 'promised_to_pay';
  const set = <K extends keyof TForm>(key: K, value: TForm[K]) => setForm((f) => ({ ...f, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (log.isPending) return;
    if (promising && (!form.promisedAmount.trim() || !form.promisedDate)) {
      toast({ title: 'Missing Information', description: 'Please enter the promised amount and date.', variant: 'destructive' });
      return;
    }
    log.mutate(
      {
        id: caseId,
        contactMethod: form.contactMethod,
        // Only a guarantor contact says so: the guarantor of a defaulted loan (issue 33).
        ...(form.party === 'guarantor' ? { party: 'guarantor' as const } : {}),
        outcome: form.outcome,
        notes: form.notes.trim() || null,
        ...(promising ? { promisedAmount: form.promisedAmount.trim(), promisedDate: form.promisedDate } : {}),
      },
      {
        onSuccess: (contact) => {
          toast({
            title: 'Contact Logged',
            description: contact.flagReason ? `Saved, and flagged for fair collection: ${contact.flagReason}.` : 'The contact has been added to the history.',
          });
          setForm(EMPTY);
        },
        onError: (err) => toast({ title: 'Error', description: readErrorMessage(err) ?? 'Failed to log contact', variant: 'destructive' }),
      },
    );
  };

  return (
    <form className="grid gap-3" onSubmit={submit} noValidate aria-label="Log Contact" data-testid="log-contact-form">
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid gap-2 sm:col-span-2">
          <Label htmlFor={`${id}-party`}>Contacted</Label>
          <NativeSelect id={`${id}-party`} value={form.party} onChange={(e) => set('party', e.target.value as TContactParty)} data-testid="log-contact-party">
            <option value="borrower">The borrower</option>
            <option value="guarantor">The guarantor (defaulted loan only)</option>
          </NativeSelect>
        </div>
        <ChoiceField id={`${id}-method`} label="Contact Method" value={form.contactMethod} choices={CONTACT_METHODS} labels={METHOD_LABELS} onChange={(v) => set('contactMethod', v)} testId="log-contact-method" />
        <ChoiceField id={`${id}-outcome`} label="Outcome" value={form.outcome} choices={CONTACT_OUTCOMES} labels={OUTCOME_LABELS} onChange={(v) => set('outcome', v)} testId="log-contact-outcome" />
      </div>
      {promising && (
        <div className="grid gap-3 sm:grid-cols-2" data-testid="log-contact-promise">
          <div className="grid gap-2">
            <Label htmlFor={`${id}-amount`}>Promised Amount (J$)</Label>
            <Input id={`${id}-amount`} inputMode="decimal" value={form.promisedAmount} onChange={(e) => set('promisedAmount', e.target.value)} aria-required maxLength={20} data-testid="log-contact-amount" />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-date`}>Promised Date</Label>
            <DateField id={`${id}-date`} label="Promised Date" value={form.promisedDate} onValueChange={(v) => set('promisedDate', v)} aria-required data-testid="log-contact-date" />
          </div>
        </div>
      )}
      <div className="grid gap-2">
        <Label htmlFor={`${id}-notes`}>Notes</Label>
        <Textarea id={`${id}-notes`} rows={2} maxLength={2000} value={form.notes} onChange={(e) => set('notes', e.target.value)} data-testid="log-contact-notes" />
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={log.isPending} data-testid="log-contact-submit">
          {log.isPending ? 'Saving...' : 'Log Contact'}
        </Button>
      </div>
    </form>
  );
}
