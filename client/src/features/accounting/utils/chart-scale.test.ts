import { describe, expect, it } from 'vitest';
import { amountOf, axisTicks, barLength, formatAxisValue, monthLabel, niceCeiling } from './chart-scale';

describe('niceCeiling', () => {
  it('rounds up to 1, 2, 2.5 or 5 times a power of ten', () => {
    expect(niceCeiling(7)).toBe(10);
    expect(niceCeiling(10)).toBe(10);
    expect(niceCeiling(11)).toBe(20);
    expect(niceCeiling(2300)).toBe(2500);
    expect(niceCeiling(0.3)).toBe(0.5);
    expect(niceCeiling(0)).toBe(1);
    expect(niceCeiling(Number.NaN)).toBe(1);
  });
});

describe('axisTicks', () => {
  it('starts at zero and ends at a round top holding the maximum', () => {
    expect(axisTicks(95_000)).toEqual([0, 25_000, 50_000, 75_000, 100_000]);
    expect(axisTicks(100)).toEqual([0, 25, 50, 75, 100]);
    expect(axisTicks(0)).toEqual([0, 1]);
  });

  it('keeps counts whole', () => {
    expect(axisTicks(3, 4, true)).toEqual([0, 1, 2, 3]);
    expect(axisTicks(0, 4, true)).toEqual([0, 1]);
    expect(axisTicks(9, 4, true)).toEqual([0, 3, 6, 9]);
  });
});

describe('barLength', () => {
  it('scales to the top and keeps small non-zero values visible', () => {
    expect(barLength(50, 100, 300)).toBe(150);
    expect(barLength(100, 100, 300)).toBe(300);
    expect(barLength(0.01, 100, 300)).toBe(2);
    expect(barLength(0, 100, 300)).toBe(0);
    expect(barLength(500, 100, 300)).toBe(300);
    expect(barLength(5, 0, 300)).toBe(0);
  });
});

describe('amountOf, formatAxisValue and monthLabel', () => {
  it('read API amounts and write short labels', () => {
    expect(amountOf('12000.50')).toBe(12000.5);
    expect(amountOf('nonsense')).toBe(0);
    expect(formatAxisValue(1_500_000, true)).toBe('J$1.5M');
    expect(formatAxisValue(25_000, true)).toBe('J$25K');
    expect(formatAxisValue(3)).toBe('3');
    expect(monthLabel('2025-03')).toEqual({ short: 'Mar', long: 'Mar 2025' });
    expect(monthLabel('later')).toEqual({ short: 'later', long: 'later' });
  });
});
