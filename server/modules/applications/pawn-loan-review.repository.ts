import { and, asc, eq } from 'drizzle-orm';
import type { TExecutor } from '../../db/client';
import { applicationStatusHistory, pawnLoanApplications } from '../../db/schema';
import type { TPawnLoanRow } from './pawn-loans-list.repository';

const t = pawnLoanApplications;

export type TStatusHistoryRow = typeof applicationStatusHistory.$inferSelect;
/** The review fields staff may change, one call at a time. */
export type TReviewChange = Partial<
  Pick<
    TPawnLoanRow,
    | 'paymentFrequency'
    | 'borrowerPhotoUrl'
    | 'borrowerPhotoVerified'
    | 'borrowerTrnPhotoVerified'
    | 'borrowerSignatureVerified'
    | 'idDocumentVerified'
  >
>;

export async function findApplicationById(db: TExecutor, id: string): Promise<TPawnLoanRow | null> {
  const [row] = await db.select().from(t).where(eq(t.id, id)).limit(1);
  return row ?? null;
}

/** Reads the application and holds its row until the transaction ends, so two edits queue. */
export async function lockApplication(db: TExecutor, id: string): Promise<TPawnLoanRow | null> {
  const [row] = await db.select().from(t).where(eq(t.id, id)).for('update');
  return row ?? null;
}

export async function listStatusHistory(db: TExecutor, applicationId: string): Promise<TStatusHistoryRow[]> {
  return db
    .select()
    .from(applicationStatusHistory)
    .where(eq(applicationStatusHistory.applicationId, applicationId))
    .orderBy(asc(applicationStatusHistory.createdAt), asc(applicationStatusHistory.id));
}

/**
 * Moves the status only if it is still the one the caller decided from: a change made in between
 * by someone else leaves 0 rows updated (null) instead of being overwritten. A move made by the
 * ledger (first payment, paid in full) leaves the reviewer and review notes as they were.
 */
export async function updateStatusIfCurrent(
  db: TExecutor,
  id: string,
  expected: string,
  change: { status: string; reviewedBy?: string; reviewNotes?: string | null },
): Promise<TPawnLoanRow | null> {
  const [row] = await db
    .update(t)
    .set(change)
    .where(and(eq(t.id, id), eq(t.status, expected)))
    .returning();
  return row ?? null;
}

export async function updateReviewFields(db: TExecutor, id: string, change: TReviewChange): Promise<TPawnLoanRow> {
  const [row] = await db.update(t).set(change).where(eq(t.id, id)).returning();
  if (!row) throw new Error(`application ${id} vanished while locked`);
  return row;
}

export async function insertStatusChange(
  db: TExecutor,
  row: { applicationId: string; fromStatus: string; toStatus: string; changedByUserId: string; changedByName: string; notes: string | null },
): Promise<void> {
  await db.insert(applicationStatusHistory).values(row);
}
