import { useState } from 'react';
import { movementMethodLabel, MOVEMENT_KIND_LABELS, type TMovementKind } from '@common/contracts/cash-drawer';
import type { TCashBookDrawer, TCashBookLine, TCashBookResponse } from '@common/contracts/reports';
import { jamaicaToday, jamaicaWallClockOf } from '@common/jamaica-time';
import { toCents } from '@common/money';
import { ReportDayField } from '@/components/report-day-field';
import { ReportState } from '@/components/report-state';
import { DataTable, type TDataColumn } from '@/components/ui/data-table';
import { formatDateTime, formatMoney } from '@/lib/format';
import { CASH_BOOK_PATH, useCashBook } from '../api/get-cash-book';
import { ReportDownloads } from './report-downloads';

const money = (amount: string) => (toCents(amount) === 0 ? '' : formatMoney(amount));
const kindLabel = (kind: string) => MOVEMENT_KIND_LABELS[kind as TMovementKind] ?? kind;

const DRAWER_COLUMNS: TDataColumn<TCashBookDrawer>[] = [
  { key: 'staff', header: 'Staff', cell: (d) => d.openedBy },
  { key: 'opened', header: 'Opened', cell: (d) => formatDateTime(d.openedAt) },
  { key: 'closed', header: 'Closed', cell: (d) => (d.closedAt ? formatDateTime(d.closedAt) : 'Still open') },
  { key: 'float', header: 'Float', numeric: true, cell: (d) => formatMoney(d.openingFloat) },
  { key: 'expected', header: 'Expected', numeric: true, cell: (d) => formatMoney(d.expected) },
  { key: 'counted', header: 'Counted', numeric: true, cell: (d) => (d.counted === null ? '' : formatMoney(d.counted)) },
  {
    key: 'difference',
    header: 'Difference',
    numeric: true,
    cell: (d) => (d.difference === null ? '' : <span className={toCents(d.difference) === 0 ? undefined : 'font-semibold text-destructive'}>{formatMoney(d.difference)}</span>),
  },
  { key: 'notes', header: 'Notes', cell: (d) => d.notes ?? '' },
];

const lineColumnsOf = (book: TCashBookResponse): TDataColumn<TCashBookLine>[] => [
  { key: 'time', header: 'Time', cell: (l) => jamaicaWallClockOf(new Date(l.at)).slice(11, 16) },
  { key: 'kind', header: 'Kind', cell: (l) => kindLabel(l.kind) },
  { key: 'reference', header: 'Reference', cell: (l) => l.reference },
  { key: 'borrower', header: 'Borrower', cell: (l) => l.borrowerName },
  { key: 'method', header: 'Method', cell: (l) => movementMethodLabel(l.method) },
  { key: 'in', header: 'In', numeric: true, cell: (l) => money(l.cashIn) },
  { key: 'out', header: 'Out', numeric: true, cell: (l) => money(l.cashOut) },
  { key: 'by', header: 'Recorded by', cell: (l) => l.recordedBy },
  { key: 'drawer', header: 'Drawer', cell: (l) => (l.drawerId ? book.drawers.find((d) => d.id === l.drawerId)?.openedBy : l.method === 'cash' ? 'Outside a drawer' : '') },
];

type TMethodTotal = { method: string; cashIn: string; cashOut: string };

const METHOD_COLUMNS: TDataColumn<TMethodTotal>[] = [
  { key: 'method', header: 'Method', cell: (t) => t.method },
  { key: 'in', header: 'In', numeric: true, cell: (t) => formatMoney(t.cashIn) },
  { key: 'out', header: 'Out', numeric: true, cell: (t) => formatMoney(t.cashOut) },
];

/** Each method's totals, then the cash moved outside any drawer (once anything moved). */
function methodTotals(book: TCashBookResponse): TMethodTotal[] {
  const byMethod = Object.entries(book.totals.byMethod).map(([method, t]) => ({ method: movementMethodLabel(method), ...t }));
  return book.lines.length > 0 ? [...byMethod, { method: 'Cash outside a drawer', ...book.totals.outsideDrawers }] : byMethod;
}

/** The cash book of a Jamaica day: every movement, the totals by method, and the day's drawers with their differences. */
export function CashBookReport() {
  const [date, setDate] = useState(jamaicaToday());
  const params = { date };
  const book = useCashBook(params);
  return (
    <div className="grid min-w-0 gap-4" data-testid="cash-book-report">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <ReportDayField id="cash-book-date" label="Day" value={date} onChange={(day) => day && setDate(day)} testId="cash-book-date" />
        <ReportDownloads path={CASH_BOOK_PATH} params={params} name="cash book" testId="cash-book-download" />
      </div>
      <ReportState query={book} testId="cash-book">
        {(data) => (
          <>
            <DataTable
              look="report"
              label="Money movements"
              testId="cash-book-lines"
              empty="No money moved this day."
              columns={lineColumnsOf(data)}
              rows={data.lines}
              rowKey={(_l, i) => i}
              footer={{ cells: ['Total', '', '', '', '', formatMoney(data.totals.cashIn), formatMoney(data.totals.cashOut), '', ''] }}
            />
            <DataTable look="report" label="Totals by method" testId="cash-book-methods" empty="No money moved this day." columns={METHOD_COLUMNS} rows={methodTotals(data)} rowKey={(t) => t.method} />
            <h3 className="text-base font-semibold">Cash drawers</h3>
            <DataTable look="report" label="Cash drawers" testId="cash-book-drawers" empty="No cash drawer was open this day." columns={DRAWER_COLUMNS} rows={data.drawers} rowKey={(d) => d.id} />
          </>
        )}
      </ReportState>
    </div>
  );
}
