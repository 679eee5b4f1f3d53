import type { TExecutor } from '../../db/client';
import { applicationStatusHistory, pawnLoanApplications } from '../../db/schema';
import type { TPawnLoanRow } from '../loans';

export async function insertRenewalLoan(tx: TExecutor, row: typeof pawnLoanApplications.$inferInsert): Promise<TPawnLoanRow> {
  const [inserted] = await tx.insert(pawnLoanApplications).values(row).returning();
  if (!inserted) throw new Error('renewal loan insert returned no row');
  return inserted;
}

/** The new loan's first history row: it begins approved, made by the renewal (changeLoanStatus then makes it active). */
export async function insertRenewalHistory(tx: TExecutor, row: { applicationId: string; changedByUserId: string; changedByName: string; notes: string }): Promise<void> {
  await tx.insert(applicationStatusHistory).values({ ...row, fromStatus: null, toStatus: 'approved' });
}
