// Money travels as integer cents inside the server; these helpers are the only place that converts.

// Binary floats make 0.1 + 0.2 read as 30.000000000000004 cents; anything further from a whole cent is a fraction of one.
const CENTS_EPSILON = 1e-6;

// Digits with at most two decimals; commas only as thousands separators in whole groups of three
// ("1,234,567.89"), never elsewhere: stripping every comma read "1,0.0" as J$10.00.
const AMOUNT_TEXT = /^-?(?:[1-9]\d{0,2}(?:,\d{3})+|\d+)(?:\.\d{1,2})?$/;

/**
 * The largest amount any money field takes, J$10,000,000.00: nothing above it is a plausible pawn or
 * loan amount here, and it stays far inside numeric(12,2), so a typed amount never overflows a column.
 */
export const MAX_AMOUNT_CENTS = 10_000_000_00;

/** Said after an amount-format message when the text has a comma: the rule people trip over. */
export const AMOUNT_COMMA_HINT = 'Commas may only separate thousands, as in 1,000.00.';

/** Cents from a J$ amount given as a number or a decimal string; null when it is not a valid amount. */
export function toCents(value: number | string): number | null {
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (!AMOUNT_TEXT.test(trimmed)) return null;
    const negative = trimmed.startsWith('-');
    const [whole = '0', frac = ''] = trimmed.replace('-', '').replace(/,/g, '').split('.');
    const cents = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
    if (!Number.isSafeInteger(cents)) return null;
    return negative ? -cents : cents;
  }
  if (!Number.isFinite(value)) return null;
  const scaled = value * 100;
  const rounded = Math.round(scaled);
  if (Math.abs(scaled - rounded) > Math.max(CENTS_EPSILON, Math.abs(scaled) * 1e-12)) return null;
  return Number.isSafeInteger(rounded) ? rounded : null;
}

/**
 * Cents of an amount a contract's moneyField has already accepted (so it is a valid amount). A
 * value that is not is a programming error, not the caller's: it throws.
 */
export function checkedCents(value: number | string): number {
  const cents = toCents(value);
  if (cents === null) throw new Error(`checkedCents: ${String(value)} is not an amount; parse it with a moneyField first`);
  return cents;
}

/** J$ number (for JSON answers the spec defines as numbers) from cents. */
export function centsToNumber(cents: number): number {
  return cents / 100;
}

/** Two-decimal string (for stored entities on the wire, "12000.00") from cents. */
export function centsToDecimalString(cents: number): string {
  const negative = cents < 0;
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100);
  const frac = String(abs % 100).padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${frac}`;
}

/** Integer division rounded half away from zero: the cent rounding used everywhere. */
export function divideRoundHalfUp(numerator: number, denominator: number): number {
  if (denominator <= 0) throw new RangeError('denominator must be positive');
  const sign = numerator < 0 ? -1 : 1;
  const abs = Math.abs(numerator);
  const quotient = Math.floor(abs / denominator);
  const remainder = abs - quotient * denominator;
  return sign * (remainder * 2 >= denominator ? quotient + 1 : quotient);
}

// Made at the first amount shown, not when this module loads: a browser's first Intl formatter
// loads its locale data (60-100 ms on a throttled phone), which a page showing no amount should not pay.
let amountFormat: Intl.NumberFormat | undefined;

/** "J$12,000.00" from cents, en-JM grouping; negatives as "-J$5.00". */
export function formatCents(cents: number): string {
  amountFormat ??= new Intl.NumberFormat('en-JM', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${cents < 0 ? '-' : ''}J$${amountFormat.format(Math.abs(cents) / 100)}`;
}

/** "J$12,000.00" from a J$ amount given as number or decimal string (as the API sends them). */
export function formatJmd(amount: number | string | null | undefined): string {
  if (amount === null || amount === undefined || amount === '') return formatCents(0);
  const cents = typeof amount === 'number' ? Math.round(amount * 100) : toCents(amount);
  return formatCents(cents ?? 0);
}
