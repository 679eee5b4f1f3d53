import { Check, RotateCcw, X } from 'lucide-react';
import type { ReactNode } from 'react';
import type { TBorrowerDocumentType, TDocumentCheckState } from '@common/contracts/borrowers';
import { StatusBadge } from '@/components/status-badge';
import { Button } from '@/components/ui/button';
import { readErrorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useSetDocumentVerification } from '../api/set-document-verification';
import { DOCUMENT_LABELS, DOCUMENT_STATE_LABELS, DOCUMENT_STATE_TONES } from '../utils/borrower-display';
import { DocumentImage } from './document-image';

type TDocument = { url: string | null; status: TDocumentCheckState; verifiedBy: string | null; verifiedAt: string | null };
type TProps = { borrowerId: string; type: TBorrowerDocumentType; document: TDocument; emptyText: string; noPreviewText?: string; children?: ReactNode };

const ACTIONS: { status: TDocumentCheckState; label: string; icon: typeof Check }[] = [
  { status: 'verified', label: 'Verify', icon: Check },
  { status: 'rejected', label: 'Reject', icon: X },
  { status: 'pending', label: 'Reset', icon: RotateCcw },
];

/** One document with its check: the picture, the state badge, who checked it, and Verify / Reject / Reset. */
export function DocumentCheck({ borrowerId, type, document, emptyText, noPreviewText, children }: TProps) {
  const update = useSetDocumentVerification();
  const label = DOCUMENT_LABELS[type];

  const set = (status: TDocumentCheckState) =>
    update.mutate(
      { borrowerId, documentType: type, status },
      {
        onSuccess: () => toast({ title: 'Document Updated', description: `${label}: ${DOCUMENT_STATE_LABELS[status].toLowerCase()}.` }),
        onError: (err) => toast({ title: 'Error', description: readErrorMessage(err) ?? 'Failed to update document verification', variant: 'destructive' }),
      },
    );

  return (
    <section className="grid min-w-0 content-start gap-3 rounded-lg border border-border p-4" aria-label={label} data-testid={`document-${type}`} data-status={document.status}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h5 className="font-semibold">{label}</h5>
        <StatusBadge tone={DOCUMENT_STATE_TONES[document.status]} data-testid="document-state">
          {DOCUMENT_STATE_LABELS[document.status]}
        </StatusBadge>
      </div>
      {document.url ? <DocumentImage url={document.url} label={label} {...(noPreviewText ? { failedText: noPreviewText } : {})} /> : <p className="rounded-md bg-muted px-3 py-6 text-center text-sm text-muted-foreground">{emptyText}</p>}
      {children}
      {document.status !== 'pending' && document.verifiedAt && (
        <p className="text-xs text-muted-foreground">
          {DOCUMENT_STATE_LABELS[document.status]} {document.verifiedBy ? `by ${document.verifiedBy} ` : ''}on {formatDateTime(document.verifiedAt)}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {ACTIONS.map(({ status, label: action, icon: Icon }) => (
          <Button
            key={status}
            size="sm"
            variant={status === 'verified' ? 'default' : 'outline'}
            disabled={update.isPending || document.status === status}
            onClick={() => set(status)}
            aria-label={`${action} ${label}`}
            data-testid={`document-${status}`}
          >
            <Icon aria-hidden="true" />
            {action}
          </Button>
        ))}
      </div>
    </section>
  );
}
