import { APPLICATION_STATUSES } from '@common/application-status';
import type { TAccountingResponse } from '@common/contracts/accounting';
import { jamaicaDayOf } from '@common/jamaica-time';
import { centsToDecimalString } from '@common/money';
import type { TDb } from '../../db/client';
import { toItem } from '../applications';
import { ACCOUNTS } from '@common/contracts/books';
import { readAccountBalances } from '../books';
import { readPledgeSaleTotals } from '../pledges';
import { listRecentApplications, readLoanFigures, readMonthly, readPaymentFigures, readPortfolio, summarizeApplications } from './accounting.repository';

export const RECENT_APPLICATIONS = 10;

/**
 * The Accounting tab (spec staff-area section 9). The queries run in one read-only snapshot, so
 * the figures agree with each other even while payments are being recorded.
 */
export async function readAccounting(db: TDb, now: Date = new Date()): Promise<TAccountingResponse> {
  return db.transaction(
    async (tx) => {
      const loans = await readLoanFigures(tx, jamaicaDayOf(now));
      const paid = await readPaymentFigures(tx);
      const portfolio = await readPortfolio(tx, APPLICATION_STATUSES);
      const monthly = await readMonthly(tx);
      const recent = await listRecentApplications(tx, RECENT_APPLICATIONS);
      const pledgeSales = await readPledgeSaleTotals(tx, jamaicaDayOf(now));
      // The money the books hold (issue 41): what is owed, earned and yet to earn is the journal's.
      const books = await readAccountBalances(tx, jamaicaDayOf(now));
      const balance = (code: string) => books.get(code) ?? 0;
      const money = centsToDecimalString;
      return {
        overview: {
          totalLent: loans.totalLent,
          totalRepayable: loans.totalRepayable,
          totalCollected: paid.collected,
          outstanding: money(balance(ACCOUNTS.loansReceivable)),
          overdueLoans: loans.overdueLoans,
        },
        portfolio,
        revenue: {
          interestEarned: money(balance(ACCOUNTS.interestIncome)),
          lateCharges: money(balance(ACCOUNTS.lateFeeIncome)),
          // Revenue = interest earned plus late fee income, both as booked.
          totalRevenue: money(balance(ACCOUNTS.interestIncome) + balance(ACCOUNTS.lateFeeIncome)),
          interestDue: money(balance(ACCOUNTS.unearnedInterest)),
        },
        monthly,
        recent: recent.map(toItem),
        pledgeSales,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** The summary cards at the top of /admin: counts by status, and what is owed as the books hold it (Loans receivable). */
export async function readAdminSummary(db: TDb, now: Date = new Date()) {
  const summary = await summarizeApplications(db);
  const books = await readAccountBalances(db, jamaicaDayOf(now));
  return { ...summary, owed: centsToDecimalString(books.get(ACCOUNTS.loansReceivable) ?? 0) };
}
