import { useState } from 'react';
import { jamaicaToday } from '@common/jamaica-time';
import { ReportDayField } from '@/components/report-day-field';
import { ReportState } from '@/components/report-state';
import { ReportTable } from '@/components/report-table';
import { formatMoney } from '@/lib/format';
import { LOAN_BOOK_PATH, useLoanBook } from '../api/get-loan-book';
import { ReportDownloads } from './report-downloads';

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
          <ReportTable
            label="Open loans"
            testId="loan-book-loans"
            empty="No loan was open at the end of this day."
            columns={[
              { label: 'Application' },
              { label: 'Borrower' },
              { label: 'Principal outstanding', numeric: true },
              { label: 'Interest outstanding', numeric: true },
              { label: 'Late fees outstanding', numeric: true },
              { label: 'Days past due', numeric: true },
              { label: 'Collateral value', numeric: true },
            ]}
            rows={data.loans.map((l) => [
              l.applicationNumber,
              l.borrowerName,
              formatMoney(l.principalOutstanding),
              formatMoney(l.interestOutstanding),
              formatMoney(l.lateFeesOutstanding),
              String(l.daysPastDue),
              formatMoney(l.collateralValue),
            ])}
            totals={[
              `${data.totals.count} loans`,
              '',
              formatMoney(data.totals.principalOutstanding),
              formatMoney(data.totals.interestOutstanding),
              formatMoney(data.totals.lateFeesOutstanding),
              '',
              formatMoney(data.totals.collateralValue),
            ]}
          />
        )}
      </ReportState>
    </div>
  );
}
