import { describe, expect, it } from 'vitest';
import { buildSchedule, daysPastDueOf, interestPartsOf } from './loan-ledger';

describe('interestPartsOf', () => {
  const schedule = buildSchedule({ totalCents: 12_000_00, principalCents: 10_000_00, weeklyInstalmentCents: 3_000_00, termWeeks: 4, frequency: 'weekly', startDay: '2026-09-01' });

  it('gives each payment the interest share of what it pays of each instalment', () => {
    expect(interestPartsOf(schedule, [{ amountCents: 4_500_00 }, { amountCents: 3_000_00 }, { amountCents: 4_500_00 }])).toEqual([750_00, 500_00, 750_00]);
  });

  it('adds up to the schedule\'s interest however the money comes, and stops there', () => {
    const odd = [1, 333_33, 999_99, 7, 5_000_00, 10_000_00].map((amountCents) => ({ amountCents }));
    const parts = interestPartsOf(schedule, odd);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(2_000_00);
    expect(parts.at(-1)).toBeGreaterThanOrEqual(0);
  });
});

describe('daysPastDueOf', () => {
  it('counts from the oldest instalment not covered, 0 when nothing is overdue', () => {
    expect(daysPastDueOf({ isOverdue: true, nextDue: { dueDate: '2026-09-15', amountCents: 1 } }, '2026-09-20')).toBe(5);
    expect(daysPastDueOf({ isOverdue: false, nextDue: { dueDate: '2026-09-15', amountCents: 1 } }, '2026-09-20')).toBe(0);
  });
});
