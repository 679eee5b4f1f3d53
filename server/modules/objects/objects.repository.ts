import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { TExecutor } from '../../db/client';
import { objects, pawnLoanApplications } from '../../db/schema';
import { ownedByUser } from '../loans';

export type TObjectRow = typeof objects.$inferSelect;

export async function insertPendingUpload(
  db: TExecutor,
  row: { id: string; key: string; ownerUserId: string | null; visitorId: string | null; uploadTokenHash: string; uploadExpiresAt: Date },
): Promise<void> {
  await db.insert(objects).values({ ...row, status: 'pending' });
}

/** A file the app receives whole (a staff photo): no upload URL exists for it, it is being written now. */
export async function insertReceivingObject(db: TExecutor, row: { id: string; key: string; ownerUserId: string }): Promise<void> {
  await db.insert(objects).values({ ...row, status: 'receiving' });
}

export async function findObject(db: TExecutor, id: string): Promise<TObjectRow | null> {
  const [row] = await db.select().from(objects).where(eq(objects.id, id)).limit(1);
  return row ?? null;
}

/** Spends the upload URL: only one request can move a row from pending to receiving. */
export async function claimPendingUpload(db: TExecutor, id: string, tokenHash: string): Promise<TObjectRow | null> {
  const [row] = await db
    .update(objects)
    .set({ status: 'receiving', uploadTokenHash: null })
    .where(and(eq(objects.id, id), eq(objects.status, 'pending'), eq(objects.uploadTokenHash, tokenHash)))
    .returning();
  return row ?? null;
}

/** key: where the bytes now live, when the backend moved them away from the upload URL's key. */
export async function markStored(db: TExecutor, id: string, file: { contentType: string; size: number; key?: string }): Promise<void> {
  await db
    .update(objects)
    .set({ status: 'stored', contentType: file.contentType, size: file.size, ...(file.key ? { key: file.key } : {}) })
    .where(and(eq(objects.id, id), eq(objects.status, 'receiving')));
}

export async function deleteObjectRow(db: TExecutor, id: string): Promise<void> {
  await db.delete(objects).where(eq(objects.id, id));
}

/** Uploads never attached to anything, older than the cutoff, oldest first. */
export async function listOrphans(db: TExecutor, createdBefore: Date, limit: number): Promise<{ id: string; key: string }[]> {
  return db
    .select({ id: objects.id, key: objects.key })
    .from(objects)
    .where(and(isNull(objects.attachedAt), lt(objects.createdAt, createdBefore)))
    .orderBy(objects.createdAt)
    .limit(limit);
}

/** Deletes the row only if it is still unattached (it may have been attached since it was listed). */
export async function deleteOrphanRow(db: TExecutor, id: string): Promise<boolean> {
  const rows = await db
    .delete(objects)
    .where(and(eq(objects.id, id), isNull(objects.attachedAt)))
    .returning({ id: objects.id });
  return rows.length > 0;
}

/** Locks the rows about to be attached, so two submissions cannot both claim the same upload. */
export async function lockObjectsForAttach(db: TExecutor, ids: string[]): Promise<TObjectRow[]> {
  if (ids.length === 0) return [];
  // A fixed lock order, so two submissions naming the same uploads queue instead of deadlocking.
  return db.select().from(objects).where(inArray(objects.id, ids)).orderBy(objects.id).for('update');
}

/** Attaches stored, still unattached uploads to an application; answers how many were attached. */
export async function attachObjectsToApplication(db: TExecutor, ids: string[], applicationId: string): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .update(objects)
    .set({ applicationId, attachedAt: new Date() })
    .where(and(inArray(objects.id, ids), eq(objects.status, 'stored'), isNull(objects.attachedAt)))
    .returning({ id: objects.id });
  return rows.length;
}

/** Attaches stored, still unattached uploads to a user's own profile; answers how many were attached. */
export async function attachObjectsToUser(db: TExecutor, ids: string[], userId: string): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .update(objects)
    .set({ attachedUserId: userId, attachedAt: new Date() })
    .where(and(inArray(objects.id, ids), eq(objects.status, 'stored'), isNull(objects.attachedAt)))
    .returning({ id: objects.id });
  return rows.length;
}

/**
 * Deletes the row of an upload that only this user's profile holds (no application does), once
 * they replaced or removed it; answers its key, for the caller to delete the file after commit.
 */
export async function deleteUserAttachment(db: TExecutor, id: string, userId: string): Promise<{ key: string } | null> {
  const [row] = await db
    .delete(objects)
    .where(and(eq(objects.id, id), eq(objects.attachedUserId, userId), isNull(objects.applicationId)))
    .returning({ key: objects.key });
  return row ?? null;
}

/** Whether an application belongs to the signed-in borrower: the ownership rule of every borrower view. */
export async function isApplicationOfBorrower(db: TExecutor, applicationId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: pawnLoanApplications.id })
    .from(pawnLoanApplications)
    .where(and(eq(pawnLoanApplications.id, applicationId), ownedByUser(userId)))
    .limit(1);
  return !!row;
}
