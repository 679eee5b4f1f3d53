import { z } from 'zod';
import { ZPawnLoanListItem } from './pawn-loans-list';

const money = z.string();

/**
 * GET /api/admin/accounting (admin, super_admin). Money as two-decimal J$ strings; every figure is
 * computed in SQL. Revenue = interest on completed loans plus all late charges; interest due =
 * total minus principal on approved or active loans (spec staff-area section 9).
 */
export const ZAccountingResponse = z.object({
  overview: z.object({
    /** Principal lent on loans that were approved at some point (approved, active, completed, defaulted). */
    totalLent: money,
    /** What those loans repay in all (principal plus interest). */
    totalRepayable: money,
    /** Payments received (status completed), late charges included. */
    totalCollected: money,
    /**
     * What borrowers owe as the books hold it (issue 41): the Loans receivable balance, principal,
     * interest and late fees charged and not paid, on loans paid out and not settled or written off.
     */
    outstanding: money,
    /** Loans in approved, active or defaulted with an ending date in the past. */
    overdueLoans: z.number().int(),
  }),
  portfolio: z.array(z.object({ status: z.string(), count: z.number().int(), amount: money })),
  /** From the books (issue 41): Interest income (4000), Late fee income (4010), their sum, and Unearned interest (2000). */
  revenue: z.object({
    interestEarned: money,
    lateCharges: money,
    totalRevenue: money,
    interestDue: money,
  }),
  /** The last 12 months (Jamaica time), oldest first, months without activity included. */
  monthly: z.array(
    z.object({
      month: z.string(),
      applications: z.number().int(),
      amountRequested: money,
      collected: money,
    }),
  ),
  recent: z.array(ZPawnLoanListItem),
  /**
   * Forfeited pledges sold (issue 32): how many, for how much and at what cost; the surplus the
   * shop owes pawners (still claimable), paid to them, and expired unclaimed; the shortfalls written
   * off (sales that did not cover what was owed).
   */
  pledgeSales: z.object({
    count: z.number().int(),
    salePrice: money,
    saleCosts: money,
    surplusOwed: money,
    surplusPaid: money,
    surplusExpired: money,
    shortfallWrittenOff: money,
  }),
});
export type TAccountingResponse = z.infer<typeof ZAccountingResponse>;
