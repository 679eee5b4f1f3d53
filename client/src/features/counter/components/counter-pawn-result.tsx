import { useEffect, useRef } from 'react';
import { CheckCircle2, Clock, Printer, Tag } from 'lucide-react';
import type { TCounterPawnResponse } from '@common/contracts/counter';
import { Button } from '@/components/ui/button';
import { formatDayFirstDate } from '@/lib/day-first-date';
import { formatMoney } from '@/lib/format';
import { tagUrlOf, ticketUrlOf, usePawnedItems } from '../api/get-pawned-items';

type TProps = { result: TCounterPawnResponse; onNext: () => void };

function ItemTags({ loanId }: { loanId: string }) {
  const pledge = usePawnedItems(loanId);
  const items = pledge.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Item tags">
      {items.map((item, i) => (
        <li key={item.id}>
          <Button asChild variant="outline">
            <a href={tagUrlOf(item.id)} target="_blank" rel="noopener" data-testid="counter-item-tag">
              <Tag aria-hidden="true" />
              Tag for item {i + 1}
              <span className="sr-only"> ({item.description}, opens in a new tab)</span>
            </a>
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** What Save did: the ticket to print and the tags, or that the pawn waits for an admin. */
export function CounterPawnResult({ result, onNext }: TProps) {
  const active = result.status === 'active';
  const heading = useRef<HTMLHeadingElement>(null);
  // Save was at the foot of a long form: the outcome replaces it, so bring the clerk (and a screen reader) to it.
  useEffect(() => {
    heading.current?.scrollIntoView?.({ block: 'start' });
    heading.current?.focus();
  }, []);
  return (
    <section aria-labelledby="counter-result-title" className="grid gap-4 rounded-md border border-border bg-card p-4" data-testid="counter-result">
      <h2 id="counter-result-title" ref={heading} tabIndex={-1} className="flex scroll-mt-24 outline-none items-center gap-2 text-xl font-semibold">
        {active ? <CheckCircle2 className="size-5 text-success" aria-hidden="true" /> : <Clock className="size-5 text-warning-text" aria-hidden="true" />}
        {active ? 'Pawned: pay out and print the ticket' : "Waiting for an admin's approval"}
      </h2>
      {!active && (
        <p role="status" data-testid="counter-awaiting-approval">
          This pawn is above your approval limit. An admin approves it in Loan Applications ({result.applicationNumber}); then pay it out and print the ticket.
        </p>
      )}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {result.ticketNumber && (
          <>
            <dt className="text-muted-foreground">Ticket number</dt>
            <dd className="font-semibold" data-testid="counter-ticket-number">
              {result.ticketNumber}
            </dd>
          </>
        )}
        <dt className="text-muted-foreground">Application</dt>
        <dd>{result.applicationNumber}</dd>
        <dt className="text-muted-foreground">Due date</dt>
        <dd data-testid="counter-due-date">{formatDayFirstDate(result.dueDate)}</dd>
        <dt className="text-muted-foreground">Redeemable until</dt>
        <dd data-testid="counter-redeemable-until">{formatDayFirstDate(result.redeemableUntil)}</dd>
        <dt className="text-muted-foreground">Charge per month</dt>
        <dd>{formatMoney(result.monthlyCharge)}</dd>
      </dl>
      {active && (
        <div className="flex flex-wrap gap-2">
          <Button asChild>
            <a href={ticketUrlOf(result.applicationNumber)} target="_blank" rel="noopener" data-testid="counter-open-ticket">
              <Printer aria-hidden="true" />
              Open the pawn ticket
              <span className="sr-only"> (PDF, opens in a new tab)</span>
            </a>
          </Button>
          <ItemTags loanId={result.loanId} />
        </div>
      )}
      <Button type="button" variant="ghost" className="justify-self-start" onClick={onNext}>
        Next pawn
      </Button>
    </section>
  );
}
