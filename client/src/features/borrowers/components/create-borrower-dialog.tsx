import { useId, useState, type FormEvent } from 'react';
import { UserPlus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { readErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useSessionDraft } from '@/lib/use-session-draft';
import { useCreateBorrower } from '../api/create-borrower';

type TForm = { name: string; email: string; phone: string; idNumber: string; trn: string; address: string };
const EMPTY: TForm = { name: '', email: '', phone: '', idNumber: '', trn: '', address: '' };
const REQUIRED: (keyof TForm)[] = ['name', 'email', 'phone', 'idNumber', 'address'];
const quiet = { autoComplete: 'off', autoCorrect: 'off', spellCheck: false } as const;

/** Add New Borrower: a walk-in borrower without login credentials (spec "Create New Borrower dialog"). */
export function CreateBorrowerDialog() {
  const id = useId();
  // Kept as a draft in the tab until it is saved or the dialog is closed (a reload gives it back).
  const { values: form, setValues: setForm, reset, restored } = useSessionDraft<TForm>('pawnbook:draft:new-borrower', () => EMPTY);
  // A draft left by a reload opens the dialog again with it.
  const [open, setOpen] = useState(restored);
  const [missing, setMissing] = useState<Set<keyof TForm>>(new Set());
  const create = useCreateBorrower();

  const set = (key: keyof TForm, value: string) => setForm((f) => ({ ...f, [key]: value }));
  const changeOpen = (next: boolean) => {
    if (create.isPending) return;
    if (!next) {
      reset(EMPTY);
      setMissing(new Set());
    }
    setOpen(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const empty = new Set(REQUIRED.filter((key) => form[key].trim() === ''));
    setMissing(empty);
    if (empty.size > 0) {
      toast({ title: 'Missing Information', description: 'Please fill in all required fields', variant: 'destructive' });
      return;
    }
    create.mutate(
      {
        borrowerName: form.name.trim(),
        borrowerEmail: form.email.trim(),
        borrowerPhone: form.phone.trim(),
        borrowerID: form.idNumber.trim(),
        borrowerTRN: form.trn.trim() || null,
        borrowerAddress: form.address.trim(),
      },
      {
        onSuccess: (borrower) => {
          toast({ title: 'Borrower Created', description: `${borrower.name} has been added.` });
          reset(EMPTY);
          setOpen(false);
        },
        onError: (err) => toast({ title: 'Error', description: readErrorMessage(err) ?? 'Failed to create borrower', variant: 'destructive' }),
      },
    );
  };

  const field = (key: keyof TForm, label: string, props: Record<string, unknown> = {}) => (
    <div className="grid gap-2">
      <Label htmlFor={`${id}-${key}`}>{label}</Label>
      <Input
        id={`${id}-${key}`}
        value={form[key]}
        onChange={(e) => set(key, e.target.value)}
        aria-invalid={missing.has(key) || undefined}
        aria-required={REQUIRED.includes(key) || undefined}
        data-testid={`borrower-create-${key}`}
        {...quiet}
        {...props}
      />
    </div>
  );

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button data-testid="borrowers-add">
          <UserPlus aria-hidden="true" />
          Add New Borrower
        </Button>
      </DialogTrigger>
      <DialogContent data-testid="borrower-create-dialog">
        <DialogHeader>
          <DialogTitle>Create New Borrower</DialogTitle>
          <DialogDescription>No login credentials required. Fields marked * are required.</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          {field('name', 'Full Name *', { maxLength: 200, autoComplete: 'off' })}
          <div className="grid gap-4 sm:grid-cols-2">
            {field('email', 'Email Address *', { type: 'email', maxLength: 254 })}
            {field('phone', 'Phone Number *', { type: 'tel', maxLength: 50 })}
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            {field('idNumber', 'ID Number *', { maxLength: 100 })}
            {field('trn', 'TRN (optional)', { maxLength: 20, inputMode: 'numeric', placeholder: '123-456-789' })}
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-address`}>Address *</Label>
            <Textarea
              id={`${id}-address`}
              rows={2}
              maxLength={500}
              value={form.address}
              onChange={(e) => set('address', e.target.value)}
              aria-invalid={missing.has('address') || undefined}
              aria-required
              data-testid="borrower-create-address"
            />
          </div>
          {missing.size > 0 && (
            <p role="alert" className="text-sm font-medium text-destructive">
              Please fill in all required fields.
            </p>
          )}
          <DialogFooter>
            <Button variant="outline" onClick={() => changeOpen(false)} disabled={create.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending} data-testid="borrower-create-submit">
              {create.isPending ? 'Creating...' : 'Create Borrower'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
