import { describe, expect, it } from 'vitest';
import { PAYMENT_FREQUENCIES } from './application-status';
import { quoteLoan } from './calculator';
import {
  addDays,
  allocatePayments,
  buildSchedule,
  checkLateCharge,
  endDayOf,
  formatDayFirst,
  summarizeLedger,
} from './loan-ledger';
import { CURRENT_LATE_FEE_RULE } from './late-fee';

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('buildSchedule', () => {
  // Principal amounts chosen so that total / weeks rarely divides evenly.
  const principals = [100_00, 12_345_67, 10_000_01, 99_999_99];

  it('adds up to the total exactly, principal and interest too, for every term, rate and frequency', () => {
    for (const principalCents of principals) {
      for (const ratePercent of [20, 40]) {
        for (let weeks = 1; weeks <= 52; weeks += 1) {
          const quote = quoteLoan({ principalCents, ratePercent, weeks });
          for (const frequency of PAYMENT_FREQUENCIES) {
            const rows = buildSchedule({
              totalCents: quote.totalAmountCents,
              principalCents,
              weeklyInstalmentCents: quote.weeklyPaymentCents,
              termWeeks: weeks,
              frequency,
              startDay: '2025-01-01',
            });
            const label = `${principalCents}c ${ratePercent}% ${weeks}w ${frequency}`;
            const group = { weekly: 1, 'bi-weekly': 2, monthly: 4 }[frequency];
            expect(rows.length, label).toBe(Math.ceil(weeks / group));
            expect(sum(rows.map((r) => r.amountCents)), label).toBe(quote.totalAmountCents);
            expect(sum(rows.map((r) => r.interestCents)), label).toBe(quote.totalInterestCents);
            expect(sum(rows.map((r) => r.principalCents)), label).toBe(principalCents);
            expect(rows.at(-1)?.remainingBalanceCents, label).toBe(0);
            expect(rows.at(-1)?.dueDate, label).toBe(addDays('2025-01-01', weeks * 7));
            rows.forEach((r, i) => {
              expect(r.paymentNumber).toBe(i + 1);
              expect(r.principalCents, label).toBeGreaterThanOrEqual(0);
              expect(r.interestCents, label).toBeGreaterThanOrEqual(0);
              // Every full group pays the frequency's payment; only the last may differ.
              if (i < rows.length - 1) expect(r.amountCents, label).toBe(quote.weeklyPaymentCents * group);
            });
          }
        }
      }
    }
  });

  it('lets the last weekly instalment absorb the cents (DESIGN decision 5)', () => {
    // 10,000.00 at 20% over 7 weeks: 12,000.00 / 7 = 1,714.2857 -> 1,714.29 x 6 + 1,714.26.
    const rows = buildSchedule({ totalCents: 12_000_00, principalCents: 10_000_00, weeklyInstalmentCents: 1_714_29, termWeeks: 7, frequency: 'weekly', startDay: '2025-03-01' });
    expect(rows.map((r) => r.amountCents)).toEqual([171429, 171429, 171429, 171429, 171429, 171429, 171426]);
    expect(rows.map((r) => r.dueDate)).toEqual(['2025-03-08', '2025-03-15', '2025-03-22', '2025-03-29', '2025-04-05', '2025-04-12', '2025-04-19']);
  });

  it('groups two or four weeks, a short last group paying only its weeks', () => {
    const monthly = buildSchedule({ totalCents: 18_000_00, principalCents: 15_000_00, weeklyInstalmentCents: 3_000_00, termWeeks: 6, frequency: 'monthly', startDay: '2025-01-01' });
    expect(monthly.map((r) => [r.amountCents, r.dueDate])).toEqual([
      [12_000_00, '2025-01-29'],
      [6_000_00, '2025-02-12'],
    ]);
    const biWeekly = buildSchedule({ totalCents: 15_000_00, principalCents: 12_500_00, weeklyInstalmentCents: 3_000_00, termWeeks: 5, frequency: 'bi-weekly', startDay: '2024-12-25' });
    expect(biWeekly.map((r) => [r.amountCents, r.dueDate])).toEqual([
      [6_000_00, '2025-01-08'],
      [6_000_00, '2025-01-22'],
      [3_000_00, '2025-01-29'],
    ]);
  });

  it('never runs past the total when a hand-entered weekly figure is too large', () => {
    const rows = buildSchedule({ totalCents: 10_000, principalCents: 8_000, weeklyInstalmentCents: 6_000, termWeeks: 4, frequency: 'weekly', startDay: '2025-01-01' });
    expect(rows.map((r) => r.amountCents)).toEqual([6_000, 4_000]);
  });
});

describe('allocatePayments and summarizeLedger', () => {
  const instalments = buildSchedule({ totalCents: 14_400_00, principalCents: 12_000_00, weeklyInstalmentCents: 3_600_00, termWeeks: 4, frequency: 'weekly', startDay: '2025-01-01' });
  // Due 08/01, 15/01, 22/01, 29/01.

  it('fills instalments in due order, each paid on the day of the payment that completed it', () => {
    const result = allocatePayments(instalments, [
      { amountCents: 5_000_00, day: '2025-01-07' },
      { amountCents: 2_200_00, day: '2025-01-14' },
    ]);
    expect(result).toEqual([
      { paidCents: 3_600_00, status: 'paid', paidDate: '2025-01-07' },
      { paidCents: 3_600_00, status: 'paid', paidDate: '2025-01-14' },
      { paidCents: 0, status: 'pending', paidDate: null },
      { paidCents: 0, status: 'pending', paidDate: null },
    ]);
    const partial = allocatePayments(instalments, [{ amountCents: 4_000_00, day: '2025-01-07' }]);
    expect(partial[1]).toEqual({ paidCents: 400_00, status: 'partially_paid', paidDate: null });
  });

  const summary = (paidCents: number, today: string, frequency = 'weekly') =>
    summarizeLedger({ instalments, totalDueCents: 14_400_00, paidCents, today, weeklyInstalmentCents: 3_600_00, frequency, lateFeeRule: CURRENT_LATE_FEE_RULE });

  it('is not overdue on the due day itself, overdue the day after', () => {
    expect(summary(0, '2025-01-08')).toMatchObject({ isOverdue: false, overdueCents: 0, lateFeesDueCents: 0, nextDue: { dueDate: '2025-01-08', amountCents: 3_600_00 } });
    expect(summary(0, '2025-01-09')).toMatchObject({ isOverdue: true, overdueCents: 3_600_00, overdueInstalments: 1, lateFeeCents: 720_00, lateFeesDueCents: 720_00 });
  });

  it('counts what is overdue after partial payments, and the rest of the next instalment', () => {
    expect(summary(5_000_00, '2025-01-20')).toMatchObject({
      outstandingCents: 9_400_00,
      overdueCents: 2_200_00,
      overdueInstalments: 1,
      nextDue: { dueDate: '2025-01-15', amountCents: 2_200_00 },
    });
    expect(summary(0, '2025-02-01')).toMatchObject({ overdueCents: 14_400_00, overdueInstalments: 4, lateFeesDueCents: 4 * 720_00 });
    expect(summary(14_400_00, '2025-02-01')).toMatchObject({ outstandingCents: 0, overdueCents: 0, isOverdue: false, nextDue: null });
  });

  it('charges the late fee by the loan\'s own rule', () => {
    expect(summary(0, '2025-01-09', 'monthly').lateFeeCents).toBe(2_880_00);
    const fixed = summarizeLedger({ instalments, totalDueCents: 14_400_00, paidCents: 0, today: '2025-01-16', weeklyInstalmentCents: 3_600_00, frequency: 'weekly', lateFeeRule: { kind: 'fixed', cents: 500_00 } });
    expect(fixed).toMatchObject({ lateFeeCents: 500_00, overdueInstalments: 2, lateFeesDueCents: 1_000_00 });
  });
});

describe('late fees charged, paid and outstanding (issue 30 item 6)', () => {
  // 20% of J$3,600.00: J$720.00 a late instalment.
  const withDates = (paid: (string | null)[]) => instalmentsDue.map((row, i) => ({ ...row, paidDate: paid[i] ?? null }));
  const instalmentsDue = buildSchedule({ totalCents: 14_400_00, principalCents: 12_000_00, weeklyInstalmentCents: 3_600_00, termWeeks: 4, frequency: 'weekly', startDay: '2025-01-01' });
  const late = (paid: (string | null)[], paidCents: number, lateChargesPaidCents: number, today: string) =>
    summarizeLedger({ instalments: withDates(paid), totalDueCents: 14_400_00, paidCents, lateChargesPaidCents, today, weeklyInstalmentCents: 3_600_00, frequency: 'weekly', lateFeeRule: CURRENT_LATE_FEE_RULE });

  it('charges one fee per late instalment, once, and deducts what was collected', () => {
    // Nothing paid on 23/01: three instalments overdue, three fees charged, none paid.
    expect(late([], 0, 0, '2025-01-23')).toMatchObject({ lateInstalments: 3, lateFeesChargedCents: 2_160_00, lateFeesPaidCents: 0, lateFeesOutstandingCents: 2_160_00, lateFeesDueCents: 2_160_00 });
    // Two instalments and two fees paid on 23/01 (late): still three charged, one outstanding, not three.
    const after = late(['2025-01-23', '2025-01-23'], 7_200_00, 1_440_00, '2025-01-23');
    expect(after).toMatchObject({ overdueInstalments: 1, lateInstalments: 3, lateFeesChargedCents: 2_160_00, lateFeesPaidCents: 1_440_00, lateFeesOutstandingCents: 720_00 });
    // The last overdue one paid with its fee: nothing overdue, nothing owed in fees, three charged in all.
    expect(late(['2025-01-23', '2025-01-23', '2025-01-24'], 10_800_00, 2_160_00, '2025-01-24')).toMatchObject({ isOverdue: false, lateFeesChargedCents: 2_160_00, lateFeesOutstandingCents: 0 });
  });

  it('charges nothing for an instalment paid on or before its due day, and keeps a fee owed after the instalment is paid late', () => {
    expect(late(['2025-01-08', '2025-01-15'], 7_200_00, 0, '2025-01-20')).toMatchObject({ lateInstalments: 0, lateFeesChargedCents: 0, lateFeesOutstandingCents: 0 });
    // Paid a day late without its fee: the loan is not overdue, the fee is still owed.
    expect(late(['2025-01-09'], 3_600_00, 0, '2025-01-10')).toMatchObject({ isOverdue: false, lateInstalments: 1, lateFeesOutstandingCents: 720_00 });
  });
});

describe('a loan settled by the sale of its pledge (issue 32)', () => {
  // J$14,400.00 in four weekly J$3,600.00 from 01/01/2025, the first paid on its day; J$720.00 a late instalment.
  const instalments = buildSchedule({ totalCents: 14_400_00, principalCents: 12_000_00, weeklyInstalmentCents: 3_600_00, termWeeks: 4, frequency: 'weekly', startDay: '2025-01-01' }).map((row, i) => ({
    ...row,
    paidDate: i === 0 ? '2025-01-08' : null,
  }));
  const on = (today: string, settledOn: string | null) =>
    summarizeLedger({ instalments, totalDueCents: 14_400_00, paidCents: 3_600_00, today, weeklyInstalmentCents: 3_600_00, frequency: 'weekly', lateFeeRule: CURRENT_LATE_FEE_RULE, settledOn });

  it('owes nothing from the sale day on, and the sale settled what was owed that day (principal, interest and late fees)', () => {
    const onSaleDay = on('2025-03-01', null);
    expect(onSaleDay).toMatchObject({ outstandingCents: 10_800_00, lateInstalments: 3, lateFeesDueCents: 2_160_00, isOverdue: true, settledOn: null, settledCents: 0 });
    const later = on('2026-03-01', '2025-03-01');
    expect(later).toMatchObject({
      totalDueCents: 14_400_00,
      paidCents: 3_600_00,
      outstandingCents: 0,
      overdueCents: 0,
      overdueInstalments: 0,
      isOverdue: false,
      nextDue: null,
      lateInstalments: 3,
      lateFeesChargedCents: 2_160_00,
      lateFeesOutstandingCents: 0,
      lateFeesDueCents: 0,
      settledOn: '2025-03-01',
      settledCents: 12_960_00,
    });
    // On the sale day itself the same, and before it (a report of an earlier day) the loan still owed.
    expect(on('2025-03-01', '2025-03-01')).toMatchObject({ outstandingCents: 0, settledCents: 12_960_00 });
    expect(on('2025-01-20', '2025-03-01')).toMatchObject({ outstandingCents: 10_800_00, isOverdue: true, settledOn: null });
  });
});

describe('checkLateCharge', () => {
  const owing = { lateFeeCents: 720_00, lateFeesDueCents: 1_440_00 };
  it('accepts 0, or whole late fees up to the late fees owed', () => {
    expect(checkLateCharge(0, { ...owing, lateFeesDueCents: 0 })).toEqual({ ok: true, fees: 0 });
    expect(checkLateCharge(720_00, owing)).toEqual({ ok: true, fees: 1 });
    expect(checkLateCharge(1_440_00, owing)).toEqual({ ok: true, fees: 2 });
  });
  it('refuses a charge when no fee is owed, part of a fee, or more than is owed', () => {
    expect(checkLateCharge(720_00, { ...owing, lateFeesDueCents: 0 })).toEqual({ ok: false, reason: 'not-applicable' });
    expect(checkLateCharge(500_00, owing)).toEqual({ ok: false, reason: 'not-a-multiple' });
    expect(checkLateCharge(2_160_00, owing)).toEqual({ ok: false, reason: 'too-many' });
    expect(checkLateCharge(1, { ...owing, lateFeeCents: 0 })).toEqual({ ok: false, reason: 'not-applicable' });
  });
});

describe('endDayOf', () => {
  it('is the last instalment\'s due date (issue 30 item 5), also for a short last group', () => {
    const monthly = buildSchedule({ totalCents: 12_000_00, principalCents: 10_000_00, weeklyInstalmentCents: 2_000_00, termWeeks: 6, frequency: 'monthly', startDay: '2026-11-05' });
    expect(monthly.map((r) => r.dueDate)).toEqual(['2026-12-03', '2026-12-17']);
    expect(endDayOf(monthly)).toBe('2026-12-17');
    expect(endDayOf([])).toBeNull();
  });
});

describe('calendar days', () => {
  it('adds days across months and years and writes them day-first', () => {
    expect(addDays('2024-02-25', 7)).toBe('2024-03-03');
    expect(addDays('2025-12-29', 7)).toBe('2026-01-05');
    expect(formatDayFirst('2025-01-31')).toBe('31/01/2025');
  });
});
