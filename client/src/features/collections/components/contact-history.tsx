import { Flag } from 'lucide-react';
import type { TContact } from '@common/contracts/collections';
import { formatDate, formatDateTime, formatMoney } from '@/lib/format';
import { METHOD_LABELS, OUTCOME_LABELS } from '../utils/collection-labels';

/** The contacts on a case, newest first, with promises and fair-collection flags. */
export function ContactHistory({ contacts }: { contacts: TContact[] }) {
  if (contacts.length === 0) return <p className="text-sm text-muted-foreground">No contacts logged yet.</p>;
  return (
    <ol className="grid gap-2" aria-label="Contact history" data-testid="contact-history">
      {contacts.map((c) => (
        <li key={c.id} className="rounded-md border border-border p-3 text-sm" data-testid="contact-entry">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
            <span className="font-medium">
              {c.party === 'guarantor' ? 'Guarantor · ' : ''}
              {METHOD_LABELS[c.contactMethod]} · {OUTCOME_LABELS[c.outcome]}
            </span>
            <span className="text-xs text-muted-foreground">
              {formatDateTime(c.contactedAt)} · {c.contactedBy}
            </span>
          </div>
          {c.promisedAmount && c.promisedDate && (
            <p className="mt-1">
              Promised {formatMoney(c.promisedAmount)} by {formatDate(c.promisedDate)}
            </p>
          )}
          {c.notes && <p className="mt-1 whitespace-pre-wrap text-muted-foreground">{c.notes}</p>}
          {c.flagReason && (
            <p className="mt-1 flex items-center gap-1 text-xs text-destructive" data-testid="contact-flag">
              <Flag className="size-3" aria-hidden="true" />
              Flagged: {c.flagReason}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
