import { describe, expect, it } from 'vitest';
import { quoteLoan } from './calculator';
import { APR_METHOD, discloseCostOfCredit, formatApr, weeklyRateOf } from './cost-of-credit';
import { CURRENT_LATE_FEE_RULE } from './late-fee';

// The worked examples of docs/cost-of-credit.md, figure by figure.
const disclose = (principalCents: number, ratePercent: number, weeks: number, startDay = '2026-12-01') =>
  discloseCostOfCredit({ quote: quoteLoan({ principalCents, ratePercent, weeks }), ratePercent, startDay, lateFeeRule: CURRENT_LATE_FEE_RULE });

describe('discloseCostOfCredit (docs/cost-of-credit.md)', () => {
  it('A. J$10,000 at 20% over 4 weeks: J$2,000 interest, 4 x J$3,000, J$600 late fee, APR 401.1%', () => {
    const d = disclose(10_000_00, 20, 4);
    expect(d).toMatchObject({ totalInterestCents: 2_000_00, totalRepayableCents: 12_000_00, lateFeeCents: 600_00, aprPercent: 401.1 });
    expect(d.instalments).toEqual([
      { paymentNumber: 1, dueDate: '2026-12-08', amountCents: 3_000_00 },
      { paymentNumber: 2, dueDate: '2026-12-15', amountCents: 3_000_00 },
      { paymentNumber: 3, dueDate: '2026-12-22', amountCents: 3_000_00 },
      { paymentNumber: 4, dueDate: '2026-12-29', amountCents: 3_000_00 },
    ]);
    expect(d.lateFee).toBe('J$600.00 per late payment (20% of one weekly payment of J$3,000.00)');
    expect(formatApr(d.aprPercent)).toBe('401.1%');
    expect(d.latePaymentExplained[0]).toBe('For each payment not made in full by its due date, a late fee of J$600.00 is added (20% of one weekly payment).');
  });

  it('B. J$15,000 at 20% over 10 weeks: APR 179.9%', () => {
    const d = disclose(15_000_00, 20, 10);
    expect(d).toMatchObject({ totalInterestCents: 3_000_00, totalRepayableCents: 18_000_00, lateFeeCents: 360_00, aprPercent: 179.9 });
    expect(d.instalments.every((i) => i.amountCents === 1_800_00)).toBe(true);
  });

  it('C. J$10,000 at 40% over 6 weeks: the last instalment absorbs the cents; APR 548.7%', () => {
    const d = disclose(10_000_00, 40, 6);
    expect(d.instalments.map((i) => i.amountCents)).toEqual([2_333_33, 2_333_33, 2_333_33, 2_333_33, 2_333_33, 2_333_35]);
    expect(d).toMatchObject({ totalInterestCents: 4_000_00, totalRepayableCents: 14_000_00, lateFeeCents: 466_67, aprPercent: 548.7 });
  });

  it('D. J$5,000 at 20% over 1 week: the weekly rate is exactly 20%, APR 1040.0%', () => {
    const d = disclose(5_000_00, 20, 1);
    expect(d.instalments).toEqual([{ paymentNumber: 1, dueDate: '2026-12-08', amountCents: 6_000_00 }]);
    expect(d.aprPercent).toBe(1040);
    expect(formatApr(d.aprPercent)).toBe('1040.0%');
  });

  it('finds the weekly rate the instalments imply, and none when nothing is charged', () => {
    expect(weeklyRateOf(10_000_00, [1, 2, 3, 4].map((weeks) => ({ weeks, amountCents: 3_000_00 })))).toBeCloseTo(0.077138, 5);
    expect(weeklyRateOf(10_000_00, [{ weeks: 1, amountCents: 10_000_00 }])).toBe(0);
    expect(APR_METHOD).toMatch(/times 52/);
  });
});
