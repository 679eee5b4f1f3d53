import { formatCents, formatJmd, groupThousands } from '@common/money';

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

// Jamaica has kept UTC-5 all year since 30 October 1983, so an instant after that is shown by
// arithmetic in the words en-JM uses, not by Intl: a page's first Intl date formatter loads the
// browser's locale and time zone data, one task of about 15 ms on a fast machine and several
// times that on a phone, which held up the dashboard's first screen (issue 17 item 12). Older
// instants (Jamaica kept summer time until 1983) and anything unusual go through Intl, made on
// first use. format.test.ts holds the two to the same text.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'] as const;
const JAMAICA_OFFSET_MS = -5 * 60 * 60 * 1000;
/** 1984-01-01T05:00:00Z: from here on Jamaica time is UTC-5 without exception. */
const FIXED_OFFSET_SINCE_MS = Date.UTC(1984, 0, 1, 5);
/** 9999-12-31: four-digit years only. */
const FIXED_OFFSET_UNTIL_MS = Date.UTC(9999, 11, 31);

function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}
const dateFormat = once(() => new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'short', year: 'numeric', timeZone: JAMAICA_TIME_ZONE }));
const dateTimeFormat = once(() =>
  new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: JAMAICA_TIME_ZONE }),
);

/** "22 Nov 2025" of a UTC calendar day (the Date's UTC fields). */
function dayMonthYear(utc: Date): string {
  return `${utc.getUTCDate()} ${MONTHS[utc.getUTCMonth()]} ${utc.getUTCFullYear()}`;
}

/** The instant as a Date whose UTC fields read Jamaica's wall clock, or null where Intl must say it. */
function jamaicaWallClock(d: Date): Date | null {
  const t = d.getTime();
  return t >= FIXED_OFFSET_SINCE_MS && t <= FIXED_OFFSET_UNTIL_MS ? new Date(t + JAMAICA_OFFSET_MS) : null;
}

/**
 * Day-first date in Jamaica time ("22 Nov 2025"). A bare "2025-11-22" is a calendar date, not an
 * instant, so it is shown as written rather than shifted five hours back into the previous day.
 */
export function formatDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string' && DATE_ONLY.test(value)) {
    const d = new Date(`${value}T00:00:00Z`);
    return Number.isNaN(d.getTime()) ? '—' : dayMonthYear(d);
  }
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return '—';
  const wall = jamaicaWallClock(d);
  return wall ? dayMonthYear(wall) : dateFormat().format(d);
}

/** Day-first date and time in Jamaica time ("22 Nov 2025, 3:05 pm"). */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return '—';
  const wall = jamaicaWallClock(d);
  if (!wall) return dateTimeFormat().format(d);
  const hours = wall.getUTCHours();
  const minutes = String(wall.getUTCMinutes()).padStart(2, '0');
  return `${dayMonthYear(wall)}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'am' : 'pm'}`;
}

/** A count with thousands separated as en-JM writes them ("1,234,567"), without Intl (see above). */
export function formatCount(value: number): string {
  return Number.isSafeInteger(value) ? groupThousands(value) : value.toLocaleString(LOCALE);
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
