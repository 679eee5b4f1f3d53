import type { TPayment } from '@common/contracts/payments';
import { jamaicaDayOf } from '@common/loan-ledger';
import { centsToDecimalString, toCents } from '@common/money';
import { paymentMethodLabel } from './payment-method';

// The CSV is built in the browser (spec staff-area section 7). RFC 4180: CRLF line ends, a field with
// a comma, quote or line break is quoted and its quotes doubled.

const HEADER = [
  'Receipt Number',
  'Payment Date',
  'Application Number',
  'Borrower Name',
  'Borrower Email',
  'Payment Amount',
  'Late Payment Charge',
  'Total Amount',
  'Balance After',
  'Payment Method',
  'Status',
  'Payment Reference',
  'Notes',
  'Processed By',
] as const;

/**
 * One field. Text a person typed (names, notes, references) that starts like a formula is prefixed
 * with an apostrophe so a spreadsheet shows it instead of running it.
 */
export function csvField(value: string, { text = true }: { text?: boolean } = {}): string {
  const safe = text && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A wire amount ("3000.00", or anything toCents reads) as a plain two-decimal number: no J$, no grouping. */
export function csvMoney(amount: string): string {
  return centsToDecimalString(toCents(amount) ?? 0);
}

function rowOf(p: TPayment): string[] {
  const day = jamaicaDayOf(new Date(p.paymentDate));
  return [
    csvField(p.receiptNumber),
    // ISO days sort and read the same in every spreadsheet locale.
    csvField(day, { text: false }),
    csvField(p.applicationNumber),
    csvField(p.borrowerName),
    csvField(p.borrowerEmail),
    csvMoney(p.paymentAmount),
    csvMoney(p.latePaymentCharge),
    csvMoney(p.totalAmount),
    csvMoney(p.balanceAfter),
    csvField(paymentMethodLabel(p.paymentMethod)),
    csvField(p.status),
    csvField(p.paymentReference ?? ''),
    csvField(p.notes ?? ''),
    csvField(p.processedBy),
  ];
}

/** The whole file, with a byte-order mark so spreadsheet programs read names as UTF-8. */
export function buildPaymentsCsv(payments: readonly TPayment[]): string {
  const lines = [HEADER.join(','), ...payments.map((p) => rowOf(p).join(','))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** "payments-2026-11-23.csv": the Jamaica day of the export. */
export function paymentsCsvFileName(now: Date = new Date()): string {
  return `payments-${jamaicaDayOf(now)}.csv`;
}
