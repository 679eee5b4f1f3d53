import { useId, useState } from 'react';
import { AlertTriangle, Send } from 'lucide-react';
import { EMAIL_OUTBOX_DEFAULT_PAGE_SIZE } from '@common/contracts/email-outbox';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { readErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useEmailOutbox } from '../api/get-email-outbox';
import { useSendOutboxNow } from '../api/send-outbox-now';
import { OUTBOX_STATUS_LABELS, outboxFilterOptions, sendNowSummary, type TOutboxFilter } from '../utils/outbox-display';
import { Pager } from '@/components/pager';
import { OutboxRow } from './outbox-row';

type TProps = { noActiveConfiguration: boolean };

/** What the system has queued, sent and failed to send, with a retry per message and a send pass. */
export function OutboxSection({ noActiveConfiguration }: TProps) {
  const id = useId();
  const [status, setStatus] = useState<TOutboxFilter>('all');
  const [page, setPage] = useState(1);
  const outbox = useEmailOutbox({ status, page, pageSize: EMAIL_OUTBOX_DEFAULT_PAGE_SIZE });
  const sendNow = useSendOutboxNow();
  const data = outbox.data;

  // Rows leave a filtered page as they are sent: step back to the last page that still has some.
  const lastPage = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  if (data && !outbox.isPlaceholderData && page > lastPage) setPage(lastPage);

  const runSendNow = () => {
    sendNow.mutate(undefined, {
      onSuccess: (result) => toast({ title: 'Outbox Processed', description: sendNowSummary(result) }),
      onError: (err) => toast({ title: 'Error', description: readErrorMessage(err) ?? 'Failed to send emails', variant: 'destructive' }),
    });
  };

  const waiting = data ? data.counts.pending + data.counts.sending : 0;
  return (
    <Card data-testid="outbox-section">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 flex-1 basis-64 gap-1.5">
          <h3 className="text-lg leading-tight font-semibold tracking-tight">Outgoing Email</h3>
          <CardDescription>
            Confirmations and receipts wait here until an active email configuration sends them; failed sends are retried automatically.
          </CardDescription>
        </div>
        <Button variant="outline" onClick={runSendNow} disabled={sendNow.isPending} data-testid="outbox-send-now">
          <Send aria-hidden="true" />
          {sendNow.isPending ? 'Sending...' : 'Send now'}
        </Button>
      </CardHeader>
      <CardContent className="grid gap-4">
        {noActiveConfiguration && waiting > 0 && (
          <p role="status" className="flex items-start gap-2 rounded-md bg-warning-soft px-3 py-2 text-sm text-warning-text" data-testid="outbox-no-configuration">
            <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            No email configuration is active, so {waiting === 1 ? 'this email is' : `these ${waiting} emails are`} waiting. Add one above and turn on Active
            Configuration.
          </p>
        )}
        <div className="grid max-w-xs gap-1.5">
          <Label htmlFor={`${id}-status`}>Status</Label>
          <NativeSelect
            id={`${id}-status`}
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as TOutboxFilter);
              setPage(1);
            }}
            data-testid="outbox-filter"
          >
            {outboxFilterOptions(data?.counts).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        {outbox.isPending ? (
          <p role="status" className="py-6 text-center text-sm text-muted-foreground">
            Loading emails...
          </p>
        ) : outbox.isError ? (
          <LoadError message={readErrorMessage(outbox.error) ?? 'We could not load the outbox.'} onRetry={() => void outbox.refetch()} />
        ) : outbox.data.items.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground" data-testid="outbox-empty">
            {status === 'all' ? 'No emails have been queued yet.' : `No ${OUTBOX_STATUS_LABELS[status].toLowerCase()} emails.`}
          </p>
        ) : (
          <>
            <ul
              className={`divide-y divide-border rounded-md border border-border ${outbox.isPlaceholderData ? 'opacity-60' : ''}`}
              aria-label="Outgoing emails"
              aria-busy={outbox.isPlaceholderData}
            >
              {outbox.data.items.map((item) => (
                <OutboxRow key={item.id} item={item} />
              ))}
            </ul>
            <Pager page={outbox.data.page} pageSize={outbox.data.pageSize} total={outbox.data.total} onPage={setPage} label="Outbox pages" emptyText="No emails" testIdPrefix="outbox" hideWhenSinglePage />
          </>
        )}
      </CardContent>
    </Card>
  );
}
