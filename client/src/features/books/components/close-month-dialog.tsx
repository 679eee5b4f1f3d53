import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { readErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCloseMonth } from '../api/close-month';
import { monthLabel } from '../utils/book-months';

/** Asks before closing a month's books; a refusal (409: not ended, already closed, an earlier month open) is shown as the server words it. */
export function CloseMonthDialog({ month, onClose }: { month: string; onClose: () => void }) {
  const close = useCloseMonth();
  const [problem, setProblem] = useState<string | null>(null);
  const label = monthLabel(month);
  const pending = close.isPending;
  const confirm = () => {
    if (pending) return;
    setProblem(null);
    close.mutate(
      { month },
      {
        onSuccess: (closed) => {
          toast({ title: 'Month closed', description: `The books for ${monthLabel(closed.month)} are closed.` });
          onClose();
        },
        onError: (err) => setProblem(readErrorMessage(err) ?? 'The month could not be closed. Please try again.'),
      },
    );
  };
  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent size="sm" data-testid="close-month-dialog">
        <DialogHeader>
          <DialogTitle>Close {label}?</DialogTitle>
          <DialogDescription>
            Once {label} is closed nothing more can be booked in it: a payment, sale or correction dated in it is refused, and its figures stay as the accountant saw them. This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        {problem && (
          <p role="alert" className="rounded-md bg-destructive-soft px-3 py-2 text-sm" data-testid="close-month-problem">
            {problem}
          </p>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button onClick={confirm} disabled={pending} data-testid="close-month-confirm">
            {pending ? 'Closing...' : `Close ${label}`}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
