import { JAMAICA_UTC_OFFSET } from '@common/jamaica-time';

// Agreement dates are calendar days in Jamaica, held as "YYYY-MM-DD" like a date input, and sent as
// the start of that day in Jamaica time.

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The calendar day `days` after `date`; an unreadable date comes back unchanged. */
export function addDays(date: string, days: number): string {
  const match = DATE.exec(date);
  if (!match) return date;
  const d = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days));
  return d.toISOString().slice(0, 10);
}

/** "2026-11-23" -> "2026-11-23T00:00:00-05:00", the ISO date-time the API takes; blank stays blank. */
export function toJamaicaDateTime(date: string): string | null {
  return DATE.test(date) ? `${date}T00:00:00${JAMAICA_UTC_OFFSET}` : null;
}
