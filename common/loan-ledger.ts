import { paymentCentsFor, WEEKS_PER_PAYMENT, type TPaymentFrequency } from './application-status';
import { lateFeeCentsFor, type TLateFeeRule } from './late-fee';
import { divideRoundHalfUp } from './money';

// The loan ledger in exact cents, shared by the server (which stores the schedule and decides) and
// the client (which shows the same numbers before it asks). Dates are Jamaica calendar days as
// "YYYY-MM-DD" strings, so comparing two of them as text compares the days.

/** Schedule row states as stored; "overdue" is not stored, it depends on the day it is read. */
export const INSTALMENT_STATUSES = ['pending', 'partially_paid', 'paid'] as const;
export type TInstalmentStatus = (typeof INSTALMENT_STATUSES)[number];

/** A calendar day plus (or minus) whole days, without any time zone involved. */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Whole days from one calendar day to another (negative when `to` is earlier), without any time zone involved. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** "2025-01-31" -> "31/01/2025" (DESIGN decision 10: dates day-first). */
export function formatDayFirst(day: string): string {
  const [y, m, d] = day.split('-');
  return `${d}/${m}/${y}`;
}

export type TScheduleInput = {
  /** What the loan repays in all (principal plus interest). */
  totalCents: number;
  principalCents: number;
  weeklyInstalmentCents: number;
  termWeeks: number;
  frequency: string;
  /** The day the loan starts (its validFrom in Jamaica); the first payment falls due one period later. */
  startDay: string;
};

export type TInstalment = {
  paymentNumber: number;
  amountCents: number;
  principalCents: number;
  interestCents: number;
  /** What is left to repay once this and every earlier instalment are paid. */
  remainingBalanceCents: number;
  dueDate: string;
};

/**
 * The instalments the ledger expects (DESIGN decision 5): weekly, N instalments of the weekly
 * instalment with the last absorbing the cents; bi-weekly and monthly group 2 or 4 weeks into one
 * payment (a short last group pays the weeks it covers). Each falls due 7 days per week it covers
 * after the start. They add up to the total exactly, and so do their principal and interest parts
 * (interest is spread in proportion to the amount, rounded on the running total).
 */
export function buildSchedule(input: TScheduleInput): TInstalment[] {
  const { totalCents, termWeeks } = input;
  if (!Number.isSafeInteger(totalCents) || totalCents <= 0) return [];
  if (!Number.isInteger(termWeeks) || termWeeks < 1) throw new RangeError('term must be at least one week');
  const weekly = input.weeklyInstalmentCents > 0 ? input.weeklyInstalmentCents : divideRoundHalfUp(totalCents, termWeeks);
  const group = WEEKS_PER_PAYMENT[input.frequency as TPaymentFrequency] ?? 1;
  const interestTotal = Math.max(0, totalCents - input.principalCents);

  const rows: TInstalment[] = [];
  let paidSoFar = 0;
  let interestSoFar = 0;
  for (let lastWeek = group; ; lastWeek += group) {
    const coveredTo = Math.min(lastWeek, termWeeks);
    const isLast = coveredTo === termWeeks;
    const weeksCovered = coveredTo - (lastWeek - group);
    // A weekly figure larger than total / weeks (hand-entered) would overrun: never past the total.
    const amount = isLast ? totalCents - paidSoFar : Math.min(weekly * weeksCovered, totalCents - paidSoFar);
    if (amount > 0) {
      paidSoFar += amount;
      const interestThrough = divideRoundHalfUp(interestTotal * paidSoFar, totalCents);
      const interest = interestThrough - interestSoFar;
      interestSoFar = interestThrough;
      rows.push({
        paymentNumber: rows.length + 1,
        amountCents: amount,
        principalCents: amount - interest,
        interestCents: interest,
        remainingBalanceCents: totalCents - paidSoFar,
        dueDate: addDays(input.startDay, coveredTo * 7),
      });
    }
    if (isLast) break;
  }
  return rows;
}

/**
 * A loan's end date (issue 30 item 5): the due date of its last instalment, the one rule every
 * surface shows (agreement, borrower's page, review, lists). Null for an empty schedule.
 */
export function endDayOf(instalments: readonly { dueDate: string }[]): string | null {
  return instalments.length > 0 ? instalments[instalments.length - 1]!.dueDate : null;
}

export type TAllocation = { paidCents: number; status: TInstalmentStatus; paidDate: string | null };

/**
 * Pours the payments (in the order given: the day the money came) into the instalments in due
 * order. An instalment is paid on the day of the payment that completed it.
 */
export function allocatePayments(instalments: readonly { amountCents: number }[], payments: readonly { amountCents: number; day: string }[]): TAllocation[] {
  const result: TAllocation[] = instalments.map(() => ({ paidCents: 0, status: 'pending', paidDate: null }));
  let row = 0;
  for (const payment of payments) {
    let left = payment.amountCents;
    while (left > 0 && row < instalments.length) {
      const target = result[row]!;
      const take = Math.min(left, instalments[row]!.amountCents - target.paidCents);
      target.paidCents += take;
      left -= take;
      if (target.paidCents === instalments[row]!.amountCents) {
        target.status = 'paid';
        target.paidDate = payment.day;
        row += 1;
      } else {
        target.status = 'partially_paid';
      }
    }
  }
  return result;
}

/**
 * The interest part of each payment (in the order given, the order allocatePayments pours them),
 * from the schedule's own split: what of an instalment is paid carries that share of its interest,
 * rounded on the running total, so the parts of all payments add up to the interest of what is paid.
 */
export function interestPartsOf(instalments: readonly { amountCents: number; interestCents: number }[], payments: readonly { amountCents: number }[]): number[] {
  const interestThrough = (paid: number) => {
    let left = paid;
    let interest = 0;
    for (const row of instalments) {
      if (left <= 0) break;
      const take = Math.min(left, row.amountCents);
      interest += take === row.amountCents ? row.interestCents : divideRoundHalfUp(row.interestCents * take, row.amountCents);
      left -= take;
    }
    return interest;
  };
  let paid = 0;
  return payments.map((p) => {
    const before = interestThrough(paid);
    paid += p.amountCents;
    return interestThrough(paid) - before;
  });
}

/** Days past due on a day (the overdue rule of summarizeLedger): from the oldest instalment not fully paid, 0 when none is overdue. */
export function daysPastDueOf(summary: Pick<TLedgerSummary, 'isOverdue' | 'nextDue'>, today: string): number {
  if (!summary.isOverdue || !summary.nextDue) return 0;
  return Math.max(0, daysBetween(summary.nextDue.dueDate, today));
}

export type TLedgerSummary = {
  totalDueCents: number;
  paidCents: number;
  outstandingCents: number;
  /** Instalments due before today, less everything paid (payments fill instalments in due order). */
  overdueCents: number;
  /** Instalments due before today that are not fully paid. */
  overdueInstalments: number;
  isOverdue: boolean;
  /** The first instalment not fully paid, and what is left of it. */
  nextDue: { dueDate: string; amountCents: number } | null;
  /** One payment of the loan's frequency: the weekly instalment times 1, 2 or 4. */
  paymentCents: number;
  /** The late fee for one late payment, by the loan's own rule (common/late-fee.ts). */
  lateFeeCents: number;
  /**
   * Instalments that fell late: due before today and not paid in full, or paid in full after their
   * due day. Each one is charged one late fee, once (issue 30 item 6).
   */
  lateInstalments: number;
  /** Late fees the ledger has charged: one fee per late instalment. */
  lateFeesChargedCents: number;
  /** Late charges received with completed payments. */
  lateFeesPaidCents: number;
  /** Charged less paid (never below 0): what the borrower still owes in late fees. */
  lateFeesOutstandingCents: number;
  /** Late fees that may be charged with a payment now: the outstanding ones (the API's lateFeesDue). */
  lateFeesDueCents: number;
  /**
   * The day the loan's forfeited pledge was sold, null while it was not (issue 32): the sale settled
   * the loan, so from that day nothing on it is owed, due or overdue.
   */
  settledOn: string | null;
  /** What the sale settled: principal, interest and late fees owed on the sale day (0 when not sold). */
  settledCents: number;
};

/**
 * Where a loan stands on a given day, from its schedule and what has been paid on it in all. The
 * late fees (charged, paid, outstanding) are the one reckoning every surface shows: the borrower's
 * page, the review, the payment dialog and the receipts.
 */
export function summarizeLedger(input: {
  /** paidDate: the day the instalment was paid in full (allocatePayments), null while it is not. */
  instalments: readonly { amountCents: number; dueDate: string; paidDate?: string | null }[];
  totalDueCents: number;
  paidCents: number;
  /** Late charges received with completed payments (0 when not given). */
  lateChargesPaidCents?: number;
  today: string;
  weeklyInstalmentCents: number;
  frequency: string;
  /** The late fee rule the loan's agreement states. */
  lateFeeRule: TLateFeeRule;
  /** The day the loan's pledge was sold (a sale settles the loan), null or absent while it was not. */
  settledOn?: string | null;
}): TLedgerSummary {
  const settledOn = input.settledOn ?? null;
  if (settledOn !== null && settledOn <= input.today) return settledSummary(summarizeLedger({ ...input, today: settledOn, settledOn: null }), settledOn);
  const { instalments, paidCents, today } = input;
  let cumulative = 0;
  let dueBeforeToday = 0;
  let overdueInstalments = 0;
  let lateInstalments = 0;
  let nextDue: TLedgerSummary['nextDue'] = null;
  for (const row of instalments) {
    const before = cumulative;
    cumulative += row.amountCents;
    const open = cumulative > paidCents;
    if (row.dueDate < today) {
      dueBeforeToday += row.amountCents;
      if (open) overdueInstalments += 1;
    }
    if (isLate(row, open, today)) lateInstalments += 1;
    if (open && nextDue === null) nextDue = { dueDate: row.dueDate, amountCents: cumulative - Math.max(before, paidCents) };
  }
  const overdueCents = Math.max(0, dueBeforeToday - paidCents);
  const lateFeeCents = lateFeeCentsFor(input.lateFeeRule, input.weeklyInstalmentCents, input.frequency);
  const isOverdue = overdueCents > 0;
  const lateFeesChargedCents = lateFeeCents * lateInstalments;
  const lateFeesPaidCents = input.lateChargesPaidCents ?? 0;
  const lateFeesOutstandingCents = Math.max(0, lateFeesChargedCents - lateFeesPaidCents);
  return {
    totalDueCents: input.totalDueCents,
    paidCents,
    outstandingCents: Math.max(0, input.totalDueCents - paidCents),
    overdueCents,
    overdueInstalments,
    isOverdue,
    nextDue,
    paymentCents: paymentCentsFor(input.weeklyInstalmentCents, input.frequency),
    lateFeeCents,
    lateInstalments,
    lateFeesChargedCents,
    lateFeesPaidCents,
    lateFeesOutstandingCents,
    lateFeesDueCents: lateFeesOutstandingCents,
    settledOn: null,
    settledCents: 0,
  };
}

/**
 * A loan settled by the sale of its pledge, from where it stood on the sale day: the late fees it
 * had been charged by then stay charged, and what was owed (principal, interest and late fees, the
 * sale book's amountOwed) is settled, by the proceeds and any shortfall written off.
 */
function settledSummary(onSaleDay: TLedgerSummary, settledOn: string): TLedgerSummary {
  return {
    ...onSaleDay,
    outstandingCents: 0,
    overdueCents: 0,
    overdueInstalments: 0,
    isOverdue: false,
    nextDue: null,
    lateFeesOutstandingCents: 0,
    lateFeesDueCents: 0,
    settledOn,
    settledCents: onSaleDay.outstandingCents + onSaleDay.lateFeesDueCents,
  };
}

/** An instalment fell late: still open after its due day, or paid in full only after it. */
function isLate(row: { dueDate: string; paidDate?: string | null }, open: boolean, today: string): boolean {
  if (open) return row.dueDate < today;
  return row.paidDate !== undefined && row.paidDate !== null && row.paidDate > row.dueDate;
}

export type TLateChargeCheck = { ok: true; fees: number } | { ok: false; reason: 'not-applicable' | 'not-a-multiple' | 'too-many' };

/**
 * A late charge is 0, or a whole number of late fees up to what the loan owes in late fees: each
 * late instalment's fee is collected once (the Add Late Fee button adds one fee per press).
 */
export function checkLateCharge(lateChargeCents: number, summary: Pick<TLedgerSummary, 'lateFeeCents' | 'lateFeesDueCents'>): TLateChargeCheck {
  if (lateChargeCents === 0) return { ok: true, fees: 0 };
  if (summary.lateFeeCents <= 0 || summary.lateFeesDueCents <= 0) return { ok: false, reason: 'not-applicable' };
  if (lateChargeCents % summary.lateFeeCents !== 0) return { ok: false, reason: 'not-a-multiple' };
  const fees = lateChargeCents / summary.lateFeeCents;
  return lateChargeCents <= summary.lateFeesDueCents ? { ok: true, fees } : { ok: false, reason: 'too-many' };
}
