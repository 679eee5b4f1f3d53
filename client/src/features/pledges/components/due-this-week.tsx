import { Phone } from 'lucide-react';
import { PLEDGE_DUE_WEEK_DAYS, PLEDGE_REGISTER_MAX_PAGE_SIZE, type TPledgeRegisterItem } from '@common/contracts/pledges';
import { formatDayFirst } from '@common/loan-ledger';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { DataTable, type TDataColumn } from '@/components/ui/data-table';
import { cn } from '@/lib/cn';
import { usePledgeRegister } from '../api/get-pledge-register';

/** One ticket of the call list: the register's rows are items, a pawner is called once per ticket. */
export type TDueTicket = { first: TPledgeRegisterItem; descriptions: string[] };

/** The items grouped by loan, in the server's order (nearest day first). */
export function dueTicketsOf(items: readonly TPledgeRegisterItem[]): TDueTicket[] {
  const byLoan = new Map<string, TDueTicket>();
  for (const item of items) {
    const ticket = byLoan.get(item.loanId);
    if (ticket) ticket.descriptions.push(item.description);
    else byLoan.set(item.loanId, { first: item, descriptions: [item.description] });
  }
  return [...byLoan.values()];
}

const day = (value: string | null) => (value ? formatDayFirst(value) : '—');
/** What a phone dials: the digits and a leading plus; the text keeps how it was written. */
const telOf = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

const columnsOf = (onOpen: (item: TPledgeRegisterItem) => void): TDataColumn<TDueTicket>[] => [
  {
    key: 'name',
    header: 'Pawner',
    rowHeader: true,
    className: 'min-w-36',
    cell: ({ first, descriptions }) => (
      <>
        <div>{first.borrowerName}</div>
        <div className="line-clamp-2 text-xs font-normal text-muted-foreground">{descriptions.join('; ')}</div>
      </>
    ),
  },
  {
    key: 'phone',
    header: 'Phone',
    className: 'whitespace-nowrap',
    cell: ({ first }) =>
      first.borrowerPhone ? (
        <a href={telOf(first.borrowerPhone)} className="inline-flex items-center gap-1.5 text-primary underline-offset-4 hover:underline" aria-label={`Call ${first.borrowerName} on ${first.borrowerPhone}`}>
          <Phone className="size-3.5" aria-hidden="true" />
          {first.borrowerPhone}
        </a>
      ) : (
        <span className="text-muted-foreground">—</span>
      ),
  },
  { key: 'ticket', header: 'Ticket', className: 'font-mono text-xs whitespace-nowrap', cell: ({ first }) => first.ticketNumber ?? '—' },
  { key: 'due', header: 'Due date', className: 'whitespace-nowrap tabular-nums', cell: ({ first }) => day(first.dueDate) },
  { key: 'until', header: 'Redeemable until', className: 'whitespace-nowrap tabular-nums', cell: ({ first }) => day(first.redeemableUntil) },
  {
    key: 'open',
    header: <span className="sr-only">Actions</span>,
    cell: ({ first }) => (
      <Button variant="outline" size="sm" onClick={() => onOpen(first)} aria-label={`Open pledge ${first.ticketNumber ?? first.applicationNumber}`}>
        Open
      </Button>
    ),
  },
];

/**
 * Pledges tab, "Due this week" (issue 43): the pawners to call before their pledge lapses, those
 * whose due date or redeemable-until falls in the next 7 days, nearest first. One row per ticket.
 */
export function DueThisWeek({ onOpen }: { onOpen: (item: TPledgeRegisterItem) => void }) {
  // A week of a shop's tickets fits in one page of the largest size.
  const list = usePledgeRegister({ status: '', q: '', due: 'week', page: 1, pageSize: PLEDGE_REGISTER_MAX_PAGE_SIZE });
  const tickets = dueTicketsOf(list.data?.items ?? []);
  return (
    <Card className="min-w-0" data-testid="pledges-due-week">
      <CardHeader className="grid gap-1.5">
        <h3 className="text-lg leading-tight font-semibold tracking-tight">Due this week</h3>
        <CardDescription>Pledges in pawn whose due date or redeemable-until falls in the next {PLEDGE_DUE_WEEK_DAYS} days: call the pawner before they lapse.</CardDescription>
      </CardHeader>
      <CardContent className="grid min-w-0 gap-4">
        {list.isPending ? (
          <p role="status" className="py-10 text-center text-sm text-muted-foreground">
            Loading the pledges due this week...
          </p>
        ) : list.isError && !list.data ? (
          <LoadError message="We could not load the pledges due this week." onRetry={() => void list.refetch()} testId="pledges-due-error" />
        ) : (
          <div className={cn('min-w-0 transition-opacity', list.isPlaceholderData && 'opacity-60')}>
            <DataTable
              label="Pledges due this week"
              columns={columnsOf(onOpen)}
              rows={tickets}
              rowKey={(ticket) => ticket.first.loanId}
              rowProps={(ticket) => ({ 'data-testid': 'pledge-due-row', 'data-ticket-number': ticket.first.ticketNumber ?? '' })}
              empty="No pledges fall due or lapse in the next 7 days."
              testId="pledges-due-table"
            />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
