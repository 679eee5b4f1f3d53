import { ArrowRight } from 'lucide-react';
import type { TStatusHistoryEntry } from '@common/contracts/pawn-loan-review';
import { ApplicationStatusBadge } from '@/components/application-status-badge';
import { formatDateTime } from '@/lib/format';

/** Every status change with who, when and the notes; newest first, since that is what a reviewer reads. */
export function StatusHistory({ history }: { history: TStatusHistoryEntry[] }) {
  if (history.length === 0) {
    return (
      <p className="text-sm text-muted-foreground" data-testid="review-history">
        No status changes yet.
      </p>
    );
  }
  return (
    <ol className="grid gap-3" data-testid="review-history">
      {[...history].reverse().map((entry) => (
        <li key={entry.id} className="grid gap-1 border-l-2 border-border pl-3 text-sm" data-testid="review-history-entry">
          <div className="flex flex-wrap items-center gap-2">
            {entry.fromStatus ? (
              <>
                <ApplicationStatusBadge status={entry.fromStatus} />
                <ArrowRight className="size-3.5 text-muted-foreground" aria-label="to" />
              </>
            ) : (
              <span className="text-muted-foreground">Created as</span>
            )}
            <ApplicationStatusBadge status={entry.toStatus} />
          </div>
          <p className="text-xs text-muted-foreground">
            {entry.changedByName ?? (entry.fromStatus ? 'Unknown staff member' : 'Applicant')} · {formatDateTime(entry.createdAt)}
          </p>
          {entry.notes && <p className="whitespace-pre-line">{entry.notes}</p>}
        </li>
      ))}
    </ol>
  );
}
