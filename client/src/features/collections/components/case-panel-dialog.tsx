import { OPEN_COLLECTION_STATUSES } from '@common/contracts/collections';
import type { TRole } from '@common/roles';
import { LoadError } from '@/components/load-error';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogSection, DialogTitle } from '@/components/ui/dialog';
import { formatDate, formatMoney } from '@/lib/format';
import { useCollection } from '../api/get-collection';
import { CaseControls } from './case-controls';
import { CollectionStatusBadge } from './collection-status-badge';
import { ContactHistory } from './contact-history';
import { LogContactForm } from './log-contact-form';
import { PriorityBadge } from './priority-badge';
import { PromiseBadge } from './promise-badge';

/** A case: the borrower, where the loan stands, the promise, the controls, Log Contact and the history. */
export function CasePanelDialog({ caseId, role, onClose }: { caseId: string; role: TRole; onClose: () => void }) {
  const detail = useCollection(caseId);
  const c = detail.data;
  const open = c ? (OPEN_COLLECTION_STATUSES as readonly string[]).includes(c.collectionStatus) : false;
  return (
    <Dialog open onOpenChange={(next) => !next && onClose()}>
      <DialogContent size="lg" data-testid="case-panel">
        <DialogHeader>
          <DialogTitle>Collection {c?.applicationNumber ?? ''}</DialogTitle>
          <DialogDescription>{c ? `${c.borrowerName} · ${c.borrowerPhone} · ${c.borrowerEmail}` : 'Loading the case...'}</DialogDescription>
        </DialogHeader>
        {detail.isError && !c && <LoadError message="We could not load this collection record." onRetry={() => void detail.refetch()} />}
        {c && (
          <div className="grid gap-5">
            <div className="flex flex-wrap items-center gap-2">
              <CollectionStatusBadge status={c.collectionStatus} />
              <PriorityBadge priority={c.priority} />
              {c.promise && <PromiseBadge promise={c.promise} />}
            </div>
            <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
              <div>
                <dt className="text-muted-foreground">Amount Due</dt>
                <dd className="font-semibold tabular-nums" data-testid="case-amount-due">
                  {formatMoney(c.amountDue)}
                </dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Outstanding</dt>
                <dd className="font-semibold tabular-nums">{formatMoney(c.outstandingAmount)}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Days Overdue</dt>
                <dd className="font-semibold tabular-nums">{c.daysPastDue}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Oldest unpaid</dt>
                <dd className="tabular-nums">{c.ledger.nextDueDate ? `${formatMoney(c.ledger.nextDueAmount)} on ${formatDate(c.ledger.nextDueDate)}` : 'None'}</dd>
              </div>
            </dl>
            {c.resolutionDate && (
              <p className="text-sm" data-testid="case-resolution">
                Closed {formatDate(c.resolutionDate)}
                {c.resolutionNotes ? `: ${c.resolutionNotes}` : ''}
              </p>
            )}
            {open && (
              <DialogSection title="Case">
                <CaseControls key={c.id} record={c} role={role} />
              </DialogSection>
            )}
            {open && (
              <DialogSection title="Log Contact">
                <LogContactForm caseId={c.id} />
              </DialogSection>
            )}
            <DialogSection title="Contact History">
              <ContactHistory contacts={c.contacts} />
            </DialogSection>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
