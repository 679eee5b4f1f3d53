import { describe, expect, it } from 'vitest';
import { jamaicaDayOf, jamaicaInstant, jamaicaNoon, jamaicaToday, jamaicaWallClockOf } from './jamaica-time';

describe('the Jamaica clock', () => {
  it('reads the day in Jamaica (UTC-5), not UTC', () => {
    expect(jamaicaDayOf(new Date('2025-03-01T04:59:00Z'))).toBe('2025-02-28');
    expect(jamaicaDayOf(new Date('2025-03-01T05:00:00Z'))).toBe('2025-03-01');
    expect(jamaicaToday(new Date('2026-01-01T03:00:00Z'))).toBe('2025-12-31');
  });

  it('reads the wall clock', () => {
    expect(jamaicaWallClockOf(new Date('2026-11-25T04:30:00Z'))).toBe('2026-11-24T23:30:00.000');
  });

  it('names the instant of a Jamaica wall-clock time', () => {
    expect(jamaicaInstant('2025-03-01').toISOString()).toBe('2025-03-01T05:00:00.000Z');
    expect(jamaicaInstant('2025-12-31', '23:59:59').toISOString()).toBe('2026-01-01T04:59:59.000Z');
    expect(jamaicaNoon('2025-03-01').toISOString()).toBe('2025-03-01T17:00:00.000Z');
    expect(jamaicaDayOf(jamaicaNoon('2025-03-01'))).toBe('2025-03-01');
  });

  it('agrees with the time zone database', () => {
    const intlDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Jamaica' });
    for (let t = Date.UTC(1990, 0, 1, 4, 30); t < Date.UTC(2040, 0, 1); t += 37 * 86_400_000 + 3_600_000) {
      expect(jamaicaDayOf(new Date(t))).toBe(intlDay.format(t));
    }
  });
});
