import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import type { TCloseCashDrawerResponse } from '@common/contracts/cash-drawer';
import { readErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCloseDrawer } from '../api/close-drawer';

/**
 * Count the cash and close the drawer: the answer is what was expected, counted and the difference.
 * `beside`: what the page puts next to the close (the end-of-day report).
 */
export function CloseDrawerForm({ onClosed, beside }: { onClosed: (result: TCloseCashDrawerResponse) => void; beside?: ReactNode }) {
  const [counted, setCounted] = useState('');
  const [notes, setNotes] = useState('');
  const close = useCloseDrawer();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    close.mutate(
      { countedCash: counted, notes: notes.trim() || null },
      {
        onSuccess: (result) => {
          setCounted('');
          setNotes('');
          onClosed(result);
        },
        onError: (error) => toast({ title: 'Could not close the drawer', description: readErrorMessage(error) ?? 'Please try again.', variant: 'destructive' }),
      },
    );
  };
  return (
    <form onSubmit={submit} className="grid gap-3 border-t border-border pt-3" aria-label="Close the cash drawer">
      <div className="grid gap-1.5">
        <Label htmlFor="cash-drawer-counted">Counted cash (J$)</Label>
        <Input id="cash-drawer-counted" value={counted} onChange={(e) => setCounted(e.target.value)} inputMode="decimal" autoComplete="off" maxLength={20} placeholder="0.00" required disabled={close.isPending} data-testid="cash-drawer-counted" />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="cash-drawer-notes">Notes (optional)</Label>
        <Textarea id="cash-drawer-notes" value={notes} onChange={(e) => setNotes(e.target.value)} maxLength={1000} rows={2} disabled={close.isPending} data-testid="cash-drawer-notes" />
      </div>
      <div className="grid gap-2">
        <Button type="submit" variant="outline" disabled={close.isPending} data-testid="cash-drawer-close">
          {close.isPending ? 'Closing...' : 'Count and close'}
        </Button>
        {beside}
      </div>
    </form>
  );
}
