import { describe, expect, it } from 'vitest';
import { formatDayFirstDate, isoDayOfLocalDate, localDateOf, parseDayFirstDate } from './day-first-date';

describe('parseDayFirstDate', () => {
  it('reads day, month, year in that order, with any usual separator or none', () => {
    expect(parseDayFirstDate('24/11/2026')).toBe('2026-11-24');
    expect(parseDayFirstDate(' 4/1/2027 ')).toBe('2027-01-04');
    expect(parseDayFirstDate('04-01-2027')).toBe('2027-01-04');
    expect(parseDayFirstDate('04.01.2027')).toBe('2027-01-04');
    expect(parseDayFirstDate('04 01 2027')).toBe('2027-01-04');
    expect(parseDayFirstDate('04012027')).toBe('2027-01-04');
  });

  it('takes a pasted ISO day as it is', () => {
    expect(parseDayFirstDate('2027-01-04')).toBe('2027-01-04');
  });

  it('reads two-digit years as this century, unless told to wait for four digits', () => {
    expect(parseDayFirstDate('24/11/26')).toBe('2026-11-24');
    expect(parseDayFirstDate('24/11/26', { shortYears: false })).toBeNull();
    expect(parseDayFirstDate('24/11/2026', { shortYears: false })).toBe('2026-11-24');
  });

  it('refuses days that do not exist and month-first dates', () => {
    for (const text of ['31/04/2026', '29/02/2027', '00/01/2026', '12/13/2026', '11/24/2026', '2026-02-30', '', '24/11', 'today', '24/11/202']) {
      expect(parseDayFirstDate(text)).toBeNull();
    }
    expect(parseDayFirstDate('29/02/2028')).toBe('2028-02-29');
  });
});

describe('formatDayFirstDate', () => {
  it('writes a stored day as DD/MM/YYYY and anything else as empty', () => {
    expect(formatDayFirstDate('2026-11-24')).toBe('24/11/2026');
    expect(formatDayFirstDate('')).toBe('');
    expect(formatDayFirstDate('2026-02-30')).toBe('');
    expect(formatDayFirstDate('2026-11-24T00:00:00Z')).toBe('');
  });
});

describe('the calendar\'s local dates', () => {
  it('round-trip a day whatever the time zone, as the calendar draws local days', () => {
    const date = localDateOf('2026-03-08');
    expect(date?.getDate()).toBe(8);
    expect(isoDayOfLocalDate(date!)).toBe('2026-03-08');
    expect(localDateOf('not a day')).toBeUndefined();
  });
});
