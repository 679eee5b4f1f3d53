import type { TJournalEntry, TJournalResponse } from '@common/contracts/books';
import { toCents } from '@common/money';
import { DataTableFrame, dataCellClass, type TDataHeading } from '@/components/ui/data-table';
import { formatCount, formatDate, formatMoney, formatMoneyCents } from '@/lib/format';
import { entryKindLabel } from '../utils/book-months';

const COLUMNS: TDataHeading[] = [
  { key: 'entry', header: 'Entry', numeric: true },
  { key: 'date', header: 'Date' },
  { key: 'kind', header: 'Kind' },
  { key: 'reference', header: 'Reference' },
  { key: 'account', header: 'Account' },
  { key: 'debit', header: 'Debit', numeric: true },
  { key: 'credit', header: 'Credit', numeric: true },
  { key: 'memo', header: 'Memo' },
];
const cell = (numeric?: boolean, className?: string) => dataCellClass('report', numeric, className);
const amount = (value: string) => (toCents(value) === 0 ? '' : formatMoney(value));
const sum = (entries: TJournalEntry[], side: 'debit' | 'credit') => entries.reduce((total, e) => e.lines.reduce((t, l) => t + (toCents(l[side]) ?? 0), total), 0);

/** One entry: its number, date, kind, reference and memo once, beside each of its lines. */
function EntryRows({ entry }: { entry: TJournalEntry }) {
  const span = Math.max(entry.lines.length, 1);
  return (
    <tbody className="border-t border-border" data-testid="journal-entry" data-number={entry.number}>
      {entry.lines.map((line, i) => (
        <tr key={i}>
          {i === 0 && (
            <>
              <th scope="rowgroup" rowSpan={span} className={cell(true, 'font-semibold')}>
                {entry.number}
              </th>
              <td rowSpan={span} className={cell(false, 'whitespace-nowrap')}>
                {formatDate(entry.date)}
              </td>
              <td rowSpan={span} className={cell()}>
                {entryKindLabel(entry.kind)}
              </td>
              <td rowSpan={span} className={cell()}>
                {entry.reference}
              </td>
            </>
          )}
          <td className={cell(false, 'whitespace-nowrap')}>
            <span className="font-mono">{line.accountCode}</span> {line.accountName}
          </td>
          <td className={cell(true)}>{amount(line.debit)}</td>
          <td className={cell(true)}>{amount(line.credit)}</td>
          {i === 0 && (
            <td rowSpan={span} className={cell()}>
              <span className="block w-64 whitespace-normal">{entry.memo}</span>
            </td>
          )}
        </tr>
      ))}
    </tbody>
  );
}

/** The journal's entries, oldest first, each with its lines; the range's total debits and credits at the foot. */
export function JournalTable({ journal }: { journal: TJournalResponse }) {
  if (journal.entries.length === 0) {
    return (
      <p className="rounded-md border border-dashed border-border p-4 text-sm text-muted-foreground" data-testid="journal-entries-empty">
        Nothing was booked in this range.
      </p>
    );
  }
  const count = journal.entries.length;
  return (
    <>
      <p className="text-sm text-muted-foreground" data-testid="journal-count">
        {formatCount(count)} {count === 1 ? 'entry' : 'entries'}
      </p>
      {/* An entry's lines are one row group, its number, date, kind, reference and memo spanning them: rows DataTable does not draw. */}
      <DataTableFrame
        look="report"
        label="Journal entries"
        caption={`Journal entries from ${formatDate(journal.from)} to ${formatDate(journal.to)}`}
        testId="journal-entries"
        columns={COLUMNS}
        footer={{
          cells: [
            'Total',
            '',
            '',
            '',
            '',
            <span data-testid="journal-total-debit">{formatMoneyCents(sum(journal.entries, 'debit'))}</span>,
            <span data-testid="journal-total-credit">{formatMoneyCents(sum(journal.entries, 'credit'))}</span>,
            '',
          ],
        }}
      >
        {journal.entries.map((entry) => (
          <EntryRows key={entry.id} entry={entry} />
        ))}
      </DataTableFrame>
    </>
  );
}
