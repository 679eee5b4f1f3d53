import { ArrowDown, ArrowRight } from 'lucide-react';
import { BORROWER_CHANGE_IMAGE_FIELDS, type TBorrowerChange } from '@common/contracts/borrower-changes';
import { documentUrlFor } from '@common/contracts/borrower-documents';
import { ImagePreview } from '@/components/image-preview';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';

type TProps = {
  change: TBorrowerChange;
  /** Null when the viewer may not decide (the buttons are not shown). */
  onDecide: ((decision: 'accept' | 'ignore') => void) | null;
  busy: boolean;
};

function Value({ change, value, side }: { change: TBorrowerChange; value: string | null; side: 'from' | 'to' }) {
  const label = `${change.label} ${side === 'from' ? 'on the record' : 'in this application'}`;
  if (!value) return <span className="text-muted-foreground italic">Not recorded</span>;
  if (BORROWER_CHANGE_IMAGE_FIELDS.includes(change.field)) {
    return (
      <ImagePreview
        src={documentUrlFor(value, 'review-dialog')}
        label={label}
        fit={change.field === 'signature' ? 'contain' : 'cover'}
        className="size-24"
        testId={`borrower-change-${change.field}-${side}`}
      />
    );
  }
  return (
    <span className="break-words" data-testid={`borrower-change-${change.field}-${side}`}>
      {value}
    </span>
  );
}

/** One field the application says differently: the record's value -> the application's, and the decision. */
export function BorrowerChangeItem({ change, onDecide, busy }: TProps) {
  return (
    <li className="grid gap-2 rounded-md border border-border p-3" data-testid={`borrower-change-${change.field}`}>
      <p className="text-sm font-medium">{change.label}</p>
      <dl className="grid items-center gap-2 text-sm sm:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)]">
        <div className="grid gap-1">
          <dt className="text-xs text-muted-foreground">On the record</dt>
          <dd className="min-w-0">
            <Value change={change} value={change.from} side="from" />
          </dd>
        </div>
        <ArrowRight className="hidden size-4 text-muted-foreground sm:block" aria-hidden="true" />
        <ArrowDown className="size-4 text-muted-foreground sm:hidden" aria-hidden="true" />
        <div className="grid gap-1">
          <dt className="text-xs text-muted-foreground">In this application</dt>
          <dd className="min-w-0">
            <Value change={change} value={change.to} side="to" />
          </dd>
        </div>
      </dl>
      {change.decision ? (
        <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground" data-testid={`borrower-change-${change.field}-decision`}>
          <Badge variant={change.decision === 'accepted' ? 'success' : 'secondary'}>{change.decision === 'accepted' ? 'Accepted' : 'Ignored'}</Badge>
          {change.decidedBy && <span>by {change.decidedBy}</span>}
          {change.decidedAt && <span>{formatDateTime(change.decidedAt)}</span>}
        </p>
      ) : (
        onDecide && (
          <div className="flex flex-wrap gap-2">
            <Button type="button" size="sm" disabled={busy} onClick={() => onDecide('accept')} data-testid={`borrower-change-${change.field}-accept`}>
              Accept<span className="sr-only">: {change.label}</span>
            </Button>
            <Button type="button" size="sm" variant="outline" disabled={busy} onClick={() => onDecide('ignore')} data-testid={`borrower-change-${change.field}-ignore`}>
              Ignore<span className="sr-only">: {change.label}</span>
            </Button>
          </div>
        )
      )}
    </li>
  );
}
