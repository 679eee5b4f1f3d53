import type { TBorrowerLoan } from '@common/contracts/dashboard';
import type { TExecutor } from '../../db/client';
import { listApplicationsByBorrowerEmail } from '../applications/applications.repository';

/** A signed-in borrower sees only the applications made under their own e-mail address. */
export async function listOwnLoans(db: TExecutor, email: string): Promise<TBorrowerLoan[]> {
  const rows = await listApplicationsByBorrowerEmail(db, email);
  return rows.map((row) => ({
    id: row.id,
    applicationNumber: row.applicationNumber,
    loanAmount: row.loanAmount,
    interestRate: row.interestRate,
    termWeeks: row.termWeeks,
    weeklyInstalment: row.weeklyInstalment,
    totalAmount: row.totalAmount,
    status: row.status,
    agreementDate: row.agreementDate?.toISOString() ?? null,
    endingOn: row.endingOn?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
}
