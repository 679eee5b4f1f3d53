import { ENTRY_KINDS } from '@common/contracts/books';

// Months in the books are "YYYY-MM" (Jamaica calendar months); staff read them as "April 2026".

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "2026-04" -> "April 2026" (as written when it is not a month). */
export function monthLabel(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  const name = match ? MONTH_NAMES[Number(match[2]) - 1] : undefined;
  return match && name ? `${name} ${match[1]}` : month;
}

/** "2026-12" -> "2027-01". */
export function monthAfter(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 7);
}

/** The first day of a day's month: "2026-04-17" -> "2026-04-01". */
export const monthStartOf = (day: string) => `${day.slice(0, 7)}-01`;

/** A month can be closed from the first day of the next one (the server says the same with a 409). */
export const hasEnded = (month: string, today: string) => month < today.slice(0, 7);

/** An entry's kind as staff read it ("Payment received"); an unknown one as sent. */
export const entryKindLabel = (kind: string): string => ENTRY_KINDS[kind as keyof typeof ENTRY_KINDS] ?? kind;
