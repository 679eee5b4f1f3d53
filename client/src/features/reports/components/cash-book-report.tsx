import { useState } from 'react';
import { movementMethodLabel, MOVEMENT_KIND_LABELS, type TMovementKind } from '@common/contracts/cash-drawer';
import type { TCashBookResponse } from '@common/contracts/reports';
import { jamaicaToday, jamaicaWallClockOf } from '@common/jamaica-time';
import { toCents } from '@common/money';
import { ReportDayField } from '@/components/report-day-field';
import { ReportState } from '@/components/report-state';
import { ReportTable } from '@/components/report-table';
import { formatDateTime, formatMoney } from '@/lib/format';
import { CASH_BOOK_PATH, useCashBook } from '../api/get-cash-book';
import { ReportDownloads } from './report-downloads';

const money = (amount: string) => (toCents(amount) === 0 ? '' : formatMoney(amount));
const kindLabel = (kind: string) => MOVEMENT_KIND_LABELS[kind as TMovementKind] ?? kind;

function Drawers({ book }: { book: TCashBookResponse }) {
  return (
    <ReportTable
      label="Cash drawers"
      testId="cash-book-drawers"
      empty="No cash drawer was open this day."
      columns={[{ label: 'Staff' }, { label: 'Opened' }, { label: 'Closed' }, { label: 'Float', numeric: true }, { label: 'Expected', numeric: true }, { label: 'Counted', numeric: true }, { label: 'Difference', numeric: true }, { label: 'Notes' }]}
      rows={book.drawers.map((d) => [
        d.openedBy,
        formatDateTime(d.openedAt),
        d.closedAt ? formatDateTime(d.closedAt) : 'Still open',
        formatMoney(d.openingFloat),
        formatMoney(d.expected),
        d.counted === null ? '' : formatMoney(d.counted),
        d.difference === null ? '' : <span className={toCents(d.difference) === 0 ? undefined : 'font-semibold text-destructive'}>{formatMoney(d.difference)}</span>,
        d.notes ?? '',
      ])}
    />
  );
}

/** The cash book of a Jamaica day: every movement, the totals by method, and the day's drawers with their differences. */
export function CashBookReport() {
  const [date, setDate] = useState(jamaicaToday());
  const params = { date };
  const book = useCashBook(params);
  const drawerName = (id: string | null) => book.data?.drawers.find((d) => d.id === id)?.openedBy;
  return (
    <div className="grid min-w-0 gap-4" data-testid="cash-book-report">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <ReportDayField id="cash-book-date" label="Day" value={date} onChange={(day) => day && setDate(day)} testId="cash-book-date" />
        <ReportDownloads path={CASH_BOOK_PATH} params={params} name="cash book" testId="cash-book-download" />
      </div>
      <ReportState query={book} testId="cash-book">
        {(data) => (
          <>
            <ReportTable
              label="Money movements"
              testId="cash-book-lines"
              empty="No money moved this day."
              columns={[{ label: 'Time' }, { label: 'Kind' }, { label: 'Reference' }, { label: 'Borrower' }, { label: 'Method' }, { label: 'In', numeric: true }, { label: 'Out', numeric: true }, { label: 'Recorded by' }, { label: 'Drawer' }]}
              rows={data.lines.map((l) => [
                jamaicaWallClockOf(new Date(l.at)).slice(11, 16),
                kindLabel(l.kind),
                l.reference,
                l.borrowerName,
                movementMethodLabel(l.method),
                money(l.cashIn),
                money(l.cashOut),
                l.recordedBy,
                l.drawerId ? drawerName(l.drawerId) : l.method === 'cash' ? 'Outside a drawer' : '',
              ])}
              totals={['Total', '', '', '', '', formatMoney(data.totals.cashIn), formatMoney(data.totals.cashOut), '', '']}
            />
            <ReportTable
              label="Totals by method"
              testId="cash-book-methods"
              empty="No money moved this day."
              columns={[{ label: 'Method' }, { label: 'In', numeric: true }, { label: 'Out', numeric: true }]}
              rows={[
                ...Object.entries(data.totals.byMethod).map(([method, t]) => [movementMethodLabel(method), formatMoney(t.cashIn), formatMoney(t.cashOut)]),
                ...(data.lines.length > 0 ? [['Cash outside a drawer', formatMoney(data.totals.outsideDrawers.cashIn), formatMoney(data.totals.outsideDrawers.cashOut)]] : []),
              ]}
            />
            <h3 className="text-base font-semibold">Cash drawers</h3>
            <Drawers book={data} />
          </>
        )}
      </ReportState>
    </div>
  );
}
