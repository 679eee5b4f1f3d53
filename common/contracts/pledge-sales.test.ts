import { describe, expect, it } from 'vitest';
import { claimableUntilOf, saleOutcomeOf } from './pledge-sales';

describe('a sale\'s surplus or shortfall', () => {
  it('gives the worked example\'s surplus (docs/operations.md): J$15,000.00 less J$500.00 costs less J$10,800.00 owed', () => {
    expect(saleOutcomeOf({ salePriceCents: 1_500_000, saleCostsCents: 50_000, amountOwedCents: 1_080_000 })).toEqual({ surplusCents: 370_000, shortfallCents: 0 });
  });
  it('gives a shortfall when the sale does not cover what is owed, and neither when it covers it exactly', () => {
    expect(saleOutcomeOf({ salePriceCents: 800_000, saleCostsCents: 0, amountOwedCents: 1_080_000 })).toEqual({ surplusCents: 0, shortfallCents: 280_000 });
    expect(saleOutcomeOf({ salePriceCents: 1_100_000, saleCostsCents: 20_000, amountOwedCents: 1_080_000 })).toEqual({ surplusCents: 0, shortfallCents: 0 });
  });
});

describe('until when a surplus may be claimed', () => {
  it('is the sale day three years on', () => {
    expect(claimableUntilOf('2026-11-27')).toBe('2029-11-27');
    expect(claimableUntilOf('2026-01-31')).toBe('2029-01-31');
  });
  it('takes 29 February to 28 February of a year without one', () => {
    expect(claimableUntilOf('2028-02-29')).toBe('2031-02-28');
  });
});
