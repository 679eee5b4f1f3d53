import { centsToDecimalString, toCents } from './money';

// CSV files: built in the browser (spec staff-area section 7: payments and debt collection) and by
// the server (issue 34's reports), with the same field rules.
// RFC 4180: CRLF line ends, a field with a comma, quote or line break is quoted and its quotes doubled.

// A spreadsheet runs a cell starting with =, +, - or @ as a formula, and a tab or carriage return
// first can smuggle one in; some programs trim spaces before they look.
const FORMULA_START = /^(?:[\t\r]|\s*[=+\-@])/;

/**
 * One field. Text a person typed (names, notes, references) that starts like a formula gets an
 * apostrophe first and is quoted (OWASP's CSV injection rule), so a spreadsheet shows it instead
 * of running it; typed text that looks like a negative number is text all the same. `text: false`
 * is for what the app itself writes (ISO days); amounts go through csvMoney and stay numbers.
 */
export function csvField(value: string, { text = true }: { text?: boolean } = {}): string {
  const formula = text && FORMULA_START.test(value);
  const safe = formula ? `'${value}` : value;
  return formula || /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A wire amount ("3000.00", or anything toCents reads) as a plain two-decimal number: no J$, no grouping. */
export function csvMoney(amount: string): string {
  return centsToDecimalString(toCents(amount) ?? 0);
}
