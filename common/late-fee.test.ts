import { describe, expect, it } from 'vitest';
import { CURRENT_LATE_FEE_RULE, describeLateFee, lateFeeCentsFor, lateFeeRuleOf } from './late-fee';

describe('late fee rule', () => {
  it('new agreements charge 20% of one payment of the frequency, rounded half-up', () => {
    const rule = CURRENT_LATE_FEE_RULE;
    expect(lateFeeCentsFor(rule, 3_000_00, 'weekly')).toBe(600_00);
    expect(lateFeeCentsFor(rule, 3_600_00, 'bi-weekly')).toBe(1_440_00);
    expect(lateFeeCentsFor(rule, 3_600_00, 'monthly')).toBe(2_880_00);
    // 20% of 1,714.29 = 342.858 -> 342.86; of 0.03 = 0.006 -> 0.01; of 0.02 = 0.004 -> 0.00.
    expect(lateFeeCentsFor(rule, 1_714_29, 'weekly')).toBe(342_86);
    expect(lateFeeCentsFor(rule, 3, 'weekly')).toBe(1);
    expect(lateFeeCentsFor(rule, 2, 'weekly')).toBe(0);
  });

  it('a percent with decimals stays exact', () => {
    expect(lateFeeCentsFor({ kind: 'percent', percent: 12.5 }, 1_000_00, 'weekly')).toBe(125_00);
  });

  it('loans stored before the rule was kept per loan keep their fixed fine', () => {
    const rule = lateFeeRuleOf({ lateFeePercent: null, lateFine: '500.00' });
    expect(rule).toEqual({ kind: 'fixed', cents: 500_00 });
    expect(lateFeeCentsFor(rule, 3_000_00, 'monthly')).toBe(500_00);
    expect(describeLateFee(rule, 3_000_00, 'weekly')).toBe('J$500.00 per late payment (a fixed amount)');
  });

  it('reads the stored percent and states the fee in J$ and as the rule', () => {
    const rule = lateFeeRuleOf({ lateFeePercent: '20.00', lateFine: '600.00' });
    expect(rule).toEqual({ kind: 'percent', percent: 20 });
    expect(describeLateFee(rule, 3_000_00, 'weekly')).toBe('J$600.00 per late payment (20% of one weekly payment of J$3,000.00)');
    expect(describeLateFee(rule, 3_000_00, 'bi-weekly')).toBe('J$1,200.00 per late payment (20% of one bi-weekly payment of J$6,000.00)');
  });
});
