import { centsToDecimalString, toCents } from '@common/money';

// CSV exports are built in the browser (spec staff-area section 7: payments and debt collection).
// RFC 4180: CRLF line ends, a field with a comma, quote or line break is quoted and its quotes doubled.

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
