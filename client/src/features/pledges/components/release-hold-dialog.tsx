import { useId, useState, type FormEvent } from 'react';
import { PAWN_ITEM_STATUS_LABELS, ZReleasePoliceHoldRequest, type TPawnItem, type TPoliceHoldOutcome } from '@common/contracts/pledges';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { readErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useReleasePoliceHold } from '../api/release-police-hold';
import { FormField, invalidMarks } from './form-field';

const OUTCOMES: { value: TPoliceHoldOutcome; label: string; hint: string }[] = [
  { value: 'released', label: 'Released', hint: 'The police let the item go: it goes back to how it was before the hold.' },
  { value: 'surrendered', label: 'Surrendered to the police', hint: 'The item leaves the shop to the police. The loan is not thereby paid.' },
];

/** Release Hold (admin, super_admin): the hold ends with the police's reference, released or surrendered. */
export function ReleaseHoldDialog({ item, onClose }: { item: TPawnItem; onClose: () => void }) {
  const id = useId();
  const [outcome, setOutcome] = useState<TPoliceHoldOutcome>('released');
  const [reference, setReference] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const release = useReleasePoliceHold();
  const hold = item.policeHold;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (release.isPending) return;
    const parsed = ZReleasePoliceHoldRequest.safeParse({ outcome, reference });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Please check the form.');
      document.getElementById(`${id}-reference`)?.focus();
      return;
    }
    setProblem(null);
    release.mutate(
      { itemId: item.id, loanId: item.loanId, release: parsed.data },
      {
        onSuccess: (released) => {
          toast({ title: outcome === 'released' ? 'Hold released' : 'Item surrendered', description: `${released.itemNumber}: ${PAWN_ITEM_STATUS_LABELS[released.status]}.` });
          onClose();
        },
        onError: (err) => toast({ title: 'Hold not released', description: readErrorMessage(err) ?? 'Please try again.', variant: 'destructive' }),
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !release.isPending && onClose()}>
      <DialogContent data-testid="release-hold-dialog">
        <DialogHeader>
          <DialogTitle>Release Police Hold</DialogTitle>
          <DialogDescription>
            {item.itemNumber}: {item.description}
            {hold ? `. Held by ${hold.station} (${hold.officer}), reference ${hold.reference}.` : '.'}
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <div className="grid gap-2">
            <p id={`${id}-outcome`} className="text-sm font-medium">
              Outcome
            </p>
            <RadioGroup value={outcome} onValueChange={(next) => setOutcome(next as TPoliceHoldOutcome)} disabled={release.isPending} aria-labelledby={`${id}-outcome`}>
              {OUTCOMES.map((o) => (
                <div key={o.value} className="flex items-start gap-3">
                  <RadioGroupItem id={`${id}-${o.value}`} value={o.value} aria-describedby={`${id}-${o.value}-hint`} className="mt-0.5" data-testid={`release-hold-${o.value}`} />
                  <div className="grid gap-1">
                    <Label htmlFor={`${id}-${o.value}`}>{o.label}</Label>
                    <p id={`${id}-${o.value}-hint`} className="text-xs text-muted-foreground">
                      {o.hint}
                    </p>
                  </div>
                </div>
              ))}
            </RadioGroup>
          </div>
          <FormField id={`${id}-reference`} label="Reference" required problem={problem}>
            <Input id={`${id}-reference`} value={reference} onChange={(e) => setReference(e.target.value)} maxLength={60} disabled={release.isPending} aria-required data-testid="release-hold-reference" {...invalidMarks(`${id}-reference`, problem !== null)} />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={release.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={release.isPending} data-testid="release-hold-submit">
              {release.isPending ? 'Saving...' : outcome === 'released' ? 'Release Hold' : 'Record Surrender'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
