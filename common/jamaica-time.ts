// The shop's clock (DESIGN section 6). Jamaica has kept UTC-5 all year since 1984 (no daylight
// saving), so turning an instant into the shop's day or hour is a fixed shift. Display text goes
// through Intl with JAMAICA_TIME_ZONE instead, which also knows the older summer-time years.

export const JAMAICA_TIME_ZONE = 'America/Jamaica';
export const JAMAICA_UTC_OFFSET = '-05:00';
const OFFSET_MS = -5 * 60 * 60 * 1000;

/** Jamaica's wall clock at an instant, as ISO text without an offset: "2026-11-23T19:05:00.000". */
export function jamaicaWallClockOf(at: Date): string {
  return new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, -1);
}

/** The calendar day in Jamaica at an instant, "YYYY-MM-DD". */
export function jamaicaDayOf(at: Date): string {
  return jamaicaWallClockOf(at).slice(0, 10);
}

/** The shop's "today", "YYYY-MM-DD". */
export function jamaicaToday(now: Date = new Date()): string {
  return jamaicaDayOf(now);
}

/** The instant a Jamaica wall-clock time names: day "YYYY-MM-DD", time "HH:MM" or "HH:MM:SS" (midnight by default). */
export function jamaicaInstant(day: string, time = '00:00'): Date {
  return new Date(`${day}T${time}${JAMAICA_UTC_OFFSET}`);
}

/** Noon of a Jamaica day: an instant that reads as that day in any time zone staff work in. */
export function jamaicaNoon(day: string): Date {
  return jamaicaInstant(day, '12:00');
}
