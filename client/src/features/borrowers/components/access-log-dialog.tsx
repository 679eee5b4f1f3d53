import { History } from 'lucide-react';
import { useState } from 'react';
import { LoadError } from '@/components/load-error';
import { Pager } from '@/components/pager';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { formatDateTime } from '@/lib/format';
import { useAccessLog } from '../api/get-access-log';
import { ACCESS_VIA_LABELS, DOCUMENT_LABELS } from '../utils/borrower-display';

/** The log's page, read only while the dialog is open. */
function AccessLogList({ borrowerId }: { borrowerId: string }) {
  const [page, setPage] = useState(1);
  const log = useAccessLog(borrowerId, page);
  if (log.isPending) {
    return (
      <p role="status" className="py-6 text-center text-sm text-muted-foreground">
        Loading the access log...
      </p>
    );
  }
  if (log.isError) return <LoadError message="We could not load the access log." onRetry={() => void log.refetch()} />;
  const { items, total, pageSize } = log.data;
  return (
    <div className="grid gap-3">
      {items.length === 0 ? (
        <p className="rounded-md bg-muted px-3 py-6 text-center text-sm text-muted-foreground" data-testid="access-log-empty">
          No staff member has opened this borrower&apos;s documents yet.
        </p>
      ) : (
        <ol className="grid divide-y divide-border rounded-lg border border-border" data-testid="access-log-list">
          {items.map((entry, index) => (
            <li key={`${entry.at}-${index}`} className="grid gap-1 px-3 py-2.5 text-sm sm:grid-cols-[10rem_1fr_auto] sm:items-baseline sm:gap-3" data-testid="access-log-entry">
              <time dateTime={entry.at} className="text-xs text-muted-foreground tabular-nums">
                {formatDateTime(entry.at)}
              </time>
              <span className="min-w-0 break-all" data-testid="access-log-staff">
                {entry.staffEmail}
              </span>
              <span className="text-muted-foreground" data-testid="access-log-what">
                <span className="font-medium text-foreground">{DOCUMENT_LABELS[entry.document]}</span> · {ACCESS_VIA_LABELS[entry.via]}
              </span>
            </li>
          ))}
        </ol>
      )}
      <Pager page={page} pageSize={pageSize} total={total} onPage={setPage} label="Access log pages" emptyText="No entries" testIdPrefix="access-log" hideWhenSinglePage />
    </div>
  );
}

/**
 * Access log (admin, super admin; Data Protection Act 2020): every time a staff member opened the
 * borrower's photo, TRN photo, signature or ID document, who, when, and from which screen.
 */
export function AccessLogDialog({ borrowerId, borrowerName }: { borrowerId: string; borrowerName: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" data-testid="borrower-access-log">
          <History aria-hidden="true" />
          Access log
        </Button>
      </DialogTrigger>
      <DialogContent size="lg" data-testid="access-log-dialog">
        <DialogHeader>
          <DialogTitle>Access log</DialogTitle>
          <DialogDescription>Who opened {borrowerName}&apos;s identity documents, newest first.</DialogDescription>
        </DialogHeader>
        {open && <AccessLogList borrowerId={borrowerId} />}
      </DialogContent>
    </Dialog>
  );
}
