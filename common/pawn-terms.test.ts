import { describe, expect, it } from 'vitest';
import { chargePerPeriodCents, pawnChargesOn, pawnDueDate, redemptionByMonth, startedPeriods } from './pawn-terms';
import { DEFAULT_PAWN_TERMS } from './shop-defaults';

const TICKET = '2026-01-10';
const day = (n: number) => new Date(Date.UTC(2026, 0, 10 + n)).toISOString().slice(0, 10);

describe('the pawn terms (issue 43)', () => {
  it('are 10% a period of 30 days, due after 30 days, until a super admin changes them', () => {
    expect(DEFAULT_PAWN_TERMS).toEqual({ monthlyChargePercent: 10, periodDays: 30, termDays: 30 });
  });

  it.each([
    [0, 1],
    [1, 1],
    [30, 1],
    [31, 2],
    [45, 2],
    [60, 2],
    [61, 3],
    [365, 13],
  ])('count day %i after the ticket as %i started periods of 30 days', (n, periods) => {
    expect(startedPeriods(TICKET, day(n), 30)).toBe(periods);
  });

  it('count no period before the ticket\'s date', () => {
    expect(startedPeriods(TICKET, day(-1), 30)).toBe(0);
    expect(pawnChargesOn({ principalCents: 10_000_00, monthlyChargePercent: 10, periodDays: 30, ticketDate: TICKET, day: day(-5) })).toEqual({
      periods: 0,
      chargePerPeriodCents: 1_000_00,
      chargesCents: 0,
      totalCents: 10_000_00,
    });
  });

  it('count periods of other lengths the same way', () => {
    expect([0, 7, 8, 14, 15].map((n) => startedPeriods(TICKET, day(n), 7))).toEqual([1, 1, 2, 2, 3]);
    expect(startedPeriods(TICKET, day(1), 1)).toBe(1);
    expect(startedPeriods(TICKET, day(2), 1)).toBe(2);
    expect(() => startedPeriods(TICKET, day(2), 0)).toThrow(RangeError);
  });

  it.each([
    [0, 1, 1_000_00, 11_000_00],
    [30, 1, 1_000_00, 11_000_00],
    [31, 2, 2_000_00, 12_000_00],
    [45, 2, 2_000_00, 12_000_00],
    [365, 13, 13_000_00, 23_000_00],
  ])('charge J$10,000.00 at 10%% on day %i: %i periods, %i cents of charges, %i cents to redeem', (n, periods, chargesCents, totalCents) => {
    expect(pawnChargesOn({ principalCents: 10_000_00, monthlyChargePercent: 10, periodDays: 30, ticketDate: TICKET, day: day(n) })).toEqual({
      periods,
      chargePerPeriodCents: 1_000_00,
      chargesCents,
      totalCents,
    });
  });

  it('round each period\'s charge half up to the cent, with percents of up to two decimals', () => {
    // 10% of J$0.05 is half a cent: up. 10% of J$0.04 is 0.4 of a cent: down.
    expect(chargePerPeriodCents(5, 10)).toBe(1);
    expect(chargePerPeriodCents(4, 10)).toBe(0);
    // 12.5% of J$1,234.57 = J$154.32125 -> J$154.32; 7.25% of J$999.99 = J$72.499275 -> J$72.50.
    expect(chargePerPeriodCents(1_234_57, 12.5)).toBe(154_32);
    expect(chargePerPeriodCents(999_99, 7.25)).toBe(72_50);
    // The charge per period is rounded once; the charges are whole periods of it.
    expect(pawnChargesOn({ principalCents: 1_234_57, monthlyChargePercent: 12.5, periodDays: 30, ticketDate: TICKET, day: day(61) }).chargesCents).toBe(3 * 154_32);
    expect(chargePerPeriodCents(0, 10)).toBe(0);
    expect(() => chargePerPeriodCents(100, 10.125)).toThrow(RangeError);
    expect(() => chargePerPeriodCents(100, -1)).toThrow(RangeError);
    expect(() => chargePerPeriodCents(1.5, 10)).toThrow(RangeError);
  });

  it('are exact at the largest amount a field takes', () => {
    // J$10,000,000.00 at 50%: the product stays a safe integer.
    expect(chargePerPeriodCents(10_000_000_00, 50)).toBe(5_000_000_00);
    expect(chargePerPeriodCents(10_000_000_00, 49.99)).toBe(4_999_000_00);
  });

  it('fall due termDays after the ticket\'s date', () => {
    expect(pawnDueDate(TICKET, 30)).toBe('2026-02-09');
    expect(pawnDueDate('2026-12-15', 30)).toBe('2027-01-14');
    expect(pawnDueDate('2028-02-01', 29)).toBe('2028-03-01');
    expect(() => pawnDueDate(TICKET, 0)).toThrow(RangeError);
  });

  it('say what redeeming costs at the end of months 1, 2 and 3', () => {
    const table = redemptionByMonth({ principalCents: 10_000_00, monthlyChargePercent: 10, periodDays: 30, ticketDate: TICKET });
    expect(table.map(({ month, day: d, periods, chargesCents, totalCents }) => [month, d, periods, chargesCents, totalCents])).toEqual([
      [1, '2026-02-09', 1, 1_000_00, 11_000_00],
      [2, '2026-03-11', 2, 2_000_00, 12_000_00],
      [3, '2026-04-10', 3, 3_000_00, 13_000_00],
    ]);
    // Without a ticket (the calculator): the same figures, no days.
    const quote = redemptionByMonth({ principalCents: 10_000_00, monthlyChargePercent: 10, periodDays: 30 });
    expect(quote.map((row) => [row.day, row.daysAfterTicket, row.totalCents])).toEqual([
      [null, 30, 11_000_00],
      [null, 60, 12_000_00],
      [null, 90, 13_000_00],
    ]);
    // Periods of 15 days: a month of 30 days has started two of them.
    expect(redemptionByMonth({ principalCents: 10_000_00, monthlyChargePercent: 5, periodDays: 15 }).map((row) => row.periods)).toEqual([2, 4, 6]);
    expect(redemptionByMonth({ principalCents: 10_000_00, monthlyChargePercent: 10, periodDays: 30 }, [12]).map((row) => row.totalCents)).toEqual([22_000_00]);
  });
});
