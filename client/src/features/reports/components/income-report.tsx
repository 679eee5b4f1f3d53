import { useState } from 'react';
import { jamaicaToday } from '@common/jamaica-time';
import { formatMoney } from '@/lib/format';
import { INCOME_PATH, useIncome } from '../api/get-income';
import { ReportDayField } from './report-day-field';
import { ReportDownloads } from './report-downloads';
import { ReportState } from './report-state';
import { ReportTable } from './report-table';

/** The first day of the month eleven months before today's: a year of months by default. */
function yearAgo(today: string): string {
  const [y, m] = today.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 12, 1)).toISOString().slice(0, 10);
}

/** Income by month for the accountant: interest earned, late fees, pledge sales' surplus and shortfall, write-offs. */
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
          <ReportTable
            label="Income by month"
            testId="income-months"
            empty="No months in this range."
            columns={[
              { label: 'Month' },
              { label: 'Interest earned', numeric: true },
              { label: 'Late fees received', numeric: true },
              { label: 'Pledge sale surplus', numeric: true },
              { label: 'Pledge sale shortfall', numeric: true },
              { label: 'Written off', numeric: true },
            ]}
            rows={data.months.map((m) => [m.month, formatMoney(m.interestEarned), formatMoney(m.lateFeesReceived), formatMoney(m.pledgeSaleSurplus), formatMoney(m.pledgeSaleShortfall), formatMoney(m.writtenOff)])}
            totals={['Total', formatMoney(data.totals.interestEarned), formatMoney(data.totals.lateFeesReceived), formatMoney(data.totals.pledgeSaleSurplus), formatMoney(data.totals.pledgeSaleShortfall), formatMoney(data.totals.writtenOff)]}
          />
        )}
      </ReportState>
      <p className="text-xs text-muted-foreground">Interest earned is the interest part of each payment received. Written off: collection write-offs and pledge sale shortfalls.</p>
    </div>
  );
}
