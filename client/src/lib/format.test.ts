import { describe, expect, it } from 'vitest';
import { formatCount, formatDate, formatDateTime, formatMoney, formatPercent, formatWeeks } from './format';

describe('formatMoney', () => {
  it('formats J$ with grouping and two decimals', () => {
    expect(formatMoney(12000)).toBe('J$12,000.00');
    expect(formatMoney('12000.5')).toBe('J$12,000.50');
    expect(formatMoney(null)).toBe('J$0.00');
  });
});

describe('formatDate', () => {
  it('is day-first in Jamaica time', () => {
    // 03:00 UTC on 2 March is still 1 March in Kingston (UTC-5).
    expect(formatDate('2025-03-02T03:00:00.000Z')).toBe('1 Mar 2025');
    expect(formatDate(new Date('2025-09-02T03:00:00Z'))).toBe('1 Sept 2025');
  });
  it('shows a bare calendar date as written', () => {
    expect(formatDate('2025-11-22')).toBe('22 Nov 2025');
  });
  it('shows a dash for missing or invalid dates', () => {
    expect(formatDate(null)).toBe('—');
    expect(formatDate('not a date')).toBe('—');
  });
});

describe('small formats', () => {
  it('formats weeks and percentages', () => {
    expect(formatWeeks(1)).toBe('1 week');
    expect(formatWeeks(10)).toBe('10 weeks');
    expect(formatPercent('20.00')).toBe('20%');
    expect(formatPercent(12.5)).toBe('12.50%');
  });
});

describe('formatDateTime', () => {
  it('is day-first in Jamaica time, with the hour as en-JM writes it', () => {
    expect(formatDateTime('2025-11-22T20:05:00.000Z')).toBe('22 Nov 2025, 3:05 pm');
    // 04:30 UTC on 1 January is still New Year's Eve in Kingston.
    expect(formatDateTime(new Date('2026-01-01T04:30:00Z'))).toBe('31 Dec 2025, 11:30 pm');
    expect(formatDateTime(undefined)).toBe('—');
  });
});

describe('formatCount', () => {
  it('groups counts in thousands', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1,000');
    expect(formatCount(-1234567)).toBe('-1,234,567');
  });
});
