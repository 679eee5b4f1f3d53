import { REPORT_MESSAGES as R, type TCashBookDrawer, type TCashBookResponse, type TIncomeFigures, type TIncomeResponse, type TLoanBookResponse } from '@common/contracts/reports';
import { jamaicaDayOf, jamaicaInstant } from '@common/jamaica-time';
import { lateFeeRuleOf } from '@common/late-fee';
import { ACCOUNTS as A } from '@common/contracts/books';
import { addDays, daysPastDueOf, summarizeLedger } from '@common/loan-ledger';
import { centsToDecimalString } from '@common/money';
import type { TDb } from '../../db/client';
import { AppError } from '../../lib/errors';
import { listMoneyLines, sumMovementsByMonth, sumReceivablesThrough, type TMoneyLineRow, type TMonthMovement } from '../books';
import { figuresOfDrawer, listDrawersOverlapping, type TCashDrawerRow } from '../cash-drawer';
import { centsOf, ensureSchedules, listSchedules, type TScheduleRowRecord } from '../loans';
import { listLoanNames, listLoansActiveAt } from './reports.repository';

export type TReportDeps = { db: TDb; now?: () => Date };
export const todayOf = (deps: TReportDeps) => jamaicaDayOf((deps.now ?? (() => new Date()))());
const money = centsToDecimalString;

/** The instants a Jamaica day runs between: [its midnight, the next day's). */
export const dayBounds = (day: string) => ({ from: jamaicaInstant(day), to: jamaicaInstant(addDays(day, 1)) });

/** The cash book's name for a line: the entry's kind, a payment's late fee apart. */
function movementKindOf(line: TMoneyLineRow): string {
  if (line.kind === 'payment_received') return line.part === 'late_fee' ? 'late_fee_received' : 'payment_received';
  return MOVEMENT_KIND_OF[line.kind] ?? line.kind;
}
const MOVEMENT_KIND_OF: Record<string, string> = {
  loan_paid_out: 'loan_paid_out',
  pledge_sale: 'pledge_sale_proceeds',
  surplus_paid: 'surplus_paid_out',
  payment_deleted: 'payment_deleted',
  drawer_count: 'drawer_over_short',
};

/**
 * The drawer a cash line was counted in: its own drawer's (a count), else the drawer of the staff
 * member it counts for that was open when it was booked (a deleted payment: when the payment was).
 */
function drawerOf(line: TMoneyLineRow, drawers: readonly TCashDrawerRow[]): string | null {
  if (line.drawerId) return line.drawerId;
  if (line.accountCode !== '1000' || !line.userId) return null;
  const open = (d: TCashDrawerRow, at: Date) => d.openedAt.getTime() <= at.getTime() && (d.closedAt === null || at.getTime() < d.closedAt.getTime());
  const found = drawers.find((d) => d.openedByUserId === line.userId && open(d, line.recordedAt) && open(d, line.firstRecordedAt));
  return found?.id ?? null;
}

const sumLines = (lines: readonly { cashIn: string; cashOut: string }[]) => ({
  inCents: lines.reduce((sum, l) => sum + centsOf(l.cashIn), 0),
  outCents: lines.reduce((sum, l) => sum + centsOf(l.cashOut), 0),
});

/**
 * GET /api/reports/cash-book: the journal's Cash and Bank lines booked on the Jamaica day (money is
 * booked the day it changed hands, issue 41), the totals, and the drawers open that day. A drawer's
 * float moves cash within the shop and is shown with its drawer, not as a line.
 */
export async function readCashBook(deps: TReportDeps, query: { date?: string }): Promise<TCashBookResponse> {
  const date = query.date ?? todayOf(deps);
  const bounds = dayBounds(date);
  const moneyLines = (await listMoneyLines(deps.db, { entryDay: date })).filter((l) => l.kind !== 'drawer_float');
  const drawerRows = await listDrawersOverlapping(deps.db, bounds.from, bounds.to);
  const names = await listLoanNames(deps.db, [...new Set(moneyLines.map((l) => l.loanApplicationId).filter((id): id is string => id !== null))]);
  const lines = moneyLines.map((l) => {
    const loan = l.loanApplicationId ? names.get(l.loanApplicationId) : undefined;
    return {
      at: l.recordedAt.toISOString(),
      kind: movementKindOf(l),
      reference: l.reference,
      applicationNumber: loan?.applicationNumber ?? '',
      borrowerName: loan?.borrowerName ?? '',
      method: l.method ?? 'cash',
      cashIn: money(l.debit),
      cashOut: money(l.credit),
      recordedBy: l.recordedBy,
      drawerId: drawerOf(l, drawerRows),
    };
  });
  const all = sumLines(lines);
  const byMethod: TCashBookResponse['totals']['byMethod'] = {};
  for (const method of [...new Set(lines.map((l) => l.method))].sort()) {
    const t = sumLines(lines.filter((l) => l.method === method));
    byMethod[method] = { cashIn: money(t.inCents), cashOut: money(t.outCents) };
  }
  const outside = sumLines(lines.filter((l) => l.method === 'cash' && l.drawerId === null));
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
export async function drawerLineOf(db: TDb, d: TCashDrawerRow): Promise<TCashBookDrawer> {
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

const INCOME_FIELDS = [
  'interestEarned',
  'lateFeesReceived',
  'lateFeeIncome',
  'pledgeSaleIncome',
  'unclaimedSurplus',
  'costsOfSale',
  'cashOverShort',
  'pledgeSaleSurplus',
  'pledgeSaleShortfall',
  'writtenOff',
  'netIncome',
] as const;
type TIncomeCents = Record<(typeof INCOME_FIELDS)[number], number>;
const zeroIncome = (): TIncomeCents => Object.fromEntries(INCOME_FIELDS.map((f) => [f, 0])) as TIncomeCents;
const incomeFiguresOf = (c: TIncomeCents): TIncomeFigures => Object.fromEntries(INCOME_FIELDS.map((f) => [f, money(c[f])])) as TIncomeFigures;

/** One journal movement into the income figures it makes (income accounts read credit less debit). */
function addMovement(c: TIncomeCents, m: TMonthMovement): void {
  const income = m.credit - m.debit;
  const expense = m.debit - m.credit;
  const byAccount: Record<string, () => void> = {
    [A.interestIncome]: () => (c.interestEarned += income),
    [A.lateFeeIncome]: () => (c.lateFeeIncome += income),
    [A.pledgeSaleIncome]: () => (c.pledgeSaleIncome += income),
    [A.unclaimedSurplusIncome]: () => (c.unclaimedSurplus += income),
    [A.costsOfSale]: () => (c.costsOfSale += expense),
    [A.cashOverShort]: () => (c.cashOverShort += expense),
    [A.loansWrittenOff]: () => {
      c.writtenOff += expense;
      if (m.kind === 'pledge_sale') c.pledgeSaleShortfall += m.debit;
    },
    [A.surplusOwed]: () => {
      if (m.kind === 'pledge_sale') c.pledgeSaleSurplus += m.credit;
    },
  };
  byAccount[m.code]?.();
  if ((m.code === A.cash || m.code === A.bank) && m.part === 'late_fee') c.lateFeesReceived += expense;
  if (m.code.startsWith('4')) c.netIncome += income;
  if (m.code.startsWith('5')) c.netIncome -= expense;
}

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

/**
 * GET /api/reports/income: per month of the range, the movements of the income and expense accounts
 * (issue 41: the journal's, so they agree with the trial balance), the late fees received in cash,
 * and what pledge sales left owed to pawners (a liability, shown beside the income, never in it).
 */
export async function readIncome(deps: TReportDeps, query: { from?: string; to?: string }): Promise<TIncomeResponse> {
  const today = todayOf(deps);
  const to = query.to ?? today;
  const from = query.from ?? `${monthsBack(to, 11)}-01`;
  if (from > to) throw new AppError('BAD_REQUEST', R.rangeReversed);
  if (monthsBetween(from, to).length > 61) throw new AppError('BAD_REQUEST', R.rangeTooLong);
  const months = new Map(monthsBetween(from, to).map((m) => [m, zeroIncome()]));
  for (const movement of await sumMovementsByMonth(deps.db, from, to)) {
    const month = months.get(movement.month);
    if (month) addMovement(month, movement);
  }
  const totals = zeroIncome();
  for (const c of months.values()) for (const key of INCOME_FIELDS) totals[key] += c[key];
  return { from, to, months: [...months].map(([month, c]) => ({ month, ...incomeFiguresOf(c) })), totals: incomeFiguresOf(totals) };
}

/** "YYYY-MM" of the month `back` months before a day's. */
function monthsBack(day: string, back: number): string {
  const [y, m] = day.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 - back, 1)).toISOString().slice(0, 7);
}

/**
 * GET /api/reports/loan-book: every loan active at the end of the day, and every loan the journal
 * still holds receivable then, with what it owed of principal, interest and late fees (the
 * journal's Loans receivable by part, issue 41: the totals are that account's balance), its days
 * past due on that day (the ledger's overdue rule), and its goods' appraised value.
 */
export async function readLoanBook(deps: TReportDeps, query: { asOf?: string }): Promise<TLoanBookResponse> {
  const asOf = query.asOf ?? todayOf(deps);
  const receivables = await sumReceivablesThrough(deps.db, asOf);
  const loans = await listLoansActiveAt(deps.db, dayBounds(asOf).to, [...receivables.keys()]);
  await ensureSchedules(deps.db, loans);
  const schedules = new Map<string, TScheduleRowRecord[]>();
  for (const row of await listSchedules(deps.db, loans.map((l) => l.id))) schedules.set(row.applicationId, [...(schedules.get(row.applicationId) ?? []), row]);
  const totals = { principal: 0, interest: 0, lateFees: 0, collateral: 0 };
  const lines = loans.map((loan) => {
    const owed = receivables.get(loan.id) ?? { principal: 0, interest: 0, lateFee: 0 };
    const summary = summarizeLedger({
      instalments: (schedules.get(loan.id) ?? []).map((r) => ({ amountCents: centsOf(r.paymentAmount), interestCents: centsOf(r.interestAmount), dueDate: r.dueDate })),
      totalDueCents: centsOf(loan.repayable),
      paidCents: centsOf(loan.paid),
      today: asOf,
      weeklyInstalmentCents: centsOf(loan.weeklyInstalment),
      frequency: loan.paymentFrequency,
      lateFeeRule: lateFeeRuleOf(loan),
    });
    totals.principal += owed.principal;
    totals.interest += owed.interest;
    totals.lateFees += owed.lateFee;
    totals.collateral += centsOf(loan.collateral);
    return {
      applicationId: loan.id,
      applicationNumber: loan.applicationNumber,
      borrowerName: loan.borrowerName,
      principalOutstanding: money(owed.principal),
      interestOutstanding: money(owed.interest),
      lateFeesOutstanding: money(owed.lateFee),
      daysPastDue: daysPastDueOf(summary, asOf),
      collateralValue: money(centsOf(loan.collateral)),
    };
  });
  return {
    asOf,
    loans: lines,
    totals: {
      count: lines.length,
      principalOutstanding: money(totals.principal),
      interestOutstanding: money(totals.interest),
      lateFeesOutstanding: money(totals.lateFees),
      collateralValue: money(totals.collateral),
    },
  };
}
