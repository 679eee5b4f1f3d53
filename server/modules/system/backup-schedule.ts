import type { TBackupFrequency } from '@common/contracts/system';
import { jamaicaDayOf, jamaicaInstant, jamaicaWallClockOf } from '@common/jamaica-time';
import { addDays } from '@common/loan-ledger';

/** The same day of the next month, or its last day (31 January -> 28 or 29 February). */
function sameDayNextMonth(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const lastDayOfNextMonth = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m, Math.min(d, lastDayOfNextMonth))).toISOString().slice(0, 10);
}

/**
 * When the next scheduled backup is due: the settings' time of day in Jamaica, a day, a week or a
 * month after the last run. A run that was missed (the app was down) happens at the next time of
 * day rather than never; the first run is the next time of day.
 */
export function nextBackupRun(settings: { frequency: TBackupFrequency; time: string }, after: Date, lastRun: Date | null): Date {
  const today = jamaicaDayOf(after);
  let nextSlot = jamaicaInstant(today, settings.time);
  if (nextSlot.getTime() <= after.getTime()) nextSlot = jamaicaInstant(addDays(today, 1), settings.time);
  if (!lastRun || settings.frequency === 'daily') return nextSlot;
  const last = jamaicaDayOf(lastRun);
  const due = jamaicaInstant(settings.frequency === 'weekly' ? addDays(last, 7) : sameDayNextMonth(last), settings.time);
  return due.getTime() > after.getTime() ? due : nextSlot;
}

/** pawnbook-backup-YYYY-MM-DD-HHmm.json in Jamaica time; a second backup in the same minute gets -2, -3 ... */
export function backupFilenameOf(at: Date, attempt = 1): string {
  const wall = jamaicaWallClockOf(at);
  const base = `pawnbook-backup-${wall.slice(0, 10)}-${wall.slice(11, 13)}${wall.slice(14, 16)}`;
  return `${base}${attempt > 1 ? `-${attempt}` : ''}.json`;
}
