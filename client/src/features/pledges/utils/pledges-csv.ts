import { PAWN_ITEM_STATUS_LABELS, PLEDGE_CATEGORY_LABELS, type TPledgeRegisterItem } from '@common/contracts/pledges';
import { jamaicaDayOf } from '@common/jamaica-time';
import { csvField, csvMoney } from '@common/csv';

// The pledge book (Pawnbrokers Act s. 8) as the register shows it, filtered, built in the browser.

const HEADER = [
  'Ticket Number',
  'Item Number',
  'Loan Number',
  'Borrower Name',
  'Category',
  'Description',
  'Serial Number',
  'Appraised Value',
  'Status',
  'Storage Location',
  'Pawned On',
  'Redeemable Until',
] as const;

function rowOf(item: TPledgeRegisterItem): string[] {
  const day = (value: string | null) => csvField(value ?? '', { text: false });
  return [
    csvField(item.ticketNumber ?? ''),
    csvField(item.itemNumber),
    csvField(item.applicationNumber),
    csvField(item.borrowerName),
    csvField(PLEDGE_CATEGORY_LABELS[item.category]),
    csvField(item.description),
    csvField(item.serialNumber ?? ''),
    csvMoney(item.appraisedValue),
    csvField(PAWN_ITEM_STATUS_LABELS[item.status]),
    csvField(item.storageLocation ?? ''),
    day(item.pawnedAt),
    day(item.redeemableUntil),
  ];
}

/** The whole file, with a byte-order mark so spreadsheet programs read names as UTF-8. */
export function buildPledgesCsv(items: readonly TPledgeRegisterItem[]): string {
  const lines = [HEADER.join(','), ...items.map((item) => rowOf(item).join(','))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** "pledge-book-2026-11-27.csv": the Jamaica day of the export. */
export function pledgesCsvFileName(now: Date = new Date()): string {
  return `pledge-book-${jamaicaDayOf(now)}.csv`;
}
