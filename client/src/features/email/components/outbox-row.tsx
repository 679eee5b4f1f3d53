import { Paperclip, RotateCw } from 'lucide-react';
import type { TEmailOutboxItem } from '@common/contracts/email-outbox';
import { Button } from '@/components/ui/button';
import { readErrorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useRetryOutboxEmail } from '../api/retry-outbox-email';
import { canRetryOutbox, outboxKindLabel, outboxTiming } from '../utils/outbox-display';
import { OutboxStatusBadge } from './outbox-status-badge';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid min-w-0 content-start gap-0.5">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="text-sm">{value}</dd>
    </div>
  );
}

/** One queued message: to whom, what, where it stands, and why it has not gone out yet. */
export function OutboxRow({ item }: { item: TEmailOutboxItem }) {
  const retry = useRetryOutboxEmail();
  const timing = outboxTiming(item);

  const runRetry = () => {
    retry.mutate(item.id, {
      onSuccess: () => toast({ title: 'Email Queued', description: `The email to ${item.toAddress} will be sent on the next pass.` }),
      onError: (err) => toast({ title: 'Retry Failed', description: readErrorMessage(err) ?? 'Failed to retry email', variant: 'destructive' }),
    });
  };

  return (
    <li className="grid gap-3 p-4 md:grid-cols-[minmax(0,1fr)_7rem] md:items-start" data-testid="outbox-row" data-status={item.status}>
      <div className="grid min-w-0 gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <OutboxStatusBadge status={item.status} />
          <p className="min-w-0 font-medium break-words">{item.subject}</p>
        </div>
        <p className="text-sm break-all text-muted-foreground">
          To <span className="text-foreground">{item.toAddress}</span>
        </p>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-4">
          <Fact label="Kind" value={outboxKindLabel(item.kind)} />
          <Fact label="Attempts" value={String(item.attempts)} />
          <Fact label={timing.label} value={timing.value} />
          <Fact label="Queued" value={formatDateTime(item.createdAt)} />
        </dl>
        {item.attachmentNames.length > 0 && (
          <p className="flex items-center gap-1.5 text-xs break-all text-muted-foreground">
            <Paperclip className="size-3.5 shrink-0" aria-hidden="true" />
            {item.attachmentNames.join(', ')}
          </p>
        )}
        {item.lastError && (
          <p className="rounded-md bg-destructive-soft px-3 py-2 text-sm break-words text-destructive" data-testid="outbox-last-error">
            <span className="font-medium">Last error: </span>
            {item.lastError}
          </p>
        )}
      </div>
      {canRetryOutbox(item) && (
        <Button variant="outline" size="sm" className="w-fit md:justify-self-end" onClick={runRetry} disabled={retry.isPending} data-testid="outbox-retry">
          <RotateCw aria-hidden="true" />
          {retry.isPending ? 'Retrying...' : 'Retry'}
          <span className="sr-only"> the email to {item.toAddress}</span>
        </Button>
      )}
    </li>
  );
}
