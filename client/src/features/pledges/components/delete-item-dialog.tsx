import type { TPawnItem } from '@common/contracts/pledges';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { readErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDeletePawnItem } from '../api/delete-pawn-item';

/** Delete Item: only before the pawn ticket is issued (the server refuses after). */
export function DeleteItemDialog({ item, onClose }: { item: TPawnItem; onClose: () => void }) {
  const remove = useDeletePawnItem();
  const confirm = () => {
    if (remove.isPending) return;
    remove.mutate(
      { itemId: item.id, loanId: item.loanId },
      {
        onSuccess: () => {
          toast({ title: 'Item deleted', description: `${item.itemNumber} was removed from this loan.` });
          onClose();
        },
        onError: (err) => toast({ title: 'Item not deleted', description: readErrorMessage(err) ?? 'Please try again.', variant: 'destructive' }),
      },
    );
  };
  return (
    <Dialog open onOpenChange={(open) => !open && !remove.isPending && onClose()}>
      <DialogContent size="sm" data-testid="pawn-item-delete-dialog">
        <DialogHeader>
          <DialogTitle>Delete Item</DialogTitle>
          <DialogDescription>
            Remove {item.itemNumber} ({item.description}) from this loan? This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending} data-testid="pawn-item-delete-confirm">
            {remove.isPending ? 'Deleting...' : 'Delete Item'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
