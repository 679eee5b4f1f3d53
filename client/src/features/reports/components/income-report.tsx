import { useState } from 'react';
import type { TIncomeFigures, TIncomeResponse } from '@common/contracts/reports';
import { jamaicaToday } from '@common/jamaica-time';
import { ReportDayField } from '@/components/report-day-field';
import { ReportState } from '@/components/report-state';
import { DataTable, type TDataColumn } from '@/components/ui/data-table';
import { formatMoney } from '@/lib/format';
import { INCOME_PATH, useIncome } from '../api/get-income';
import { ReportDownloads } from './report-downloads';

/** The first day of the month eleven months before today's: a year of months by default. */
function yearAgo(today: string): string {
  const [y, m] = today.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 12, 1)).toISOString().slice(0, 10);
}

// The income statement's lines in the books' order: income (4000-4030), then expenses (5000-5020).
// What pledge sales leave owed to their pawners is a liability (2100), so it is no column here.
const FIGURES: { label: string; key: keyof TIncomeFigures }[] = [
  { label: 'Interest earned', key: 'interestEarned' },
  { label: 'Late fee income', key: 'lateFeeIncome' },
  { label: 'Pledge sale income', key: 'pledgeSaleIncome' },
  { label: 'Unclaimed surplus', key: 'unclaimedSurplus' },
  { label: 'Costs of sale', key: 'costsOfSale' },
  { label: 'Cash over/short', key: 'cashOverShort' },
  { label: 'Written off', key: 'writtenOff' },
  { label: 'Net income', key: 'netIncome' },
];
const COLUMNS: TDataColumn<TIncomeResponse['months'][number]>[] = [
  { key: 'month', header: 'Month', cell: (m) => m.month },
  ...FIGURES.map((f) => ({ key: f.key, header: f.label, numeric: true, cell: (m: TIncomeFigures) => formatMoney(m[f.key]) })),
];
const figuresOf = (figures: TIncomeFigures) => FIGURES.map((f) => formatMoney(figures[f.key]));

/** Income by month for the accountant, read from the books: each income and expense account, and the net income. */
export function IncomeReport() {
  const today = jamaicaToday();
  const [from, setFrom] = useState(yearAgo(today));
  const [to, setTo] = useState(today);
  const params = { from, to };
  const income = useIncome(params);
  return (
    <div className="grid min-w-0 gap-4" data-testid="income-report">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-wrap gap-3">
          <ReportDayField id="income-from" label="From" value={from} onChange={(day) => day && setFrom(day)} testId="income-from" />
          <ReportDayField id="income-to" label="To" value={to} onChange={(day) => day && setTo(day)} testId="income-to" />
        </div>
        <ReportDownloads path={INCOME_PATH} params={params} name="income report" testId="income-download" />
      </div>
      <ReportState query={income} testId="income">
        {(data) => (
          <>
            <DataTable
              look="report"
              label="Income by month"
              testId="income-months"
              empty="No months in this range."
              columns={COLUMNS}
              rows={data.months}
              rowKey={(m) => m.month}
              footer={{ cells: ['Total', ...figuresOf(data.totals)] }}
            />
            <p className="text-sm" data-testid="income-surplus-owed">
              Surplus owed to pawners (not income): <span className="font-semibold tabular-nums">{formatMoney(data.totals.pledgeSaleSurplus)}</span>
            </p>
          </>
        )}
      </ReportState>
      <p className="text-xs text-muted-foreground">
        Interest earned is the interest part of each payment received. Late fee income is the late fees charged, less those reversed or written off. Written off: principal lent and not repaid, less
        what later pledge sales recovered. Net income is the income less the costs of sale, cash over/short and write-offs.
      </p>
    </div>
  );
}
