import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { TBorrowerDocumentType } from '@common/contracts/borrowers';
import type { TDocumentAccessVia } from '@common/contracts/borrower-documents';
import { rowsOf, type TExecutor } from '../../db/client';
import { borrowers, documentAccessLog, objects, pawnLoanApplications } from '../../db/schema';
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
 * Attaches a stored, still unattached upload to the shop (its logo): attached_at alone, so the
 * orphan job keeps it while shop_settings names it. Answers whether it was attached.
 */
export async function attachObjectToShop(db: TExecutor, id: string): Promise<boolean> {
  const rows = await db
    .update(objects)
    .set({ attachedAt: new Date() })
    .where(and(eq(objects.id, id), eq(objects.status, 'stored'), isNull(objects.attachedAt)))
    .returning({ id: objects.id });
  return rows.length > 0;
}

/**
 * Deletes the row of a replaced shop logo when nothing else holds it; answers its key, for the
 * caller to delete the file after commit.
 */
export async function deleteShopAttachment(db: TExecutor, id: string): Promise<{ key: string } | null> {
  const [row] = await db
    .delete(objects)
    .where(and(eq(objects.id, id), isNull(objects.applicationId), isNull(objects.attachedUserId), isNull(objects.attachedBorrowerId)))
    .returning({ key: objects.key });
  return row ?? null;
}

/**
 * Deletes the row of an upload that only this user's profile holds (no application or borrower record does), once
 * they replaced or removed it; answers its key, for the caller to delete the file after commit.
 */
export async function deleteUserAttachment(db: TExecutor, id: string, userId: string): Promise<{ key: string } | null> {
  const [row] = await db
    .delete(objects)
    .where(and(eq(objects.id, id), eq(objects.attachedUserId, userId), isNull(objects.applicationId), isNull(objects.attachedBorrowerId)))
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

/** Keeps a stored, still unattached upload on a borrower record as one of their documents; answers whether it did. */
export async function attachObjectToBorrower(db: TExecutor, id: string, borrowerId: string, document: TBorrowerDocumentType): Promise<boolean> {
  const rows = await db
    .update(objects)
    .set({ attachedBorrowerId: borrowerId, attachedDocument: document, attachedAt: new Date() })
    .where(and(eq(objects.id, id), eq(objects.status, 'stored'), isNull(objects.attachedAt)))
    .returning({ id: objects.id });
  return rows.length === 1;
}

/** Whether a borrower record is the signed-in user's own (linked by id). */
export async function isBorrowerRecordOfUser(db: TExecutor, borrowerId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: borrowers.id })
    .from(borrowers)
    .where(and(eq(borrowers.id, borrowerId), eq(borrowers.userId, userId)))
    .limit(1);
  return !!row;
}

export type TBorrowerDocumentOf = { borrowerId: string; document: TBorrowerDocumentType };

/**
 * Whose identity document an upload is, and which one: kept on a borrower record (staff put it
 * there), or attached to an application (the column of the application, or of its borrower's
 * record, that names it). Both lookups go by primary key. An application upload no column names
 * any more can only be a borrower photo that a review replaced (the one replace of an application
 * document), so it counts as a photo.
 */
export async function findBorrowerDocumentsOfObject(
  db: TExecutor,
  row: Pick<TObjectRow, 'id' | 'applicationId' | 'attachedBorrowerId' | 'attachedDocument'>,
): Promise<TBorrowerDocumentOf[]> {
  if (row.attachedBorrowerId && row.attachedDocument) return [{ borrowerId: row.attachedBorrowerId, document: row.attachedDocument as TBorrowerDocumentType }];
  if (!row.applicationId) return [];
  const path = `/objects/uploads/${row.id.toLowerCase()}`;
  const result = await db.execute(sql`
    select a.borrower_id as "borrowerId", coalesce((
      select d.document from (values
        (1, 'idDocument', a.id_document_url), (2, 'trn', a.borrower_trn_photo_url), (3, 'signature', a.borrower_signature_url),
        (4, 'photo', a.borrower_photo_url), (5, 'idDocument', b.id_document_url), (6, 'trn', b.trn_photo_url),
        (7, 'signature', b.signature_url), (8, 'photo', b.photo_url)) d(n, document, url)
      where d.url = ${path} order by d.n limit 1), 'photo') as document
    from pawn_loan_applications a left join borrowers b on b.id = a.borrower_id
    where a.id = ${row.applicationId}::uuid and a.borrower_id is not null`);
  return rowsOf<TBorrowerDocumentOf>(result);
}

export async function insertDocumentAccess(
  db: TExecutor,
  entry: TBorrowerDocumentOf & { staffUserId: string; staffEmail: string; objectId: string; via: TDocumentAccessVia },
): Promise<void> {
  await db.insert(documentAccessLog).values(entry);
}
