import { APPLICATION_STATUSES } from '@common/application-status';
import type { TAccountingResponse } from '@common/contracts/accounting';
import { jamaicaDayOf } from '@common/jamaica-time';
import { centsToDecimalString } from '@common/money';
import type { TDb } from '../../db/client';
import { toItem } from '../applications';
import { centsOf } from '../loans';
import { readPledgeSaleTotals } from '../pledges';
import { listRecentApplications, readLoanFigures, readMonthly, readPaymentFigures, readPortfolio } from './accounting.repository';

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
      return {
        overview: {
          totalLent: loans.totalLent,
          totalRepayable: loans.totalRepayable,
          totalCollected: paid.collected,
          outstanding: loans.outstanding,
          overdueLoans: loans.overdueLoans,
        },
        portfolio,
        revenue: {
          interestEarned: loans.interestEarned,
          lateCharges: paid.lateCharges,
          // Revenue = interest on completed loans plus all late charges received.
          totalRevenue: centsToDecimalString(centsOf(loans.interestEarned) + centsOf(paid.lateCharges)),
          interestDue: loans.interestDue,
        },
        monthly,
        recent: recent.map(toItem),
        pledgeSales,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
