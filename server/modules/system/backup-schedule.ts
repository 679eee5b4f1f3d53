import type { TBackupFrequency } from '@common/contracts/system';

// The shop's clock (DESIGN section 6). Jamaica has kept no daylight saving time since 1983, so its
// wall clock is UTC-5 all year; shifting by the fixed offset keeps the arithmetic plain.
const JAMAICA_OFFSET_MS = -5 * 60 * 60 * 1000;

type TWall = { y: number; m: number; d: number; hh: number; mm: number };

function wallOf(at: Date): TWall {
  const shifted = new Date(at.getTime() + JAMAICA_OFFSET_MS);
  return { y: shifted.getUTCFullYear(), m: shifted.getUTCMonth(), d: shifted.getUTCDate(), hh: shifted.getUTCHours(), mm: shifted.getUTCMinutes() };
}

/** The instant a Jamaica wall-clock time names (Date.UTC rolls days and months over for us). */
function instantOf(y: number, m: number, d: number, time: string): Date {
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, d, hh, mm) - JAMAICA_OFFSET_MS);
}

/**
 * When the next scheduled backup is due: the settings' time of day in Jamaica, a day, a week or a
 * month after the last run. A run that was missed (the app was down) happens at the next time of
 * day rather than never; the first run is the next time of day.
 */
export function nextBackupRun(settings: { frequency: TBackupFrequency; time: string }, after: Date, lastRun: Date | null): Date {
  const today = wallOf(after);
  let nextSlot = instantOf(today.y, today.m, today.d, settings.time);
  if (nextSlot.getTime() <= after.getTime()) nextSlot = instantOf(today.y, today.m, today.d + 1, settings.time);
  if (!lastRun || settings.frequency === 'daily') return nextSlot;
  const last = wallOf(lastRun);
  let due: Date;
  if (settings.frequency === 'weekly') {
    due = instantOf(last.y, last.m, last.d + 7, settings.time);
  } else {
    // The same day of the next month, or its last day (31 January -> 28 or 29 February).
    const lastDayOfNextMonth = new Date(Date.UTC(last.y, last.m + 2, 0)).getUTCDate();
    due = instantOf(last.y, last.m + 1, Math.min(last.d, lastDayOfNextMonth), settings.time);
  }
  return due.getTime() > after.getTime() ? due : nextSlot;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** pawnbook-backup-YYYY-MM-DD-HHmm.json in Jamaica time; a second backup in the same minute gets -2, -3 ... */
export function backupFilenameOf(at: Date, attempt = 1): string {
  const w = wallOf(at);
  const base = `pawnbook-backup-${w.y}-${pad(w.m + 1)}-${pad(w.d)}-${pad(w.hh)}${pad(w.mm)}`;
  return `${base}${attempt > 1 ? `-${attempt}` : ''}.json`;
}
