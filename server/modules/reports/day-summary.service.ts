import type { TEntryKind } from '@common/contracts/books';
import type { TDayFigure, TDaySummaryResponse } from '@common/contracts/reports';
import { centsToDecimalString } from '@common/money';
import { listDayMovements, type TDayMovementRow } from '../books';
import { listDrawersOverlapping } from '../cash-drawer';
import { listRedemptionsBetween } from './reports.repository';
import { dayBounds, drawerLineOf, todayOf, type TReportDeps } from './reports.service';

/** Whose work the report covers: the whole shop (admins), or one staff member's own (a loan officer). */
export type TDaySummaryScope = { wholeShop: true } | { wholeShop: false; userId: string };

/** The journal's kinds the report reads: the money events of the counter. Late fees, write-offs, floats and counts are not business done. */
const KINDS: readonly TEntryKind[] = ['loan_paid_out', 'payment_received', 'payment_deleted', 'renewal', 'pledge_sale', 'surplus_paid'];

type TTally = { count: number; cents: number };
const tally = (): TTally => ({ count: 0, cents: 0 });
const figureOf = (t: TTally): TDayFigure => ({ count: t.count, amount: centsToDecimalString(t.cents) });

/** The loan a renewal renewed: its lines name two loans, and its source names the new one. */
const isRenewedLoan = (row: TDayMovementRow) => row.kind === 'renewal' && row.loanId !== null && row.source !== `renewal:${row.loanId}`;

/**
 * GET /api/reports/day-summary: the end-of-day (Z) report of a Jamaica day, from the books (issue
 * 43; docs/operations.md, "The end-of-day report"). Each payment of the day is counted once:
 * - on a loan renewed that day, in renewals (the renewal's payment);
 * - else on a loan whose pledge was redeemed that day, in redemptions;
 * - else in payments; a payment deleted that day counts against the same group, minus one and its amount.
 * So payments + redemptions + renewals are the cash book's payments and late fees received less
 * payments deleted, newPawns its loans paid out, sales its sale proceeds, surplusPaid its surplus
 * paid out: every line of the cash book but the drawers' over and short.
 * A loan officer's report counts their own work: the entries they booked (a deleted payment counts
 * against whoever took it, as in their drawer), the redemptions they recorded, their own drawers.
 */
export async function readDaySummary(deps: TReportDeps, input: { date?: string; scope: TDaySummaryScope }): Promise<TDaySummaryResponse> {
  const date = input.date ?? todayOf(deps);
  const bounds = dayBounds(date);
  const { scope } = input;
  const mine = (userId: string | null) => scope.wholeShop || userId === scope.userId;

  const rows = await listDayMovements(deps.db, date, KINDS);
  const redeemed = await listRedemptionsBetween(deps.db, bounds.from, bounds.to);
  // The day's facts for the whole shop: which loans were renewed, which redeemed.
  const renewedLoans = new Set(rows.filter(isRenewedLoan).map((r) => r.loanId!));
  const redeemedLoans = new Set(redeemed.map((r) => r.loanId).filter((id) => !renewedLoans.has(id)));

  const figures = { newPawns: tally(), redemptions: tally(), renewals: tally(), payments: tally(), sales: tally(), surplusPaid: tally() };
  // The loans each event group counts, for this scope: a renewal or redemption they made, or one they took money for.
  const countedRenewals = new Set<string>();
  const countedRedemptions = new Set(redeemed.filter((r) => redeemedLoans.has(r.loanId) && mine(r.userId)).map((r) => r.loanId));

  // An entry whose lines name more than one loan comes in one row per loan: it is counted once.
  const counted = new Set<string>();
  const once = (row: TDayMovementRow): number => {
    if (counted.has(row.entryId)) return 0;
    counted.add(row.entryId);
    return 1;
  };
  for (const row of rows) {
    if (row.kind === 'renewal') {
      if (isRenewedLoan(row) && mine(row.userId)) countedRenewals.add(row.loanId!);
      continue;
    }
    if (!mine(row.userId)) continue;
    if (row.kind === 'payment_received' || row.kind === 'payment_deleted') {
      const sign = row.kind === 'payment_received' ? 1 : -1;
      const cents = row.moneyIn - row.moneyOut;
      const loanId = row.loanId ?? '';
      if (renewedLoans.has(loanId)) {
        countedRenewals.add(loanId);
        figures.renewals.cents += cents;
      } else if (redeemedLoans.has(loanId)) {
        countedRedemptions.add(loanId);
        figures.redemptions.cents += cents;
      } else {
        figures.payments.count += sign * once(row);
        figures.payments.cents += cents;
      }
    } else if (row.kind === 'loan_paid_out') {
      // Paid from the owner's capital (a pawn made on paper before it was entered): no money left the shop today.
      if (row.moneyOut === 0) continue;
      figures.newPawns.count += once(row);
      figures.newPawns.cents += row.moneyOut;
    } else if (row.kind === 'pledge_sale') {
      figures.sales.count += once(row);
      figures.sales.cents += row.moneyIn;
    } else if (row.kind === 'surplus_paid') {
      figures.surplusPaid.count += once(row);
      figures.surplusPaid.cents += row.moneyOut;
    }
  }
  figures.renewals.count = countedRenewals.size;
  figures.redemptions.count = countedRedemptions.size;

  const drawerRows = (await listDrawersOverlapping(deps.db, bounds.from, bounds.to)).filter((d) => mine(d.openedByUserId));
  const drawers = [];
  for (const d of drawerRows) drawers.push(await drawerLineOf(deps.db, d));

  return {
    date,
    newPawns: figureOf(figures.newPawns),
    redemptions: figureOf(figures.redemptions),
    renewals: figureOf(figures.renewals),
    payments: figureOf(figures.payments),
    sales: figureOf(figures.sales),
    surplusPaid: figureOf(figures.surplusPaid),
    drawers,
  };
}
