import { describe, expect, it } from 'vitest';
import { goldValueCents, milligramsOf, suggestedLoanCents, type TGoldPricesPerGram } from './gold';

const PRICES: TGoldPricesPerGram = { '10': '4100.00', '14': '5750.00', '18': '7400.00', '22': '9050.00', '24': '9875.50' };

describe('the gold helper (issue 43)', () => {
  it('values gold at the day\'s price per gram of its karat', () => {
    expect(goldValueCents(10, 18, PRICES)).toBe(74_000_00);
    expect(goldValueCents('10', '18', PRICES)).toBe(74_000_00);
    expect(goldValueCents('2.5', 24, PRICES)).toBe(24_688_75);
    expect(goldValueCents('0', 10, PRICES)).toBe(0);
    expect(goldValueCents(3, '14K', PRICES)).toBe(17_250_00);
    expect(goldValueCents(1, 22, { ...PRICES, '22': 9050.5 })).toBe(9_050_50);
  });

  it('rounds half up to the cent', () => {
    // 0.001 g at J$9,875.50 is 987.55 cents: 988; at J$9.88 it is 0.988 of a cent: one; at J$4.00, 0.4: none.
    expect(goldValueCents('0.001', 24, PRICES)).toBe(988);
    expect(goldValueCents('0.001', 24, { ...PRICES, '24': '9.88' })).toBe(1);
    expect(goldValueCents('0.001', 10, { ...PRICES, '10': '4.00' })).toBe(0);
    expect(goldValueCents('0.001', 10, { ...PRICES, '10': '5.00' })).toBe(1);
  });

  it('stays exact at the largest weight and price', () => {
    expect(goldValueCents(100_000, 24, { ...PRICES, '24': '10000000.00' })).toBe(1_000_000_000_000_00);
  });

  it('suggests nothing for a karat the shop does not price, or a weight or price it cannot read', () => {
    expect(goldValueCents(10, 9, PRICES)).toBeNull();
    expect(goldValueCents(10, 21, PRICES)).toBeNull();
    expect(goldValueCents('ten', 18, PRICES)).toBeNull();
    expect(goldValueCents('1.2345', 18, PRICES)).toBeNull();
    expect(goldValueCents(-1, 18, PRICES)).toBeNull();
    expect(goldValueCents(10, 18, { ...PRICES, '18': 'n/a' })).toBeNull();
    expect(milligramsOf(' 12.3 ')).toBe(12_300);
    expect(milligramsOf(Number.NaN)).toBeNull();
  });

  it('suggests lending the shop\'s loan-to-value of the appraised value, never above it', () => {
    expect(suggestedLoanCents(15_000_00, 70)).toBe(10_500_00);
    // 70% of J$0.99 is 69.3 cents: 69, not 70.
    expect(suggestedLoanCents(99, 70)).toBe(69);
    expect(suggestedLoanCents(12_345_67, 100)).toBe(12_345_67);
    expect(suggestedLoanCents(0, 70)).toBe(0);
    expect(() => suggestedLoanCents(100, 101)).toThrow(RangeError);
    expect(() => suggestedLoanCents(1.5, 70)).toThrow(RangeError);
  });
});
