import { useId, useState } from 'react';
import { FileText, Printer } from 'lucide-react';
import { DAY_SUMMARY_FIGURES, daySummaryTotalsOf, type TCashBookDrawer, type TDayFigure, type TDaySummaryResponse } from '@common/contracts/reports';
import { jamaicaDayOf, jamaicaToday } from '@common/jamaica-time';
import { toCents } from '@common/money';
import { ReportDayField } from '@/components/report-day-field';
import { ReportState } from '@/components/report-state';
import { Button } from '@/components/ui/button';
import { DataTable, type TDataColumn } from '@/components/ui/data-table';
import { formatDateTime, formatMoney, formatMoneyCents } from '@/lib/format';
import { daySummaryPdfUrl, useDaySummary } from '../api/get-day-summary';

type TFigureRow = TDayFigure & { key: string; label: string; flow: 'in' | 'out' };

const centsOf = (amount: string) => toCents(amount) ?? 0;
/** Money paid out is shown below zero, so one column reads on a phone. */
const signedCents = (f: TFigureRow) => (f.flow === 'out' ? -centsOf(f.amount) : centsOf(f.amount));

const FIGURE_COLUMNS: TDataColumn<TFigureRow>[] = [
  { key: 'figure', header: 'Figure', rowHeader: true, cell: (f) => f.label },
  { key: 'count', header: 'Count', numeric: true, cell: (f) => String(f.count) },
  { key: 'amount', header: 'Amount', numeric: true, cell: (f) => formatMoneyCents(signedCents(f)) },
];

/** "14:05"-style time on the report's own day; the date too on another (a drawer left open overnight). */
function stampOf(iso: string, day: string): string {
  const shown = formatDateTime(iso);
  return jamaicaDayOf(new Date(iso)) === day ? (shown.split(', ').at(-1) ?? shown) : shown;
}

const drawerColumnsOf = (day: string): TDataColumn<TCashBookDrawer>[] => [
  { key: 'staff', header: 'Staff', rowHeader: true, cell: (d) => d.openedBy },
  { key: 'opened', header: 'Opened', cell: (d) => stampOf(d.openedAt, day) },
  { key: 'closed', header: 'Closed', cell: (d) => (d.closedAt ? stampOf(d.closedAt, day) : 'Still open') },
  { key: 'float', header: 'Float', numeric: true, cell: (d) => formatMoney(d.openingFloat) },
  { key: 'in', header: 'Cash in', numeric: true, cell: (d) => formatMoney(d.cashIn) },
  { key: 'out', header: 'Cash out', numeric: true, cell: (d) => formatMoney(d.cashOut) },
  { key: 'expected', header: 'Expected', numeric: true, cell: (d) => formatMoney(d.expected) },
  { key: 'counted', header: 'Counted', numeric: true, cell: (d) => (d.counted === null ? '' : formatMoney(d.counted)) },
  {
    key: 'difference',
    header: 'Difference',
    numeric: true,
    cell: (d) => (d.difference === null ? '' : <span className={toCents(d.difference) === 0 ? undefined : 'font-semibold text-destructive'}>{formatMoney(d.difference)}</span>),
  },
];

const figureRowsOf = (summary: TDaySummaryResponse): TFigureRow[] => DAY_SUMMARY_FIGURES.map((f) => ({ ...f, ...summary[f.key] }));

/** The printable report of the day: A4 for the office, the 80 mm roll for the counter's printer. */
function PrintButtons({ date }: { date: string }) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button asChild variant="outline" size="sm">
        <a href={daySummaryPdfUrl({ date })} target="_blank" rel="noopener noreferrer" data-testid="day-summary-print-a4" aria-label="Print the end-of-day report on A4 (PDF)">
          <FileText className="size-4" aria-hidden="true" />
          Print A4
        </a>
      </Button>
      <Button asChild variant="outline" size="sm">
        <a href={daySummaryPdfUrl({ date }, '80mm')} target="_blank" rel="noopener noreferrer" data-testid="day-summary-print-80mm" aria-label="Print the end-of-day report on the 80 mm roll (PDF)">
          <Printer className="size-4" aria-hidden="true" />
          Print 80 mm
        </a>
      </Button>
    </div>
  );
}

/**
 * The end-of-day (Z) report of a Jamaica day (issue 43): the day's business from the books, each
 * payment counted once, and the drawers open that day. `ownWork`: a loan officer's, which the
 * server limits to what they recorded and their own drawer.
 */
export function DaySummaryReport({ ownWork }: { ownWork: boolean }) {
  const dateId = useId();
  const [date, setDate] = useState(jamaicaToday());
  const summary = useDaySummary({ date });
  return (
    <div className="grid min-w-0 gap-4" data-testid="day-summary-report">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <ReportDayField id={dateId} label="Day" value={date} onChange={(day) => day && setDate(day)} testId="day-summary-date" />
        <PrintButtons date={date} />
      </div>
      <p className="text-sm text-muted-foreground" data-testid="day-summary-scope">
        {ownWork ? 'Your own work and your drawer.' : 'The whole shop.'}
      </p>
      <ReportState query={summary} testId="day-summary">
        {(data) => {
          const totals = daySummaryTotalsOf(data);
          const takenIn = centsOf(totals.takenIn);
          const paidOut = centsOf(totals.paidOut);
          return (
            <>
              <DataTable
                look="report"
                label="The day's business"
                className="max-w-xl"
                testId="day-summary-figures"
                columns={FIGURE_COLUMNS}
                rows={figureRowsOf(data)}
                rowKey={(f) => f.key}
                footer={{ cells: ['Net', '', formatMoneyCents(takenIn - paidOut)], testId: 'day-summary-net' }}
              />
              <p className="text-sm text-muted-foreground" data-testid="day-summary-totals">
                Taken in {formatMoneyCents(takenIn)}, paid out {formatMoneyCents(paidOut)}, every method of payment; the drawers count cash only.
              </p>
              <h3 className="text-base font-semibold">Cash drawers</h3>
              <DataTable look="report" label="Cash drawers" testId="day-summary-drawers" empty="No cash drawer was open this day." columns={drawerColumnsOf(data.date)} rows={data.drawers} rowKey={(d) => d.id} />
            </>
          );
        }}
      </ReportState>
    </div>
  );
}
