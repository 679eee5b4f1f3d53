import { describe, expect, it } from 'vitest';
import { formatJmd, toCents } from './money';

describe('toCents reads J$ text', () => {
  it('takes plain amounts, with up to two decimals and an optional sign', () => {
    expect(toCents('0')).toBe(0);
    expect(toCents('10')).toBe(10_00);
    expect(toCents('10.5')).toBe(10_50);
    expect(toCents('12000.50')).toBe(12_000_50);
    expect(toCents(' 1000000 ')).toBe(1_000_000_00);
    expect(toCents('-5')).toBe(-5_00);
    expect(toCents('007')).toBe(7_00);
  });

  it('takes thousands separators in proper groups of three', () => {
    expect(toCents('1,000')).toBe(1_000_00);
    expect(toCents('12,000.50')).toBe(12_000_50);
    expect(toCents('1,234,567.89')).toBe(1_234_567_89);
    expect(toCents('100,000')).toBe(100_000_00);
    expect(toCents('-1,000.5')).toBe(-1_000_50);
  });

  it('refuses commas anywhere else', () => {
    for (const text of ['1,0.0', '10,00', ',100', '1,,000', '1000,000', '1,000,00', '1,00,000', '1,000.', '1,000,', '100,', '1,000.5,0', '0,100', '1,0000', '.,5', '1,000.00,']) {
      expect(toCents(text), text).toBeNull();
    }
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', ' ', 'abc', '10.001', '1.2.3', '.5', '5.', '1e3', '0x10', '+5', '--5', '1 000', 'J$5', '١٢']) {
      expect(toCents(text), text).toBeNull();
    }
  });

  it('formats what it reads the same way as before', () => {
    expect(formatJmd('1,234,567.89')).toBe('J$1,234,567.89');
    expect(formatJmd('1,0.0')).toBe('J$0.00');
  });
});
