import { formatCents, formatJmd } from '@common/money';

export const JAMAICA_TIME_ZONE = 'America/Jamaica';
const LOCALE = 'en-JM';

/** "J$12,000.00" from a J$ amount (number or "12000.00" string, as the API sends them). */
export function formatMoney(amount: number | string | null | undefined): string {
  return formatJmd(amount);
}

/** "J$12,000.00" from integer cents. */
export function formatMoneyCents(cents: number): string {
  return formatCents(cents);
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

// Made on first use: a page's first Intl formatter loads the browser's locale and time zone data
// (tens of milliseconds on a phone), and the public pages render without formatting a date.
function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}
const dateFormat = once(() => new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'short', year: 'numeric', timeZone: JAMAICA_TIME_ZONE }));
const dateOnlyFormat = once(() => new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }));
const dateTimeFormat = once(() =>
  new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: JAMAICA_TIME_ZONE }),
);

/**
 * Day-first date in Jamaica time ("22 Nov 2025"). A bare "2025-11-22" is a calendar date, not an
 * instant, so it is shown as written rather than shifted five hours back into the previous day.
 */
export function formatDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string' && DATE_ONLY.test(value)) {
    const d = new Date(`${value}T00:00:00Z`);
    return Number.isNaN(d.getTime()) ? '—' : dateOnlyFormat().format(d);
  }
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? '—' : dateFormat().format(d);
}

/** Day-first date and time in Jamaica time. */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? '—' : dateTimeFormat().format(d);
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
