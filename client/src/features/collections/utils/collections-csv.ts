import type { TCollectionItem } from '@common/contracts/collections';
import { jamaicaDayOf } from '@common/jamaica-time';
import { csvField, csvMoney } from '@common/csv';
import { METHOD_LABELS, PRIORITY_LABELS, STATUS_LABELS } from './collection-labels';

// The Debt collection export is built in the browser (spec staff-area section 7).

const HEADER = [
  'Loan Number',
  'Borrower Name',
  'Borrower Email',
  'Borrower Phone',
  'Outstanding Amount',
  'Amount Due',
  'Days Overdue',
  'Aging Bucket',
  'Priority',
  'Status',
  'Last Contact',
  'Contact Method',
  'Next Follow-up',
  'Assigned Collector',
  'Promised Amount',
  'Promised Date',
  'Promise',
  'Resolution Date',
] as const;

function rowOf(c: TCollectionItem): string[] {
  const day = (value: string | null) => csvField(value ?? '', { text: false });
  return [
    csvField(c.applicationNumber),
    csvField(c.borrowerName),
    csvField(c.borrowerEmail),
    csvField(c.borrowerPhone),
    csvMoney(c.outstandingAmount),
    csvMoney(c.amountDue),
    String(c.daysPastDue),
    csvField(c.agingBucket ?? '', { text: false }),
    csvField(PRIORITY_LABELS[c.priority]),
    csvField(STATUS_LABELS[c.collectionStatus]),
    day(c.lastContactDate),
    csvField(c.contactMethod ? METHOD_LABELS[c.contactMethod] : ''),
    day(c.nextFollowUpDate),
    csvField(c.assignedCollector?.name ?? ''),
    c.promise ? csvMoney(c.promise.amount) : '',
    day(c.promise?.date ?? null),
    csvField(c.promise?.state ?? ''),
    day(c.resolutionDate),
  ];
}

/** The whole file, with a byte-order mark so spreadsheet programs read names as UTF-8. */
export function buildCollectionsCsv(items: readonly TCollectionItem[]): string {
  const lines = [HEADER.join(','), ...items.map((c) => rowOf(c).join(','))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** "debt-collection-2026-11-23.csv": the Jamaica day of the export. */
export function collectionsCsvFileName(now: Date = new Date()): string {
  return `debt-collection-${jamaicaDayOf(now)}.csv`;
}
