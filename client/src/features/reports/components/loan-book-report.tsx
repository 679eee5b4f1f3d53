import { useState } from 'react';
import type { TLoanBookLine } from '@common/contracts/reports';
import { jamaicaToday } from '@common/jamaica-time';
import { ReportDayField } from '@/components/report-day-field';
import { ReportState } from '@/components/report-state';
import { DataTable, type TDataColumn } from '@/components/ui/data-table';
import { formatMoney } from '@/lib/format';
import { LOAN_BOOK_PATH, useLoanBook } from '../api/get-loan-book';
import { ReportDownloads } from './report-downloads';

const COLUMNS: TDataColumn<TLoanBookLine>[] = [
  { key: 'application', header: 'Application', cell: (l) => l.applicationNumber },
  { key: 'borrower', header: 'Borrower', cell: (l) => l.borrowerName },
  { key: 'principal', header: 'Principal outstanding', numeric: true, cell: (l) => formatMoney(l.principalOutstanding) },
  { key: 'interest', header: 'Interest outstanding', numeric: true, cell: (l) => formatMoney(l.interestOutstanding) },
  { key: 'late-fees', header: 'Late fees outstanding', numeric: true, cell: (l) => formatMoney(l.lateFeesOutstanding) },
  { key: 'days', header: 'Days past due', numeric: true, cell: (l) => String(l.daysPastDue) },
  { key: 'collateral', header: 'Collateral value', numeric: true, cell: (l) => formatMoney(l.collateralValue) },
];

/** Every loan open at the end of a day, with what it still owed then and how late it was. */
export function LoanBookReport() {
  const [asOf, setAsOf] = useState(jamaicaToday());
  const params = { asOf };
  const book = useLoanBook(params);
  return (
    <div className="grid min-w-0 gap-4" data-testid="loan-book-report">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <ReportDayField id="loan-book-as-of" label="As of" value={asOf} onChange={(day) => day && setAsOf(day)} testId="loan-book-as-of" />
        <ReportDownloads path={LOAN_BOOK_PATH} params={params} name="loan book" testId="loan-book-download" />
      </div>
      <ReportState query={book} testId="loan-book">
        {(data) => (
          <DataTable
            look="report"
            label="Open loans"
            testId="loan-book-loans"
            empty="No loan was open at the end of this day."
            columns={COLUMNS}
            rows={data.loans}
            rowKey={(l) => l.applicationId}
            footer={{
              cells: [
                `${data.totals.count} loans`,
                '',
                formatMoney(data.totals.principalOutstanding),
                formatMoney(data.totals.interestOutstanding),
                formatMoney(data.totals.lateFeesOutstanding),
                '',
                formatMoney(data.totals.collateralValue),
              ],
            }}
          />
        )}
      </ReportState>
    </div>
  );
}
