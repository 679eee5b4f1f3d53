import { REPORT_MESSAGES as R, type TCashBookDrawer, type TCashBookResponse, type TIncomeFigures, type TIncomeResponse, type TLoanBookResponse } from '@common/contracts/reports';
import { jamaicaDayOf, jamaicaInstant } from '@common/jamaica-time';
import { lateFeeRuleOf } from '@common/late-fee';
import { addDays, daysPastDueOf, interestPartsOf, summarizeLedger } from '@common/loan-ledger';
import { centsToDecimalString } from '@common/money';
import type { TDb } from '../../db/client';
import { AppError } from '../../lib/errors';
import { cashTotalsOf, figuresOfDrawer, listDrawersOverlapping, readMoneyMovements, type TCashDrawerRow, type TMoneyMovementRow } from '../cash-drawer';
import { centsOf, ensureSchedules, listSchedules, type TScheduleRowRecord } from '../loans';
import { listIncomePayments, listLoansActiveAt, sumPledgeSalesByMonth, sumWriteOffsByMonth, type TIncomePaymentRow } from './reports.repository';

export type TReportDeps = { db: TDb; now?: () => Date };
const todayOf = (deps: TReportDeps) => jamaicaDayOf((deps.now ?? (() => new Date()))());
const money = centsToDecimalString;

function isCalendarDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day && day >= '2000-01-01' && day <= '2100-12-31';
}

/** A day from the query ("YYYY-MM-DD"), or `fallback` when absent; 400 otherwise. */
function dayOrFail(raw: string | undefined, label: string, fallback: string): string {
  const text = raw?.trim() ?? '';
  if (text === '') return fallback;
  if (!isCalendarDay(text)) throw new AppError('BAD_REQUEST', R.dayInvalid(label));
  return text;
}

/** The instants a Jamaica day runs between: [its midnight, the next day's). */
const dayBounds = (day: string) => ({ from: jamaicaInstant(day), to: jamaicaInstant(addDays(day, 1)) });

/** The drawer in which a cash movement was counted: its staff member's, open when it was entered. */
function drawerOf(m: TMoneyMovementRow, drawers: readonly TCashDrawerRow[]): string | null {
  if (m.method !== 'cash' || !m.recordedByUserId) return null;
  const t = m.recordedAt.getTime();
  const found = drawers.find((d) => d.openedByUserId === m.recordedByUserId && d.openedAt.getTime() <= t && (d.closedAt === null || t < d.closedAt.getTime()));
  return found?.id ?? null;
}

/** GET /api/reports/cash-book: every movement whose money moved on the Jamaica day, the totals, and the drawers open that day. */
export async function readCashBook(deps: TReportDeps, query: { date?: string }): Promise<TCashBookResponse> {
  const date = dayOrFail(query.date, 'date', todayOf(deps));
  const bounds = dayBounds(date);
  const movements = await readMoneyMovements(deps.db, { at: bounds });
  const drawerRows = await listDrawersOverlapping(deps.db, bounds.from, bounds.to);
  const lines = movements.map((m) => ({
    at: m.at.toISOString(),
    kind: m.kind,
    reference: m.reference,
    applicationNumber: m.applicationNumber,
    borrowerName: m.borrowerName,
    method: m.method,
    cashIn: m.cashIn,
    cashOut: m.cashOut,
    recordedBy: m.recordedBy,
    drawerId: drawerOf(m, drawerRows),
  }));
  const all = cashTotalsOf(movements);
  const byMethod: TCashBookResponse['totals']['byMethod'] = {};
  for (const method of [...new Set(movements.map((m) => m.method))].sort()) {
    const t = cashTotalsOf(movements.filter((m) => m.method === method));
    byMethod[method] = { cashIn: money(t.inCents), cashOut: money(t.outCents) };
  }
  const outside = cashTotalsOf(movements.filter((m, i) => m.method === 'cash' && lines[i]!.drawerId === null));
  const drawers: TCashBookDrawer[] = [];
  for (const d of drawerRows) drawers.push(await drawerLineOf(deps.db, d));
  return {
    date,
    lines,
    totals: { cashIn: money(all.inCents), cashOut: money(all.outCents), byMethod, outsideDrawers: { cashIn: money(outside.inCents), cashOut: money(outside.outCents) } },
    drawers,
  };
}

/** A closed drawer as it was closed; an open one with its running figures. */
async function drawerLineOf(db: TDb, d: TCashDrawerRow): Promise<TCashBookDrawer> {
  const closed = d.closedAt !== null && d.expectedCash !== null && d.cashIn !== null && d.cashOut !== null;
  const figures = closed ? null : await figuresOfDrawer(db, d, null);
  return {
    id: d.id,
    openedBy: d.openedByName,
    openedAt: d.openedAt.toISOString(),
    closedAt: d.closedAt?.toISOString() ?? null,
    openingFloat: d.openingFloat,
    cashIn: figures ? money(figures.inCents) : d.cashIn!,
    cashOut: figures ? money(figures.outCents) : d.cashOut!,
    expected: figures ? money(figures.expectedCents) : d.expectedCash!,
    counted: d.countedCash,
    difference: d.difference,
    notes: d.notes,
  };
}

type TIncomeCents = { interest: number; lateFees: number; surplus: number; shortfall: number; writeOffs: number };
const zeroIncome = (): TIncomeCents => ({ interest: 0, lateFees: 0, surplus: 0, shortfall: 0, writeOffs: 0 });
const incomeFiguresOf = (c: TIncomeCents): TIncomeFigures => ({
  interestEarned: money(c.interest),
  lateFeesReceived: money(c.lateFees),
  pledgeSaleSurplus: money(c.surplus),
  pledgeSaleShortfall: money(c.shortfall),
  writtenOff: money(c.writeOffs + c.shortfall),
});

/** "YYYY-MM" of every month from one day's to another's, oldest first. */
function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let [y, m] = from.split('-').map(Number) as [number, number];
  const last = to.slice(0, 7);
  for (;;) {
    const key = `${y}-${String(m).padStart(2, '0')}`;
    months.push(key);
    if (key >= last) return months;
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
}

function groupSchedules(rows: readonly TScheduleRowRecord[]): Map<string, TScheduleRowRecord[]> {
  const byLoan = new Map<string, TScheduleRowRecord[]>();
  for (const row of rows) byLoan.set(row.applicationId, [...(byLoan.get(row.applicationId) ?? []), row]);
  return byLoan;
}

const scheduleForLedger = (rows: readonly TScheduleRowRecord[]) =>
  rows.map((r) => ({ amountCents: centsOf(r.paymentAmount), interestCents: centsOf(r.interestAmount), dueDate: r.dueDate }));

/**
 * A renewal (issue 32) pays the interest due so far and then principal, not the instalment's mix:
 * its payment's interest part is what the loan was paid in all, less the principal it repaid, less
 * the interest parts of the payments before it (the same figure Accounting counts as earned).
 */
function withRenewalInterest(own: readonly TIncomePaymentRow[], parts: readonly number[]): readonly number[] {
  const last = own.length - 1;
  const renewedPrincipal = own[last]?.renewedPrincipal;
  if (renewedPrincipal === null || renewedPrincipal === undefined) return parts;
  const paid = own.reduce((sum, p) => sum + centsOf(p.amount), 0);
  const before = parts.slice(0, last).reduce((sum, part) => sum + part, 0);
  return [...parts.slice(0, last), Math.max(0, paid - centsOf(renewedPrincipal) - before)];
}

/**
 * GET /api/reports/income: per month of the range, the interest part of payments received (as the
 * ledger pours them into the instalments), late fees received, pledge sales' surplus and shortfall,
 * and what was written off (collection write-offs and sale shortfalls).
 */
export async function readIncome(deps: TReportDeps, query: { from?: string; to?: string }): Promise<TIncomeResponse> {
  const today = todayOf(deps);
  const to = dayOrFail(query.to, 'to', today);
  const from = dayOrFail(query.from, 'from', `${monthsBack(to, 11)}-01`);
  if (from > to) throw new AppError('BAD_REQUEST', R.rangeReversed);
  if (monthsBetween(from, to).length > 61) throw new AppError('BAD_REQUEST', R.rangeTooLong);
  const months = new Map(monthsBetween(from, to).map((m) => [m, zeroIncome()]));

  const payments = await listIncomePayments(deps.db, from, to);
  const loanIds = [...new Set(payments.map((p) => p.applicationId))];
  await ensureSchedules(deps.db, loanIds.map((id) => ({ id, status: payments.find((p) => p.applicationId === id)!.status })));
  const schedules = groupSchedules(await listSchedules(deps.db, loanIds));
  for (const id of loanIds) {
    const own = payments.filter((p) => p.applicationId === id);
    const parts = withRenewalInterest(own, interestPartsOf(scheduleForLedger(schedules.get(id) ?? []), own.map((p) => ({ amountCents: centsOf(p.amount) }))));
    own.forEach((p, i) => {
      const month = months.get(p.day.slice(0, 7));
      if (!month || p.day < from) return;
      month.interest += parts[i]!;
      month.lateFees += centsOf(p.lateCharge);
    });
  }
  for (const w of await sumWriteOffsByMonth(deps.db, from, to)) {
    const month = months.get(w.month);
    if (month) month.writeOffs += centsOf(w.amount);
  }
  for (const sale of await sumPledgeSalesByMonth(deps.db, from, to)) {
    const month = months.get(sale.month);
    if (!month) continue;
    month.surplus += centsOf(sale.surplus);
    month.shortfall += centsOf(sale.shortfall);
  }
  const totals = zeroIncome();
  for (const c of months.values()) for (const key of Object.keys(totals) as (keyof TIncomeCents)[]) totals[key] += c[key];
  return { from, to, months: [...months].map(([month, c]) => ({ month, ...incomeFiguresOf(c) })), totals: incomeFiguresOf(totals) };
}

/** "YYYY-MM" of the month `back` months before a day's. */
function monthsBack(day: string, back: number): string {
  const [y, m] = day.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 - back, 1)).toISOString().slice(0, 7);
}

/**
 * GET /api/reports/loan-book: every loan active at the end of the day, with what was still owed of
 * its principal and interest then (the ledger's split of what was paid), its days past due on that
 * day (the ledger's overdue rule), and its goods' appraised value.
 */
export async function readLoanBook(deps: TReportDeps, query: { asOf?: string }): Promise<TLoanBookResponse> {
  const asOf = dayOrFail(query.asOf, 'asOf', todayOf(deps));
  const loans = await listLoansActiveAt(deps.db, dayBounds(asOf).to);
  await ensureSchedules(deps.db, loans);
  const schedules = groupSchedules(await listSchedules(deps.db, loans.map((l) => l.id)));
  let principal = 0;
  let interest = 0;
  let collateral = 0;
  const lines = loans.map((loan) => {
    const schedule = scheduleForLedger(schedules.get(loan.id) ?? []);
    const paidCents = centsOf(loan.paid);
    const interestTotal = schedule.reduce((sum, r) => sum + r.interestCents, 0);
    const principalTotal = schedule.reduce((sum, r) => sum + r.amountCents, 0) - interestTotal;
    const interestPaid = interestPartsOf(schedule, [{ amountCents: paidCents }])[0] ?? 0;
    const principalPaid = Math.min(paidCents, principalTotal + interestTotal) - interestPaid;
    const summary = summarizeLedger({
      instalments: schedule,
      totalDueCents: centsOf(loan.repayable),
      paidCents,
      today: asOf,
      weeklyInstalmentCents: centsOf(loan.weeklyInstalment),
      frequency: loan.paymentFrequency,
      lateFeeRule: lateFeeRuleOf(loan),
    });
    const line = {
      applicationId: loan.id,
      applicationNumber: loan.applicationNumber,
      borrowerName: loan.borrowerName,
      principalOutstanding: money(Math.max(0, principalTotal - principalPaid)),
      interestOutstanding: money(Math.max(0, interestTotal - interestPaid)),
      daysPastDue: daysPastDueOf(summary, asOf),
      collateralValue: money(centsOf(loan.collateral)),
    };
    principal += Math.max(0, principalTotal - principalPaid);
    interest += Math.max(0, interestTotal - interestPaid);
    collateral += centsOf(loan.collateral);
    return line;
  });
  return { asOf, loans: lines, totals: { count: lines.length, principalOutstanding: money(principal), interestOutstanding: money(interest), collateralValue: money(collateral) } };
}
