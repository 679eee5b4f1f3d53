import type { TJournalEntry, TJournalResponse } from '@common/contracts/books';
import { toCents } from '@common/money';
import { ScrollRegion } from '@/components/scroll-region';
import { cn } from '@/lib/cn';
import { formatCount, formatDate, formatMoney, formatMoneyCents } from '@/lib/format';
import { entryKindLabel } from '../utils/book-months';

const COLUMNS = [
  { label: 'Entry', numeric: true },
  { label: 'Date' },
  { label: 'Kind' },
  { label: 'Reference' },
  { label: 'Account' },
  { label: 'Debit', numeric: true },
  { label: 'Credit', numeric: true },
  { label: 'Memo' },
];
const cell = (numeric?: boolean) => cn('px-3 py-2 align-top', numeric ? 'text-right tabular-nums whitespace-nowrap' : 'text-left');
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
              <th scope="rowgroup" rowSpan={span} className={cn(cell(true), 'font-semibold')}>
                {entry.number}
              </th>
              <td rowSpan={span} className={cn(cell(), 'whitespace-nowrap')}>
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
          <td className={cn(cell(), 'whitespace-nowrap')}>
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
      <ScrollRegion label="Journal entries" className="rounded-md border border-border">
        <table className="w-full min-w-max text-sm" data-testid="journal-entries">
          <caption className="sr-only">Journal entries from {formatDate(journal.from)} to {formatDate(journal.to)}</caption>
          <thead className="bg-muted text-xs text-muted-foreground">
            <tr>
              {COLUMNS.map((c) => (
                <th key={c.label} scope="col" className={cn(cell(c.numeric), 'font-medium')}>
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          {journal.entries.map((entry) => (
            <EntryRows key={entry.id} entry={entry} />
          ))}
          <tfoot className="border-t-2 border-border font-semibold">
            <tr>
              <td className={cell()} colSpan={5}>
                Total
              </td>
              <td className={cell(true)} data-testid="journal-total-debit">
                {formatMoneyCents(sum(journal.entries, 'debit'))}
              </td>
              <td className={cell(true)} data-testid="journal-total-credit">
                {formatMoneyCents(sum(journal.entries, 'credit'))}
              </td>
              <td className={cell()} />
            </tr>
          </tfoot>
        </table>
      </ScrollRegion>
    </>
  );
}
