import { useState } from 'react';
import { AUDIT_DEFAULT_PAGE_SIZE, type TAuditLogQuery } from '@common/contracts/audit';
import { Pager } from '@/components/pager';
import { LoadError } from '@/components/load-error';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { readErrorMessage } from '@/lib/api-client';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useAuditLog } from '../api/get-audit-log';
import { ActivityEntry } from './activity-entry';
import { ActivityFilters, NO_FILTERS, type TActivityFilters } from './activity-filters';

const HEADINGS = ['When', 'Who', 'What', 'Details'];

/** The audit trail, read-only: every staff change with who made it, when and what changed. */
export function ActivityTab() {
  const [filters, setFilters] = useState<TActivityFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  // Typing an e-mail waits for a pause; the selects and dates apply at once.
  const user = useDebouncedValue(filters.user.trim());
  const query: TAuditLogQuery = {
    action: filters.action || undefined,
    entity: filters.entity || undefined,
    user: user || undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
    page,
    pageSize: AUDIT_DEFAULT_PAGE_SIZE,
  };
  const log = useAuditLog(query);
  const filtered = Object.values(filters).some((v) => v !== '');

  const changeFilters = (next: TActivityFilters) => {
    setFilters(next);
    setPage(1);
  };

  return (
    <Card data-testid="activity-tab">
      <CardHeader>
        <h3 className="text-lg leading-tight font-semibold tracking-tight">Audit Trail</h3>
        <CardDescription>Every change made by staff, newest first. Entries cannot be edited or removed.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ActivityFilters filters={filters} onChange={changeFilters} actions={log.data?.actions ?? []} entities={log.data?.entities ?? []} />
        {log.isPending ? (
          <p role="status" className="py-6 text-center text-sm text-muted-foreground">
            Loading activity...
          </p>
        ) : log.isError ? (
          <LoadError message={readErrorMessage(log.error) ?? 'We could not load the activity.'} onRetry={() => void log.refetch()} />
        ) : log.data.items.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground" data-testid="activity-empty">
            {filtered ? 'No activity matches these filters.' : 'No activity recorded yet.'}
          </p>
        ) : (
          <>
            <div className={log.isPlaceholderData ? 'rounded-md border border-border opacity-60' : 'rounded-md border border-border'}>
              <div aria-hidden="true" className="hidden border-b border-border bg-muted/60 px-4 py-2.5 md:grid md:grid-cols-[10.5rem_minmax(0,13rem)_minmax(0,12rem)_minmax(0,1fr)] md:gap-4">
                {HEADINGS.map((heading) => (
                  <span key={heading} className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                    {heading}
                  </span>
                ))}
              </div>
              <ul className="divide-y divide-border" aria-label="Activity entries" aria-busy={log.isPlaceholderData}>
                {log.data.items.map((entry) => (
                  <ActivityEntry key={entry.id} entry={entry} />
                ))}
              </ul>
            </div>
            <Pager page={log.data.page} pageSize={log.data.pageSize} total={log.data.total} onPage={setPage} label="Activity pages" emptyText="No entries" testIdPrefix="activity" />
          </>
        )}
      </CardContent>
    </Card>
  );
}
