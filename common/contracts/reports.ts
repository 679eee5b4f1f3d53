import { z } from 'zod';
import { optionalDayField } from './fields';
import { centsToDecimalString, toCents } from '../money';
import { ZPaperQuery } from './paper';

// The counter's books (issue 34): the cash book of a day, income by month, the loan book on a day.
// Admin and super admin; each also as CSV (?format=csv) and PDF (?format=pdf). Money as two-decimal
// J$ strings; days are Jamaica calendar days.

export const REPORT_FORMATS = ['json', 'csv', 'pdf'] as const;
export type TReportFormat = (typeof REPORT_FORMATS)[number];

const day = (label: string) => optionalDayField(label);
const format = z.enum(REPORT_FORMATS, { error: `format must be one of ${REPORT_FORMATS.join(', ')}` }).optional();
const money = z.string();

export const REPORT_MESSAGES = {
  dayInvalid: (label: string) => `${label} must be a calendar date written YYYY-MM-DD.`,
  rangeReversed: 'The start of the range must not be after its end.',
  rangeTooLong: 'The range can cover at most 5 years.',
} as const;

/** GET /api/reports/cash-book?date=YYYY-MM-DD (today when absent). */
export const ZCashBookQuery = z.object({ date: day('date'), format });
export type TCashBookQuery = z.infer<typeof ZCashBookQuery>;

export const ZCashBookLine = z.object({
  at: z.string(),
  kind: z.string(),
  /** The receipt number, or the application number of a loan paid out. */
  reference: z.string(),
  applicationNumber: z.string(),
  borrowerName: z.string(),
  method: z.string(),
  cashIn: money,
  cashOut: money,
  recordedBy: z.string(),
  /** The drawer a cash movement was counted in; null for one made outside a drawer (and for other methods). */
  drawerId: z.string().nullable(),
});
export type TCashBookLine = z.infer<typeof ZCashBookLine>;

export const ZCashBookDrawer = z.object({
  id: z.string(),
  openedBy: z.string(),
  openedAt: z.string(),
  closedAt: z.string().nullable(),
  openingFloat: money,
  cashIn: money,
  cashOut: money,
  expected: money,
  /** Null while the drawer is open. */
  counted: money.nullable(),
  difference: money.nullable(),
  notes: z.string().nullable(),
});
export type TCashBookDrawer = z.infer<typeof ZCashBookDrawer>;

export const ZCashBookResponse = z.object({
  date: z.string(),
  lines: z.array(ZCashBookLine),
  totals: z.object({
    cashIn: money,
    cashOut: money,
    /** Per method (cash, bank_transfer, ...), the methods of the day's lines. */
    byMethod: z.record(z.string(), z.object({ cashIn: money, cashOut: money })),
    /** Cash moved outside any drawer. */
    outsideDrawers: z.object({ cashIn: money, cashOut: money }),
  }),
  /** Drawers open at some time that day. */
  drawers: z.array(ZCashBookDrawer),
});
export type TCashBookResponse = z.infer<typeof ZCashBookResponse>;

/** GET /api/reports/income?from=&to= (days; the last 12 months when absent). */
export const ZIncomeQuery = z.object({ from: day('from'), to: day('to'), format });
export type TIncomeQuery = z.infer<typeof ZIncomeQuery>;

export const ZIncomeFigures = z.object({
  /** Interest income booked (account 4000): the interest part of payments, as the ledger pours them. */
  interestEarned: money,
  /** Late fees received with payments (their cash); late fee income as charged is lateFeeIncome. */
  lateFeesReceived: money,
  /** Late fee income (4010): late fees charged, less those reversed or written off. */
  lateFeeIncome: money,
  /** Pledge sale income (4020): the interest a sale recovered, what it brought beyond the loan, and its costs. */
  pledgeSaleIncome: money,
  /** Surplus no pawner claimed in three years (4030). */
  unclaimedSurplus: money,
  /** Costs of sale (5020). */
  costsOfSale: money,
  /** Cash over and short (5010): drawers counted short, less those counted over. */
  cashOverShort: money,
  /** What pledge sales left owed to their pawners: a liability (2100), never income. */
  pledgeSaleSurplus: money,
  /** The principal pledge sales did not recover, written off (part of writtenOff). */
  pledgeSaleShortfall: money,
  /** Loans written off (5000): principal lent and not repaid, less what later sales recovered. */
  writtenOff: money,
  /** Income less expenses: every income account less every expense account. */
  netIncome: money,
});
export type TIncomeFigures = z.infer<typeof ZIncomeFigures>;

export const ZIncomeResponse = z.object({
  from: z.string(),
  to: z.string(),
  /** Every month of the range ("YYYY-MM"), oldest first, months without movements included. */
  months: z.array(ZIncomeFigures.extend({ month: z.string() })),
  totals: ZIncomeFigures,
});
export type TIncomeResponse = z.infer<typeof ZIncomeResponse>;

/** GET /api/reports/loan-book?asOf=YYYY-MM-DD (today when absent). */
export const ZLoanBookQuery = z.object({ asOf: day('asOf'), format });
export type TLoanBookQuery = z.infer<typeof ZLoanBookQuery>;

export const ZLoanBookLine = z.object({
  applicationId: z.string(),
  applicationNumber: z.string(),
  borrowerName: z.string(),
  principalOutstanding: money,
  interestOutstanding: money,
  lateFeesOutstanding: money,
  daysPastDue: z.number().int(),
  collateralValue: money,
});
export type TLoanBookLine = z.infer<typeof ZLoanBookLine>;

export const ZLoanBookResponse = z.object({
  asOf: z.string(),
  loans: z.array(ZLoanBookLine),
  /** principalOutstanding + interestOutstanding + lateFeesOutstanding is the Loans receivable balance (1100). */
  totals: z.object({ count: z.number().int(), principalOutstanding: money, interestOutstanding: money, lateFeesOutstanding: money, collateralValue: money }),
});
export type TLoanBookResponse = z.infer<typeof ZLoanBookResponse>;

// The end-of-day (Z) report (issue 43): the day's business at the counter, from the books, and the
// drawers open that day. Admins see the whole shop; a loan officer their own work only.

export const DAY_SUMMARY_FORMATS = ['json', 'pdf'] as const;

/** GET /api/reports/day-summary?date=YYYY-MM-DD (today when absent); &format=pdf (A4), &paper=80mm (the counter's roll). */
export const ZDaySummaryQuery = z.object({
  date: day('date'),
  format: z.enum(DAY_SUMMARY_FORMATS, { error: `format must be one of ${DAY_SUMMARY_FORMATS.join(', ')}` }).optional(),
  paper: ZPaperQuery.shape.paper,
});
export type TDaySummaryQuery = z.infer<typeof ZDaySummaryQuery>;

/** How many, and the money they moved (all methods), in J$. */
export const ZDayFigure = z.object({ count: z.number().int(), amount: money });
export type TDayFigure = z.infer<typeof ZDayFigure>;

export const ZDaySummaryResponse = z.object({
  date: z.string(),
  /** Loans paid out in cash or by bank that day: the principal paid out (pawns entered from paper, paid from the owner's capital, are not). */
  newPawns: ZDayFigure,
  /** Loans whose pledge was redeemed that day: the money taken on them that day. */
  redemptions: ZDayFigure,
  /** Loans renewed that day: the renewal payments taken. */
  renewals: ZDayFigure,
  /** Every other payment taken that day, less the payments deleted that day (both counts and amounts). */
  payments: ZDayFigure,
  /** Forfeited pledges sold that day: the proceeds (price less costs). */
  sales: ZDayFigure,
  /** Sale surpluses paid out to pawners that day. */
  surplusPaid: ZDayFigure,
  /** Cash drawers open at some time that day (a loan officer: their own). */
  drawers: z.array(ZCashBookDrawer),
});
export type TDaySummaryResponse = z.infer<typeof ZDaySummaryResponse>;

/** The report's figures in the order it prints them, each with the way its money went (new pawns: the principal paid out; sales: the proceeds). */
export const DAY_SUMMARY_FIGURES = [
  { key: 'newPawns', label: 'New pawns', flow: 'out' },
  { key: 'redemptions', label: 'Redemptions', flow: 'in' },
  { key: 'renewals', label: 'Renewals', flow: 'in' },
  { key: 'payments', label: 'Other payments', flow: 'in' },
  { key: 'sales', label: 'Pledge sales', flow: 'in' },
  { key: 'surplusPaid', label: 'Surplus paid', flow: 'out' },
] as const satisfies readonly { key: keyof TDaySummaryResponse; label: string; flow: 'in' | 'out' }[];
export type TDaySummaryFigureKey = (typeof DAY_SUMMARY_FIGURES)[number]['key'];

/** What the figures took in and paid out in all (every method), as J$ strings: the sum of each flow's amounts. */
export function daySummaryTotalsOf(summary: TDaySummaryResponse): { takenIn: string; paidOut: string } {
  const sum = (flow: 'in' | 'out') => DAY_SUMMARY_FIGURES.filter((f) => f.flow === flow).reduce((cents, f) => cents + (toCents(summary[f.key].amount) ?? 0), 0);
  return { takenIn: centsToDecimalString(sum('in')), paidOut: centsToDecimalString(sum('out')) };
}
