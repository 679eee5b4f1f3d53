import type { TPayment } from '@common/contracts/payments';
import { jamaicaDayOf } from '@common/jamaica-time';
import { csvField, csvMoney } from '@common/csv';
import { paymentMethodLabel } from './payment-method';

// The CSV is built in the browser (spec staff-area section 7), with the shared field rules of common/csv.

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
