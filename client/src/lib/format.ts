import { JAMAICA_TIME_ZONE, jamaicaNoon } from '@common/jamaica-time';
import { formatCents, formatJmd } from '@common/money';

const LOCALE = 'en-JM';

/** "J$12,000.00" from a J$ amount (number or "12000.00" string, as the API sends them). */
export function formatMoney(amount: number | string | null | undefined): string {
  return formatJmd(amount);
}

/** "J$12,000.00" from integer cents. */
export function formatMoneyCents(cents: number): string {
  return formatCents(cents);
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A formatter made at its first use and kept: a browser's first Intl formatter loads its locale
 * data (60-100 ms on a throttled phone), which a page that shows no date should not pay on load.
 */
function madeOnce<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const dateFormat = madeOnce(
  () => new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'short', year: 'numeric', timeZone: JAMAICA_TIME_ZONE }),
);
const dateTimeFormat = madeOnce(
  () =>
    new Intl.DateTimeFormat(LOCALE, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: JAMAICA_TIME_ZONE,
    }),
);
const countFormat = madeOnce(() => new Intl.NumberFormat(LOCALE));

/**
 * Day-first date in Jamaica time ("22 Nov 2025"). A bare "2025-11-22" is a calendar date, not an
 * instant, so it is shown as written rather than shifted five hours back into the previous day.
 */
export function formatDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  const d = typeof value === 'string' && DATE_ONLY.test(value) ? jamaicaNoon(value) : new Date(value);
  return Number.isNaN(d.getTime()) ? '—' : dateFormat().format(d);
}

/** Day-first date and time in Jamaica time ("22 Nov 2025, 3:05 pm"). */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? '—' : dateTimeFormat().format(d);
}

/** A count with thousands separated as en-JM writes them ("1,234,567"). */
export function formatCount(value: number): string {
  return countFormat().format(value);
}

/** "10 weeks", "1 week". */
export function formatWeeks(weeks: number): string {
  return `${weeks} ${weeks === 1 ? 'week' : 'weeks'}`;
}

/** "20%" from 20 or "20.00". */
export function formatPercent(rate: number | string): string {
  const n = typeof rate === 'number' ? rate : Number(rate);
  if (!Number.isFinite(n)) return '—';
  return `${Number.isInteger(n) ? n : n.toFixed(2)}%`;
}
