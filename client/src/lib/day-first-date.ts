import { formatDayFirst } from '@common/loan-ledger';

// Dates are typed and shown day first, as Jamaica writes them (DESIGN decision 10); the API keeps
// "YYYY-MM-DD". Showing one is common's formatDayFirst; reading what a person typed is here.

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
// Day, month, year with any of / - . or spaces between them: "24/11/2026", "4.1.26", "24 11 2026".
const DAY_FIRST = /^(\d{1,2})\s*[/.\-\s]\s*(\d{1,2})\s*[/.\-\s]\s*(\d{2}|\d{4})$/;
// The same written without separators, as a phone keypad invites: "24112026".
const DAY_FIRST_DIGITS = /^(\d{2})(\d{2})(\d{4})$/;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** "YYYY-MM-DD" when year, month and day name a real calendar day (no 31/04, no 29/02 outside leap years). */
function calendarDay(year: number, month: number, day: number): string | null {
  if (year < 1000 || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/**
 * "2026-11-24" from what a person typed day first: "24/11/2026", "24-11-2026", "24.11.26",
 * "24112026". A pasted "2026-11-24" is also taken (a four-digit first group cannot be a day).
 * Two-digit years are this century unless shortYears is false (while a person is still typing,
 * "24/11/20" is on its way to 2026). null when the text is not a real calendar day.
 */
export function parseDayFirstDate(text: string, options: { shortYears?: boolean } = {}): string | null {
  const trimmed = text.trim();
  const iso = ISO_DAY.exec(trimmed);
  if (iso) return calendarDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const parts = DAY_FIRST.exec(trimmed) ?? DAY_FIRST_DIGITS.exec(trimmed);
  if (!parts) return null;
  if (parts[3]!.length === 2 && options.shortYears === false) return null;
  const year = parts[3]!.length === 2 ? 2000 + Number(parts[3]) : Number(parts[3]);
  return calendarDay(year, Number(parts[2]), Number(parts[1]));
}

/** "24/11/2026" from "2026-11-24"; '' for '' or anything that is not a calendar day. */
export function formatDayFirstDate(isoDay: string): string {
  const parts = ISO_DAY.exec(isoDay);
  if (!parts || calendarDay(Number(parts[1]), Number(parts[2]), Number(parts[3])) === null) return '';
  return formatDayFirst(isoDay);
}

/** The calendar's Date (local midnight) for "YYYY-MM-DD": the picker works in the browser's own days. */
export function localDateOf(isoDay: string): Date | undefined {
  const parts = ISO_DAY.exec(isoDay);
  if (!parts || calendarDay(Number(parts[1]), Number(parts[2]), Number(parts[3])) === null) return undefined;
  return new Date(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3]));
}

/** "YYYY-MM-DD" of a calendar's Date, read in local time as the calendar drew it. */
export function isoDayOfLocalDate(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
