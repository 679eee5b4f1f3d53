import { useId, useState, type FormEvent } from 'react';
import { Plus } from 'lucide-react';
import { COLLECTION_PRIORITIES, CONTACT_METHODS, type TCollectionPriority, type TContactMethod } from '@common/contracts/collections';
import { ChoiceField } from '@/components/choice-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { DateField } from '@/components/ui/date-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { readErrorMessage } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { toast } from '@/lib/toast';
import { useCreateCollection } from '../api/create-collection';
import { useOverdueLoans } from '../api/get-overdue-loans';
import { METHOD_LABELS, PRIORITY_LABELS } from '../utils/collection-labels';

type TForm = { loanId: string; priority: TCollectionPriority; contactMethod: TContactMethod; notes: string; nextFollowUpDate: string };
const EMPTY: TForm = { loanId: '', priority: 'medium', contactMethod: 'phone', notes: '', nextFollowUpDate: '' };

/** New Collection: a case for an overdue loan that has none (spec "Debt collection tab"). */
export function NewCollectionDialog() {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState<TForm>(EMPTY);
  const [typed, setTyped] = useState('');
  const q = useDebouncedValue(typed.trim());
  const loans = useOverdueLoans(q, open);
  const create = useCreateCollection();
  const options = loans.data ?? [];
  const chosen = options.find((l) => l.loanApplicationId === form.loanId) ?? null;

  const set = <K extends keyof TForm>(key: K, value: TForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const changeOpen = (next: boolean) => {
    if (create.isPending) return;
    if (!next) {
      setForm(EMPTY);
      setTyped('');
    }
    setOpen(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    if (!form.loanId) {
      toast({ title: 'Missing Information', description: 'Please choose an overdue loan.', variant: 'destructive' });
      return;
    }
    create.mutate(
      {
        loanApplicationId: form.loanId,
        priority: form.priority,
        contactMethod: form.contactMethod,
        notes: form.notes.trim() || null,
        nextFollowUpDate: form.nextFollowUpDate || null,
      },
      {
        onSuccess: (record) => {
          toast({ title: 'Collection Created', description: `A collection record for ${record.applicationNumber} has been opened.` });
          setForm(EMPTY);
          setTyped('');
          setOpen(false);
        },
        onError: (err) => toast({ title: 'Error', description: readErrorMessage(err) ?? 'Failed to create collection record', variant: 'destructive' }),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button data-testid="collections-new">
          <Plus aria-hidden="true" />
          New Collection
        </Button>
      </DialogTrigger>
      <DialogContent data-testid="collection-create-dialog">
        <DialogHeader>
          <DialogTitle>New Collection</DialogTitle>
          <DialogDescription>Open a collection record for an overdue loan.</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-search`}>Find a loan</Label>
            <Input id={`${id}-search`} type="search" value={typed} onChange={(e) => setTyped(e.target.value)} placeholder="Loan number, name or phone" maxLength={100} data-testid="collection-create-search" />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-loan`}>Overdue Loan</Label>
            <NativeSelect id={`${id}-loan`} value={form.loanId} onChange={(e) => set('loanId', e.target.value)} aria-required data-testid="collection-create-loan">
              <option value="">{loans.isPending ? 'Loading overdue loans...' : options.length === 0 ? 'No overdue loans without a record' : 'Choose a loan'}</option>
              {options.map((l) => (
                <option key={l.loanApplicationId} value={l.loanApplicationId}>
                  {l.applicationNumber} · {l.borrowerName} · {l.daysPastDue} days
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-outstanding`}>Outstanding Amount</Label>
            <Input id={`${id}-outstanding`} readOnly value={chosen ? formatMoney(chosen.outstandingAmount) : ''} placeholder="Choose a loan" data-testid="collection-create-outstanding" />
            {chosen && <p className="text-xs text-muted-foreground">{formatMoney(chosen.amountDue)} of it is overdue.</p>}
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <ChoiceField id={`${id}-priority`} label="Priority" value={form.priority} choices={COLLECTION_PRIORITIES} labels={PRIORITY_LABELS} onChange={(v) => set('priority', v)} testId="collection-create-priority" />
            <ChoiceField id={`${id}-method`} label="Contact Method" value={form.contactMethod} choices={CONTACT_METHODS} labels={METHOD_LABELS} onChange={(v) => set('contactMethod', v)} testId="collection-create-method" />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-notes`}>Notes</Label>
            <Textarea id={`${id}-notes`} value={form.notes} onChange={(e) => set('notes', e.target.value)} maxLength={2000} rows={3} data-testid="collection-create-notes" />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-follow-up`}>Next Follow-up Date</Label>
            <DateField id={`${id}-follow-up`} label="Next Follow-up Date" value={form.nextFollowUpDate} onValueChange={(v) => set('nextFollowUpDate', v)} data-testid="collection-create-follow-up" />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => changeOpen(false)} disabled={create.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending} data-testid="collection-create-submit">
              {create.isPending ? 'Creating...' : 'Create Collection'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
