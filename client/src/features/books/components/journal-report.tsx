import { useState } from 'react';
import { Download } from 'lucide-react';
import { jamaicaToday } from '@common/jamaica-time';
import { ReportDayField } from '@/components/report-day-field';
import { ReportState } from '@/components/report-state';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import { journalCsvUrl, useJournal } from '../api/get-journal';
import { monthStartOf } from '../utils/book-months';
import { JournalTable } from './journal-table';

/** The journal over a range of days (this month so far by default), each entry with its lines; and the same as CSV for the accountant. */
export function JournalReport() {
  const today = jamaicaToday();
  const [from, setFrom] = useState(monthStartOf(today));
  const [to, setTo] = useState(today);
  const params = { from, to };
  const journal = useJournal(params);
  return (
    <div className="grid min-w-0 gap-4" data-testid="journal-report">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-wrap gap-3">
          <ReportDayField id="journal-from" label="From" value={from} onChange={(day) => day && setFrom(day)} testId="journal-from" />
          <ReportDayField id="journal-to" label="To" value={to} onChange={(day) => day && setTo(day)} testId="journal-to" />
        </div>
        <Button asChild variant="outline" size="sm">
          <a href={journalCsvUrl(params)} download data-testid="journal-download-csv">
            <Download className="size-4" aria-hidden="true" />
            Download CSV<span className="sr-only"> of the journal</span>
          </a>
        </Button>
      </div>
      <h3 className="text-base font-semibold">
        Journal from {formatDate(from)} to {formatDate(to)}
      </h3>
      <ReportState query={journal} testId="journal">
        {(data) => <JournalTable journal={data} />}
      </ReportState>
    </div>
  );
}
