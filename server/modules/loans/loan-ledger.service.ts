import type { TLedgerTotals } from '@common/contracts/payments';
import { allocatePayments, buildSchedule, endDayOf, summarizeLedger, type TInstalment, type TLedgerSummary } from '@common/loan-ledger';
import { jamaicaDayOf, jamaicaInstant } from '@common/jamaica-time';
import { lateFeeRuleOf } from '@common/late-fee';
import { centsToDecimalString, toCents } from '@common/money';
import type { TExecutor } from '../../db/client';
import {
  deleteSchedule,
  findLoansWithoutSchedule,
  findScheduledLoansWithoutSchedule,
  insertSchedule,
  listPaymentsForAllocation,
  listSchedule,
  listSchedules,
  OVERDUE_CANDIDATE_STATUSES,
  readPaidSums,
  setEndingOn,
  setSettledOn,
  updateInstalmentStates,
  type TLoanPaidSums,
  type TScheduleRowRecord,
} from './loan-ledger.repository';
import { SYSTEM_BOOKER, type TBookActor } from '../books';
import { lockApplication, type TPawnLoanRow } from './loans.repository';
import { bookPawnCharges, pawnInstalment, pawnTermsOf, readPawnLedger } from './pawn-terms.service';

/** Statuses in which a loan has a repayment schedule: from approval on. */
export const SCHEDULED_STATUSES: readonly string[] = ['approved', 'active', 'completed', 'defaulted'];

/** Cents of a stored numeric(12,2); a value that is not one is a broken row, not bad input. */
export function centsOf(value: string): number {
  const cents = toCents(value);
  if (cents === null) throw new Error(`stored amount is not a decimal: ${value}`);
  return cents;
}

/**
 * The day a loan's schedule counts from: the start date staff confirmed, else (loans approved
 * before it was kept) valid from, else the agreement date, else when it was made.
 */
export function loanStartDayOf(loan: Pick<TPawnLoanRow, 'startDate' | 'validFrom' | 'agreementDate' | 'createdAt'>): string {
  return loan.startDate ?? jamaicaDayOf(loan.validFrom ?? loan.agreementDate ?? loan.createdAt);
}

/**
 * Replaces the loan's schedule with one built from its current terms, then re-applies what was
 * paid. The loan's end date becomes its last instalment's due date (endDayOf), whatever the
 * applicant proposed. The caller holds the loan's row lock (approval, frequency change, lazy build).
 */
export async function rebuildSchedule(tx: TExecutor, loan: TPawnLoanRow, options: TBuildOptions = {}): Promise<TPawnLoanRow> {
  const instalments = await instalmentsOf(tx, loan, options.today ?? jamaicaDayOf(new Date()));
  await deleteSchedule(tx, loan.id);
  await insertSchedule(
    tx,
    instalments.map((i) => ({
      applicationId: loan.id,
      paymentNumber: i.paymentNumber,
      paymentAmount: centsToDecimalString(i.amountCents),
      principalAmount: centsToDecimalString(i.principalCents),
      interestAmount: centsToDecimalString(i.interestCents),
      remainingBalance: centsToDecimalString(i.remainingBalanceCents),
      dueDate: i.dueDate,
    })),
  );
  const endDay = endDayOf(instalments);
  const endingOn = endDay ? jamaicaInstant(endDay) : loan.endingOn;
  if (endingOn && options.storeEndingOn !== false) await setEndingOn(tx, loan.id, endingOn);
  await applyPayments(tx, loan.id);
  return { ...loan, endingOn };
}

/**
 * The instalments a loan's terms give: on instalment terms the schedule of its repayable; on pawn
 * terms one, principal plus the charges made by `today` (never fewer than its first period's).
 */
async function instalmentsOf(tx: TExecutor, loan: TPawnLoanRow, today: string): Promise<TInstalment[]> {
  const terms = pawnTermsOf(loan);
  const startDay = loanStartDayOf(loan);
  if (terms) {
    const ledger = await readPawnLedger(tx, loan, terms, startDay, today > startDay ? today : startDay);
    return [pawnInstalment(loan, terms, startDay, ledger.chargesCents)];
  }
  const sums = (await readPaidSums(tx, [loan.id])).get(loan.id);
  if (!sums) throw new Error(`loan ${loan.id} vanished while locked`);
  return buildSchedule({
    totalCents: centsOf(sums.repayable),
    principalCents: centsOf(loan.loanAmount),
    weeklyInstalmentCents: centsOf(loan.weeklyInstalment),
    termWeeks: loan.termWeeks,
    frequency: loan.paymentFrequency,
    startDay,
  });
}

/**
 * A pawn's charges brought up to `today` under its lock (held by the caller): when a period has
 * started since its one instalment was built, or a back-dated payment changed what was charged,
 * the instalment is rebuilt and the books take the difference. Instalment loans are left alone.
 */
export async function syncPawnChargesLocked(tx: TExecutor, loan: TPawnLoanRow, today: string, by: TBookActor): Promise<void> {
  const terms = pawnTermsOf(loan);
  if (!terms || !SCHEDULED_STATUSES.includes(loan.status) || loan.settledOn !== null) return;
  const startDay = loanStartDayOf(loan);
  const ledger = await readPawnLedger(tx, loan, terms, startDay, today > startDay ? today : startDay);
  const schedule = await listSchedule(tx, loan.id);
  const stored = schedule.reduce((sum, r) => sum + centsOf(r.interestAmount), 0);
  if (schedule.length === 0 || stored !== ledger.chargesCents) await rebuildSchedule(tx, loan, { storeEndingOn: false, today });
  await bookPawnCharges(tx, loan, ledger.chargesCents, by);
}

/**
 * The sale of the loan's forfeited pledge settles it on the sale day (issue 32): from then on the
 * ledger owes nothing on it (summarizeLedger's settledOn, SETTLED_BY_SALE). The pledges module
 * calls it in the sale's transaction, holding the loan's row lock.
 */
export async function settleLoanBySale(tx: TExecutor, loanId: string, saleDay: string): Promise<void> {
  await setSettledOn(tx, loanId, saleDay);
}

/** Marks each instalment paid, partially paid or pending from the loan's completed payments. Lock held. */
export async function applyPayments(tx: TExecutor, loanId: string): Promise<void> {
  const schedule = await listSchedule(tx, loanId);
  const paid = await listPaymentsForAllocation(tx, loanId);
  const allocation = allocatePayments(
    schedule.map((r) => ({ amountCents: centsOf(r.paymentAmount) })),
    paid.map((p) => ({ amountCents: centsOf(p.amount), day: p.day })),
  );
  await updateInstalmentStates(
    tx,
    loanId,
    schedule.map((r, i) => ({ paymentNumber: r.paymentNumber, status: allocation[i]!.status, paidDate: allocation[i]!.paidDate })),
  );
}

/**
 * storeEndingOn false: the lazy build inside a payment's transaction leaves the loan row alone. Its
 * update would take the applications' change counter before the status change takes the status
 * totals, the opposite of an approval's order, and the two deadlocked (payment-statistics test);
 * the end date is stored by the next build outside it (ensureSchedules, approval, frequency change).
 */
type TBuildOptions = { storeEndingOn?: boolean; /** A pawn's charges are made up to this day (today in Jamaica when absent). */ today?: string };

/** The schedule of a loan whose row lock the caller holds, built now if it has none yet. */
export async function ensureScheduleLocked(tx: TExecutor, loan: TPawnLoanRow, options: TBuildOptions = {}): Promise<TScheduleRowRecord[]> {
  const rows = await listSchedule(tx, loan.id);
  if (rows.length > 0 || !SCHEDULED_STATUSES.includes(loan.status)) return rows;
  await rebuildSchedule(tx, loan, options);
  return listSchedule(tx, loan.id);
}

/**
 * Loans approved before this release have no schedule: build it on first need. Each build takes
 * the loan's row lock and checks again, so it never races a frequency change or another build.
 */
export async function ensureSchedules(db: TExecutor, loans: readonly Pick<TPawnLoanRow, 'id' | 'status'>[]): Promise<void> {
  const candidates = loans.filter((l) => SCHEDULED_STATUSES.includes(l.status)).map((l) => l.id);
  for (const id of await findLoansWithoutSchedule(db, candidates)) {
    await db.transaction(async (tx) => {
      const locked = await lockApplication(tx, id);
      if (locked) await ensureScheduleLocked(tx, locked);
    });
  }
}

export function summarizeLoan(loan: TPawnLoanRow, schedule: readonly TScheduleRowRecord[], sums: TLoanPaidSums, today: string): TLedgerSummary {
  return summarizeLedger({
    // Each instalment's paid day as applyPayments stored it: an instalment paid late was charged its fee.
    instalments: schedule.map((r) => ({ amountCents: centsOf(r.paymentAmount), dueDate: r.dueDate, paidDate: r.paidDate })),
    totalDueCents: centsOf(sums.repayable),
    paidCents: centsOf(sums.paid),
    lateChargesPaidCents: centsOf(sums.lateCharges),
    today,
    weeklyInstalmentCents: centsOf(loan.weeklyInstalment),
    frequency: loan.paymentFrequency,
    lateFeeRule: lateFeeRuleOf(loan),
    settledOn: sums.settledOn,
  });
}

export function totalsOf(summary: TLedgerSummary, lateChargesPaid: string): TLedgerTotals {
  const money = centsToDecimalString;
  return {
    totalDue: money(summary.totalDueCents),
    paid: money(summary.paidCents),
    outstanding: money(summary.outstandingCents),
    overdueAmount: money(summary.overdueCents),
    isOverdue: summary.isOverdue,
    overdueInstalments: summary.overdueInstalments,
    nextDueDate: summary.nextDue?.dueDate ?? null,
    nextDueAmount: summary.nextDue ? money(summary.nextDue.amountCents) : null,
    paymentAmount: money(summary.paymentCents),
    lateFee: money(summary.lateFeeCents),
    lateFeesDue: money(summary.lateFeesDueCents),
    lateChargesPaid,
    lateInstalments: summary.lateInstalments,
    lateFeesCharged: money(summary.lateFeesChargedCents),
    lateFeesOutstanding: money(summary.lateFeesOutstandingCents),
    settledOn: summary.settledOn,
    settledAmount: money(summary.settledCents),
  };
}

export type TLoanStanding = { summary: TLedgerSummary; sums: TLoanPaidSums };

/**
 * Before a set-based read of every loan's ledger (find-overdue), builds the schedules still
 * missing: one pass to find them (normally none), then each under its row lock.
 */
export async function ensureAllSchedules(db: TExecutor): Promise<number> {
  const missing = await findScheduledLoansWithoutSchedule(db, OVERDUE_CANDIDATE_STATUSES);
  await ensureSchedules(db, missing);
  return missing.length;
}

/** Where each loan stands today: schedules built where missing, then one read of schedules and one of sums. */
export async function readLoanStandings(db: TExecutor, loans: readonly TPawnLoanRow[], today: string): Promise<Map<string, TLoanStanding>> {
  await ensureSchedules(db, loans);
  const ids = loans.map((l) => l.id);
  const schedules = new Map<string, TScheduleRowRecord[]>();
  for (const row of await listSchedules(db, ids)) schedules.set(row.applicationId, [...(schedules.get(row.applicationId) ?? []), row]);
  const sums = await readPaidSums(db, ids);
  const standings = new Map<string, TLoanStanding>();
  for (const loan of loans) {
    const loanSums = sums.get(loan.id);
    if (!loanSums) continue; // deleted in between
    standings.set(loan.id, { summary: summarizeLoan(loan, schedules.get(loan.id) ?? [], loanSums, today), sums: loanSums });
  }
  return standings;
}

/** Where one loan stands, inside a transaction that holds its lock. */
export async function readLockedStanding(tx: TExecutor, loan: TPawnLoanRow, today: string, by: TBookActor = SYSTEM_BOOKER): Promise<TLoanStanding & { schedule: TScheduleRowRecord[] }> {
  await syncPawnChargesLocked(tx, loan, today, by);
  const schedule = await ensureScheduleLocked(tx, loan, { storeEndingOn: false, today });
  const sums = (await readPaidSums(tx, [loan.id])).get(loan.id);
  if (!sums) throw new Error(`loan ${loan.id} vanished while locked`);
  return { schedule, sums, summary: summarizeLoan(loan, schedule, sums, today) };
}
