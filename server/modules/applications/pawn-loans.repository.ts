import type { TExecutor } from '../../db/client';
import { applicationStatusHistory, pawnLoanApplications } from '../../db/schema';

export type TNewPawnLoanApplication = typeof pawnLoanApplications.$inferInsert;

export async function insertPawnLoanApplication(db: TExecutor, row: TNewPawnLoanApplication): Promise<{ id: string }> {
  const [inserted] = await db.insert(pawnLoanApplications).values(row).returning({ id: pawnLoanApplications.id });
  if (!inserted) throw new Error('pawn loan application insert returned no row');
  return inserted;
}

export async function insertStatusHistory(
  db: TExecutor,
  row: { applicationId: string; fromStatus: string | null; toStatus: string; changedByUserId: string | null; notes: string | null },
): Promise<void> {
  await db.insert(applicationStatusHistory).values(row);
}
