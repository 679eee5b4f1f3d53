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

describe('dates without Intl', () => {
  // The arithmetic (Jamaica at UTC-5 since 1983) must say what the browser's Intl says, in en-JM.
  const intlDate = new Intl.DateTimeFormat('en-JM', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'America/Jamaica' });
  const intlDateTime = new Intl.DateTimeFormat('en-JM', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'America/Jamaica',
  });
  // Every month, both halves of the day, midnight and noon, around the turn of a day in Kingston.
  const instants: Date[] = [];
  for (let year = 1984; year <= 2040; year += 7) {
    for (let month = 0; month < 12; month += 1) {
      for (const [hour, minute] of [[0, 0], [4, 59], [5, 0], [11, 7], [16, 59], [17, 0], [17, 30], [23, 59]] as const) {
        instants.push(new Date(Date.UTC(year, month, 1 + ((year + month) % 28), hour, minute)));
      }
    }
  }

  it('formats a date and a date-time as Intl does in Jamaica time', () => {
    for (const d of instants) {
      expect(formatDate(d)).toBe(intlDate.format(d));
      expect(formatDateTime(d.toISOString())).toBe(intlDateTime.format(d));
    }
    expect(instants.length).toBeGreaterThan(500);
  });

  it('leaves instants of the summer-time years to Intl', () => {
    const summer1975 = new Date('1975-06-01T12:00:00Z');
    expect(formatDateTime(summer1975)).toBe(intlDateTime.format(summer1975));
    expect(formatDateTime(summer1975)).toMatch(/8:00 am$/);
  });

  it('groups counts in thousands', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1,000');
    expect(formatCount(-1234567)).toBe('-1,234,567');
    expect(formatCount(1234.5)).toBe((1234.5).toLocaleString('en-JM'));
  });
});
