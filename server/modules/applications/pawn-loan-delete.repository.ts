import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TExecutor } from '../../db/client';
import { borrowers, objects, pawnLoanApplications, payments } from '../../db/schema';

export async function hasPayments(db: TExecutor, applicationId: string): Promise<boolean> {
  const [row] = await db.select({ id: payments.id }).from(payments).where(eq(payments.loanApplicationId, applicationId)).limit(1);
  return !!row;
}

/** The uploads an application holds, locked so nothing attaches or reads them as kept while it is deleted. */
export async function lockApplicationObjects(db: TExecutor, applicationId: string): Promise<{ id: string; key: string }[]> {
  return db
    .select({ id: objects.id, key: objects.key })
    .from(objects)
    .where(eq(objects.applicationId, applicationId))
    .orderBy(objects.id)
    .for('update');
}

export async function deleteObjectRows(db: TExecutor, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(objects).where(inArray(objects.id, ids));
}

/**
 * The borrower record keeps the documents of its latest application; those that are about to be
 * deleted are cleared instead of left pointing at files that no longer exist.
 */
export async function clearBorrowerDocuments(db: TExecutor, borrowerId: string, paths: string[]): Promise<void> {
  if (paths.length === 0) return;
  const cleared = (column: AnyPgColumn) => sql`case when ${inArray(column, paths)} then null else ${column} end`;
  await db
    .update(borrowers)
    .set({ photoUrl: cleared(borrowers.photoUrl), signatureUrl: cleared(borrowers.signatureUrl), trnPhotoUrl: cleared(borrowers.trnPhotoUrl) })
    .where(and(eq(borrowers.id, borrowerId), or(inArray(borrowers.photoUrl, paths), inArray(borrowers.signatureUrl, paths), inArray(borrowers.trnPhotoUrl, paths))));
}

/** Status history, schedule and documents go with it (ON DELETE CASCADE); payments forbid it (RESTRICT). */
export async function deleteApplicationRow(db: TExecutor, applicationId: string): Promise<void> {
  await db.delete(pawnLoanApplications).where(eq(pawnLoanApplications.id, applicationId));
}
