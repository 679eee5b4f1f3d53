import { useState } from 'react';
import { HandCoins, Plus, Printer } from 'lucide-react';
import { PLEDGE_CLOSED_LOAN_STATUSES, pawnTicketPath, type TPawnItem } from '@common/contracts/pledges';
import { can } from '@common/permissions';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { DialogSection } from '@/components/ui/dialog';
import { useAuth } from '@/lib/use-auth';
import { usePledge } from '../api/get-pledge';
import { DeleteItemDialog } from './delete-item-dialog';
import { PawnItemCard, type TItemAction } from './pawn-item-card';
import { PawnItemFormDialog } from './pawn-item-form-dialog';
import { PledgeSummary } from './pledge-summary';
import { PoliceHoldDialog } from './police-hold-dialog';
import { RedeemDialog } from './redeem-dialog';
import { RenewButton } from './renew-button';
import { ReleaseHoldDialog } from './release-hold-dialog';

type TOpen = { kind: 'add' } | { kind: 'redeem' } | { kind: TItemAction; item: TPawnItem } | null;

/**
 * The Items of a pawn loan (in the application review and the pledge book): the goods taken in,
 * their appraisal against the loan, the pawn ticket and tags to print, police holds and redemption.
 */
export function PledgeItemsSection({ loanId }: { loanId: string }) {
  const { user } = useAuth();
  const pledge = usePledge(loanId);
  const [open, setOpen] = useState<TOpen>(null);
  const canManage = user ? can(user.role, 'pledges.manage') : false;
  const canReleaseHold = user ? can(user.role, 'pledges.releaseHold') : false;
  const close = () => setOpen(null);

  if (pledge.isPending) {
    return (
      <DialogSection title="Items">
        <p role="status" className="text-sm text-muted-foreground">
          Loading items...
        </p>
      </DialogSection>
    );
  }
  if (pledge.isError) {
    return (
      <DialogSection title="Items">
        <LoadError message="We could not load the items of this loan." onRetry={() => void pledge.refetch()} testId="pledge-error" />
      </DialogSection>
    );
  }

  const p = pledge.data;
  const ticketIssued = p.ticketNumber !== null;
  const canAdd = canManage && !PLEDGE_CLOSED_LOAN_STATUSES.includes(p.loanStatus);
  return (
    <DialogSection title="Items">
      <div className="grid gap-4" data-testid="pledge-items" data-pledge-status={p.status}>
        {p.items.length > 0 && <PledgeSummary pledge={p} />}
        <div className="flex flex-wrap gap-2">
          {canAdd && (
            <Button size="sm" onClick={() => setOpen({ kind: 'add' })} data-testid="pledge-add-item">
              <Plus aria-hidden="true" />
              Add Item
            </Button>
          )}
          {ticketIssued && (
            <Button asChild size="sm" variant="outline">
              <a href={pawnTicketPath(p.applicationNumber)} target="_blank" rel="noopener" data-testid="pledge-print-ticket">
                <Printer aria-hidden="true" />
                Print ticket
              </a>
            </Button>
          )}
          {ticketIssued && (
            <Button asChild size="sm" variant="outline">
              <a href={`${pawnTicketPath(p.applicationNumber)}?paper=80mm`} target="_blank" rel="noopener" data-testid="pledge-print-ticket-80mm">
                <Printer aria-hidden="true" />
                Print 80 mm
              </a>
            </Button>
          )}
          {canManage && p.status === 'in_pawn' && (
            <Button size="sm" variant="secondary" onClick={() => setOpen({ kind: 'redeem' })} data-testid="pledge-redeem">
              <HandCoins aria-hidden="true" />
              Redeem
            </Button>
          )}
          {canManage && p.status === 'in_pawn' && p.loanStatus === 'active' && <RenewButton loanId={p.loanId} applicationNumber={p.applicationNumber} ticketNumber={p.ticketNumber} />}
        </div>
        {p.status === 'renewed' ? (
          <p className="text-sm text-muted-foreground" data-testid="pledge-renewed">
            This loan was renewed: its goods moved to the new loan, under a new pawn ticket.
          </p>
        ) : p.items.length === 0 ? (
          <p className="text-sm text-muted-foreground" data-testid="pledge-items-empty">
            No items recorded. Add each item taken in; the pawn ticket is issued when the loan becomes active.
          </p>
        ) : (
          <ul className="grid gap-3" aria-label="Pledged items">
            {p.items.map((item) => (
              <li key={item.id}>
                <PawnItemCard item={item} ticketIssued={ticketIssued} canManage={canManage} canReleaseHold={canReleaseHold} onAction={(kind, chosen) => setOpen({ kind, item: chosen })} />
              </li>
            ))}
          </ul>
        )}
      </div>
      {open?.kind === 'add' && <PawnItemFormDialog loanId={loanId} onClose={close} />}
      {open?.kind === 'edit' && <PawnItemFormDialog loanId={loanId} item={open.item} onClose={close} />}
      {open?.kind === 'delete' && <DeleteItemDialog item={open.item} onClose={close} />}
      {open?.kind === 'hold' && <PoliceHoldDialog item={open.item} onClose={close} />}
      {open?.kind === 'release' && <ReleaseHoldDialog item={open.item} onClose={close} />}
      {open?.kind === 'redeem' && <RedeemDialog pledge={p} onClose={close} />}
    </DialogSection>
  );
}
