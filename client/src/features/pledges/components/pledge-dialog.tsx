import type { TPledgeRegisterItem } from '@common/contracts/pledges';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { PledgeItemsSection } from './pledge-items-section';

/** One loan's pledge, opened from a row of the pledge book: its items, ticket, holds and redemption. */
export function PledgeDialog({ row, onClose }: { row: TPledgeRegisterItem; onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="lg" className="content-start" data-testid="pledge-dialog">
        <DialogHeader>
          <DialogTitle>Pledge {row.ticketNumber ?? row.applicationNumber}</DialogTitle>
          <DialogDescription>
            {row.borrowerName}, loan <span className="font-mono">{row.applicationNumber}</span>
          </DialogDescription>
        </DialogHeader>
        <PledgeItemsSection loanId={row.loanId} />
      </DialogContent>
    </Dialog>
  );
}
