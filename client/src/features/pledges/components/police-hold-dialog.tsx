import { useId, useState, type FormEvent } from 'react';
import { ZPlacePoliceHoldRequest, type TPawnItem, type TPlacePoliceHoldRequest } from '@common/contracts/pledges';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { readErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { usePlacePoliceHold } from '../api/place-police-hold';
import { FormField, invalidMarks } from './form-field';

type TField = keyof TPlacePoliceHoldRequest;
const EMPTY: Record<TField, string> = { station: '', officer: '', reference: '', reason: '' };

/** Police Hold (Pawnbrokers Act s. 26-27): the item stays in the shop and cannot be redeemed, sold or edited. */
export function PoliceHoldDialog({ item, onClose }: { item: TPawnItem; onClose: () => void }) {
  const id = useId();
  const [form, setForm] = useState(EMPTY);
  const [problem, setProblem] = useState<{ field: TField; message: string } | null>(null);
  const place = usePlacePoliceHold();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (place.isPending) return;
    const parsed = ZPlacePoliceHoldRequest.safeParse(form);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = (issue?.path[0] ?? 'station') as TField;
      setProblem({ field, message: issue?.message ?? 'Please check the form.' });
      document.getElementById(`${id}-${field}`)?.focus();
      return;
    }
    setProblem(null);
    place.mutate(
      { itemId: item.id, loanId: item.loanId, hold: parsed.data },
      {
        onSuccess: (held) => {
          toast({ title: 'Police hold placed', description: `${held.itemNumber} is held (${parsed.data.station}, reference ${parsed.data.reference}).` });
          onClose();
        },
        onError: (err) => toast({ title: 'Hold not placed', description: readErrorMessage(err) ?? 'Please try again.', variant: 'destructive' }),
      },
    );
  };

  const field = (name: TField, label: string, input: 'line' | 'text', maxLength: number) => {
    const fieldId = `${id}-${name}`;
    const common = {
      id: fieldId,
      value: form[name],
      maxLength,
      disabled: place.isPending,
      'aria-required': true,
      onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [name]: e.target.value })),
      'data-testid': `police-hold-${name}`,
      ...invalidMarks(fieldId, problem?.field === name),
    };
    return (
      <FormField id={fieldId} label={label} required problem={problem?.field === name ? problem.message : null}>
        {input === 'text' ? <Textarea rows={3} {...common} /> : <Input {...common} />}
      </FormField>
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !place.isPending && onClose()}>
      <DialogContent data-testid="police-hold-dialog">
        <DialogHeader>
          <DialogTitle>Police Hold</DialogTitle>
          <DialogDescription>
            {item.itemNumber}: {item.description}. While held, the item cannot be redeemed, sold or changed.
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <div className="grid gap-4 sm:grid-cols-2">
            {field('station', 'Police station', 'line', 120)}
            {field('officer', 'Officer', 'line', 120)}
          </div>
          {field('reference', 'Police reference', 'line', 60)}
          {field('reason', 'Reason', 'text', 1000)}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={place.isPending}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={place.isPending} data-testid="police-hold-submit">
              {place.isPending ? 'Placing...' : 'Place Hold'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
