import type { ReactNode } from 'react';
import { Check, FileX, RotateCcw, X } from 'lucide-react';
import { VERIFICATION_DOCUMENTS, type TVerificationField, type TVerificationStatus } from '@common/application-status';
import type { TPawnLoanListItem } from '@common/contracts/pawn-loans-list';
import { Button } from '@/components/ui/button';
import { readErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useUpdateDocumentVerification } from '../api/update-document-verification';
import { documentUrlOf } from '../utils/review';
import { VerificationBadge } from './verification-badge';

const DONE: Record<TVerificationStatus, string> = { verified: 'verified', rejected: 'rejected', pending: 'reset to pending' };

type TProps = {
  application: TPawnLoanListItem;
  field: TVerificationField;
  canReview: boolean;
  /** The document itself (preview, link, details); each part renders only what the borrower provided. */
  children: ReactNode;
};

/** One of the four checks: its badge, its document, and Verify, Reject and Reset. */
export function DocumentCheck({ application, field, canReview, children }: TProps) {
  const update = useUpdateDocumentVerification();
  const { label } = VERIFICATION_DOCUMENTS[field];
  const status = application[field];
  const missing = documentUrlOf(application, field) === null;

  const set = (next: TVerificationStatus) =>
    update.mutate(
      { id: application.id, field, status: next },
      {
        onSuccess: () => toast({ title: 'Document Verification Updated', description: `${label} ${DONE[next]}.` }),
        onError: (err) =>
          toast({ title: 'Update Failed', description: readErrorMessage(err) ?? 'Failed to update document verification', variant: 'destructive' }),
      },
    );
  const busy = update.isPending;

  return (
    <section className="grid content-start gap-3 rounded-md border border-border p-3 sm:p-4" aria-label={label} data-testid={`document-check-${field}`}>
      <div className="flex items-center justify-between gap-2">
        <h4 className="text-sm font-semibold">{label}</h4>
        <VerificationBadge field={field} status={status} />
      </div>
      {children}
      {missing && (
        <p className="flex items-center gap-2 rounded-md border border-dashed border-border bg-muted p-3 text-sm text-muted-foreground" data-testid={`document-missing-${field}`}>
          <FileX className="size-4 shrink-0" aria-hidden="true" />
          {label} not provided: there is nothing to verify.
        </p>
      )}
      {canReview && (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="outline" className="text-success" disabled={busy || missing || status === 'verified'} onClick={() => set('verified')} data-testid={`verify-${field}`}>
            <Check aria-hidden="true" />
            Verify
          </Button>
          <Button size="sm" variant="outline" className="text-destructive" disabled={busy || missing || status === 'rejected'} onClick={() => set('rejected')} data-testid={`reject-${field}`}>
            <X aria-hidden="true" />
            Reject
          </Button>
          <Button size="sm" variant="ghost" disabled={busy || status === 'pending'} onClick={() => set('pending')} data-testid={`reset-${field}`}>
            <RotateCcw aria-hidden="true" />
            Reset
          </Button>
        </div>
      )}
    </section>
  );
}
