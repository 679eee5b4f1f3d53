import { and, eq, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client';
import { applicationStatusHistory, pawnItems, pawnLoanApplications, pawnTickets } from '../../db/schema';
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

/**
 * The goods in pawn move to the new loan, back to appraised for the moment: the new loan's ticket
 * issue (issuePawnTicketIfDue) puts them in pawn under it. Answers their item numbers.
 */
export async function moveItemsInPawn(tx: TExecutor, fromId: string, toId: string): Promise<string[]> {
  const rows = await tx
    .update(pawnItems)
    .set({ applicationId: toId, status: 'appraised', updatedAt: sql`now()` })
    .where(and(eq(pawnItems.applicationId, fromId), eq(pawnItems.status, 'in_pawn')))
    .returning({ itemNumber: pawnItems.itemNumber });
  return rows.map((r) => r.itemNumber);
}

export async function markTicketRenewed(tx: TExecutor, applicationId: string): Promise<void> {
  await tx.update(pawnTickets).set({ status: 'renewed' }).where(eq(pawnTickets.applicationId, applicationId));
}
