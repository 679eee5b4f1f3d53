import { describe, expect, it } from 'vitest';
import { displaySchedule, interestRateRefusal, isOfferedRate, ledgerInstalments, parseTermWeeks, quoteLoan } from './calculator';
import { formatCents, toCents } from './money';

const PRINCIPALS_CENTS = [100_00, 100_01, 5_000_00, 12_345_67, 20_000_00, 33_333_33, 9_999_999_99];

describe('quoteLoan: every term 1-52 weeks at 20% and 40%', () => {
  for (const ratePercent of [20, 40]) {
    for (let weeks = 1; weeks <= 52; weeks++) {
      it(`${ratePercent}% over ${weeks} week${weeks === 1 ? '' : 's'}`, () => {
        for (const principalCents of PRINCIPALS_CENTS) {
          const quote = quoteLoan({ principalCents, ratePercent, weeks });
          // Interest is principal x rate / 100, rounded half-up to the cent (checked exactly with BigInt).
          const interestTimes100 = BigInt(principalCents) * BigInt(ratePercent);
          const expectedInterest = Number((interestTimes100 * 2n + 100n) / 200n);
          expect(quote.totalInterestCents).toBe(expectedInterest);
          expect(quote.totalAmountCents).toBe(principalCents + expectedInterest);
          // Weekly payment is the total / weeks rounded half-up: the nearest cent, ties upward.
          const total = BigInt(quote.totalAmountCents);
          const expectedWeekly = Number((total * 2n + BigInt(weeks)) / (2n * BigInt(weeks)));
          expect(quote.weeklyPaymentCents).toBe(expectedWeekly);
          expect(Math.abs(quote.weeklyPaymentCents * weeks - quote.totalAmountCents)).toBeLessThanOrEqual(weeks / 2);
          expect(quote.termWeeks).toBe(weeks);
          // The ledger's instalments add up to the total exactly; only the last one differs.
          const instalments = ledgerInstalments(quote);
          expect(instalments).toHaveLength(weeks);
          expect(instalments.reduce((a, b) => a + b, 0)).toBe(quote.totalAmountCents);
          expect(instalments.slice(0, -1).every((c) => c === quote.weeklyPaymentCents)).toBe(true);
          expect(instalments.at(-1)).toBeGreaterThan(0);
          expect(quote.totalPaymentsCents).toBe(quote.totalAmountCents);
          // The displayed schedule: total - weekly x week, never below zero.
          const schedule = displaySchedule(quote);
          schedule.forEach((row, i) => {
            expect(row.week).toBe(i + 1);
            expect(row.remainingBalanceCents).toBe(Math.max(0, quote.totalAmountCents - quote.weeklyPaymentCents * (i + 1)));
          });
        }
      });
    }
  }
});

describe('quoteLoan: worked examples', () => {
  it.each([
    // principal, rate, weeks, interest, total, weekly
    [10_000_00, 20, 10, 2_000_00, 12_000_00, 1_200_00],
    [10_000_00, 40, 3, 4_000_00, 14_000_00, 4_666_67],
    [12_345_67, 20, 7, 2_469_13, 14_814_80, 2_116_40],
    [100_01, 20, 4, 20_00, 120_01, 30_00],
    [100_03, 40, 52, 40_01, 140_04, 2_69],
    [20_000_00, 40, 52, 8_000_00, 28_000_00, 538_46],
  ])('J$%d cents at %d%% over %d weeks', (principalCents, ratePercent, weeks, interest, total, weekly) => {
    const quote = quoteLoan({ principalCents, ratePercent, weeks });
    expect([quote.totalInterestCents, quote.totalAmountCents, quote.weeklyPaymentCents]).toEqual([interest, total, weekly]);
  });

  it('schedule balance stops at zero when rounding up overshoots', () => {
    const quote = quoteLoan({ principalCents: 10_000_00, ratePercent: 40, weeks: 3 });
    expect(displaySchedule(quote).map((r) => r.remainingBalanceCents)).toEqual([9_333_33, 4_666_66, 0]);
    expect(ledgerInstalments(quote)).toEqual([4_666_67, 4_666_67, 4_666_66]);
  });

  it('refuses terms and rates no loan can carry; which rates a new loan may use is the shop\'s rule', () => {
    // Any whole percent a shop may offer (1-100): a stored loan keeps its rate whatever the shop offers now.
    expect(quoteLoan({ principalCents: 10_000_00, ratePercent: 30, weeks: 4 })).toMatchObject({ totalInterestCents: 3_000_00, weeklyPaymentCents: 3_250_00 });
    for (const ratePercent of [0, 101, 12.5, Number.NaN]) {
      expect(() => quoteLoan({ principalCents: 10_000_00, ratePercent, weeks: 4 }), String(ratePercent)).toThrow(RangeError);
    }
    expect(() => quoteLoan({ principalCents: 10_000_00, ratePercent: 20, weeks: 0 })).toThrow(RangeError);
    expect(() => quoteLoan({ principalCents: 10_000_00, ratePercent: 20, weeks: 53 })).toThrow(RangeError);
    expect(() => quoteLoan({ principalCents: 99_99, ratePercent: 20, weeks: 4 })).toThrow(RangeError);
  });
});

describe('parseTermWeeks', () => {
  it.each([
    ['10weeks', 10],
    ['1week', 1],
    ['52 weeks', 52],
    [' 4 Weeks ', 4],
    [12, 12],
  ])('%s -> %d', (input, weeks) => expect(parseTermWeeks(input)).toBe(weeks));
  it.each(['0weeks', '53weeks', 'ten weeks', '', '4.5weeks', '-1weeks', '10months'])('%s is refused', (input) =>
    expect(parseTermWeeks(input)).toBeNull(),
  );
});

describe('money', () => {
  it('formats J$ with en-JM grouping and two decimals', () => {
    expect(formatCents(12_000_00)).toBe('J$12,000.00');
    expect(formatCents(5)).toBe('J$0.05');
    expect(formatCents(1_234_567_89)).toBe('J$1,234,567.89');
    expect(formatCents(-500_00)).toBe('-J$500.00');
  });
  it('reads amounts exactly, refusing fractions of a cent', () => {
    expect(toCents('12000.50')).toBe(12_000_50);
    expect(toCents('1,000')).toBe(1_000_00);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(10.005)).toBeNull();
    expect(toCents('10.005')).toBeNull();
    expect(toCents('abc')).toBeNull();
    expect(toCents(Number.NaN)).toBeNull();
  });
});

describe('the shop\'s rates', () => {
  it('offers only the listed rates and names them in the refusal', () => {
    expect(isOfferedRate(20, [20, 40])).toBe(true);
    expect(isOfferedRate(30, [20, 40])).toBe(false);
    expect(isOfferedRate(30, [15, 30])).toBe(true);
    expect(interestRateRefusal([20, 40])).toBe('Interest rate must be 20 or 40');
    expect(interestRateRefusal([15, 25, 40])).toBe('Interest rate must be 15, 25 or 40');
    expect(interestRateRefusal([25])).toBe('Interest rate must be 25');
  });
});
