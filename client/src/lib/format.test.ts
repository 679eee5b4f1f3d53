import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, formatPercent, formatWeeks } from './format';

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
    expect(formatDate('2025-03-02T03:00:00.000Z')).toMatch(/^1 Mar(ch)? 2025$/);
  });
  it('shows a bare calendar date as written', () => {
    expect(formatDate('2025-11-22')).toMatch(/^22 Nov(ember)? 2025$/);
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
