import type { TAuditEntry } from '@common/contracts/audit';
import { ROLE_LABELS, type TRole } from '@common/roles';
import { formatDateTime } from '@/lib/format';
import { actionLabel, formatAuditSummary, humanizeKey } from '../utils/format-audit-summary';

// Each part carries a label for screen readers; from md up the parts line up under the list's
// column headings. On a phone the entry is a compact card that leads with what happened.
const PART_LABEL = 'sr-only';

// A UUID in full is noise in a list; its start tells rows apart and the tooltip holds the rest.
const shortId = (id: string) => (/^[0-9a-f]{8}-[0-9a-f-]{27}$/i.test(id) ? `${id.slice(0, 8)}…` : id);

const roleLabel = (role: string | null) => (role ? (ROLE_LABELS[role as TRole] ?? role) : null);

export function ActivityEntry({ entry }: { entry: TAuditEntry }) {
  const lines = formatAuditSummary(entry.summary);
  return (
    <li
      className="grid gap-1.5 p-4 md:grid-cols-[10.5rem_minmax(0,13rem)_minmax(0,12rem)_minmax(0,1fr)] md:gap-4 md:px-4 md:py-3"
      data-testid="activity-row"
    >
      <div className="order-2 grid content-start gap-0.5 md:order-none">
        <span className={PART_LABEL}>When</span>
        <time dateTime={entry.createdAt} className="text-xs text-muted-foreground tabular-nums md:text-sm md:text-foreground">
          {formatDateTime(entry.createdAt)}
        </time>
      </div>
      <div className="order-3 grid min-w-0 content-start gap-0.5 md:order-none">
        <span className={PART_LABEL}>Who</span>
        <span className="text-sm break-all">{entry.userEmail ?? 'System'}</span>
        <span className="text-xs text-muted-foreground">
          {[roleLabel(entry.userRole), entry.ip ? `IP ${entry.ip}` : null].filter(Boolean).join(' · ')}
        </span>
      </div>
      <div className="order-1 grid min-w-0 content-start gap-0.5 md:order-none">
        <span className={PART_LABEL}>What</span>
        <span className="text-sm font-medium">{actionLabel(entry.action)}</span>
        <span className="text-xs text-muted-foreground">
          {humanizeKey(entry.entity)}
          {entry.entityLabel ? (
            <>
              {' '}
              <span className="break-words text-foreground" title={entry.entityId ?? undefined} data-testid="activity-record">
                {entry.entityLabel}
              </span>
            </>
          ) : (
            entry.entityId && (
              <>
                {' '}
                <span className="font-mono" title={entry.entityId}>
                  {shortId(entry.entityId)}
                </span>
              </>
            )
          )}
        </span>
      </div>
      <div className="order-4 grid min-w-0 content-start gap-0.5 pt-1 md:order-none md:pt-0">
        <span className={PART_LABEL}>Details</span>
        {lines.length === 0 ? (
          <span className="text-sm text-muted-foreground">No details recorded</span>
        ) : (
          <dl className="grid gap-0.5 text-sm">
            {lines.map((line, index) => (
              <div key={`${line.label}-${index}`} className="flex flex-wrap gap-x-1.5">
                <dt className="text-muted-foreground">{line.label}:</dt>
                <dd className={line.changed ? 'font-medium break-words' : 'break-words'}>{line.text}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </li>
  );
}
