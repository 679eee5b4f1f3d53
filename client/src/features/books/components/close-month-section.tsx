import { useState } from 'react';
import type { TBookMonthsResponse, TClosedMonth } from '@common/contracts/books';
import { jamaicaToday } from '@common/jamaica-time';
import { can } from '@common/permissions';
import { ReportState } from '@/components/report-state';
import { Button } from '@/components/ui/button';
import { DataTable, type TDataColumn } from '@/components/ui/data-table';
import { formatDateTime } from '@/lib/format';
import { useAuth } from '@/lib/use-auth';
import { useBookMonths } from '../api/get-book-months';
import { hasEnded, monthAfter, monthLabel } from '../utils/book-months';
import { CloseMonthDialog } from './close-month-dialog';

const CLOSED_COLUMNS: TDataColumn<TClosedMonth>[] = [
  { key: 'month', header: 'Month', cell: (m) => <span data-month={m.month}>{monthLabel(m.month)}</span> },
  { key: 'closed-on', header: 'Closed on', cell: (m) => formatDateTime(m.closedAt) },
  { key: 'closed-by', header: 'Closed by', cell: (m) => m.closedBy },
];

/** The first month still open, and Close for it once it has ended (for those who may close the books). */
function FirstOpenMonth({ months, mayClose, onClose }: { months: TBookMonthsResponse; mayClose: boolean; onClose: (month: string) => void }) {
  const first = months.firstOpenMonth;
  const label = monthLabel(first);
  const ended = hasEnded(first, jamaicaToday());
  return (
    <div className="grid gap-3 rounded-md border border-border p-4">
      <p className="text-sm" data-testid="book-months-first-open" data-month={first}>
        The first month still open: <span className="font-semibold">{label}</span>
      </p>
      {!ended ? (
        <p className="text-sm text-muted-foreground" data-testid="book-months-under-way">
          {label} is under way: it can be closed from 1 {monthLabel(monthAfter(first))}.
        </p>
      ) : mayClose ? (
        <div>
          <Button onClick={() => onClose(first)} aria-haspopup="dialog" data-testid="close-month-open">
            Close {label}
          </Button>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">{label} has ended: an admin can close it.</p>
      )}
    </div>
  );
}

/** Closing a month: months close in order, oldest first, once they have ended; the months closed so far, newest first. */
export function CloseMonthSection() {
  const { user } = useAuth();
  const months = useBookMonths();
  const [closing, setClosing] = useState<string | null>(null);
  const mayClose = user ? can(user.role, 'books.close') : false;
  return (
    <div className="grid min-w-0 gap-4" data-testid="close-month-section">
      <h3 className="text-base font-semibold">Close a month</h3>
      <p className="text-sm text-muted-foreground">Closing a month locks its books: nothing more can be booked with a date in it. Months close in order, oldest first, once they have ended.</p>
      <ReportState query={months} testId="book-months">
        {(data) => (
          <>
            <FirstOpenMonth months={data} mayClose={mayClose} onClose={setClosing} />
            <h3 className="text-base font-semibold">Closed months</h3>
            <DataTable look="report" label="Closed months" testId="closed-months" empty="No month has been closed yet." columns={CLOSED_COLUMNS} rows={data.items} rowKey={(m) => m.month} />
          </>
        )}
      </ReportState>
      {closing && <CloseMonthDialog month={closing} onClose={() => setClosing(null)} />}
    </div>
  );
}
