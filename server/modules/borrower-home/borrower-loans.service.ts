import type { TBorrowerLoan } from '@common/contracts/dashboard';
import { describeLateFee, lateFeeRuleOf } from '@common/late-fee';
import { toCents } from '@common/money';
import type { TExecutor } from '../../db/client';
import { listLoansOfUser } from './borrower-loans.repository';

/** A signed-in borrower sees only the applications of their own borrower records. */
export async function listOwnLoans(db: TExecutor, userId: string): Promise<TBorrowerLoan[]> {
  const rows = await listLoansOfUser(db, userId);
  return rows.map((row) => ({
    id: row.id,
    applicationNumber: row.applicationNumber,
    loanAmount: row.loanAmount,
    interestRate: row.interestRate,
    termWeeks: row.termWeeks,
    weeklyInstalment: row.weeklyInstalment,
    totalAmount: row.totalAmount,
    lateFee: describeLateFee(lateFeeRuleOf(row), toCents(row.weeklyInstalment) ?? 0, row.paymentFrequency),
    status: row.status,
    agreementDate: row.agreementDate?.toISOString() ?? null,
    endingOn: row.endingOn?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
}
