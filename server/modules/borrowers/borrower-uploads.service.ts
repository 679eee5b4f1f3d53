import { BORROWER_DOCUMENT_MESSAGES as D } from '@common/contracts/borrower-documents';
import type { TBorrowerDocumentType } from '@common/contracts/borrowers';
import type { TExecutor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { attachObjectToBorrower, confirmPresignedUpload, lockObjectsForAttach, PHOTO_TYPES, type TObjectDeps } from '../objects';
import { findBorrowerDocumentIds } from './borrower-profile.repository';

/** An upload named as one of a borrower's documents. */
export type TDocumentUpload = { objectId: string; document: TBorrowerDocumentType };

export const objectIdOfPath = (path: string) => path.slice('/objects/uploads/'.length).toLowerCase();

/**
 * Before the transaction, with presigned (S3) uploads: the app has not seen the caller's bytes yet,
 * so they are checked now. A refused or unfinished upload stays unstored and takeDocumentUploads
 * names it.
 */
export async function confirmCallerUploads(deps: TObjectDeps, callerId: string, objectIds: string[]): Promise<void> {
  if (!deps.store.verifyStored) return;
  for (const id of objectIds) await confirmPresignedUpload(deps, { id, uploader: { userId: callerId, visitorId: null } }).catch(() => undefined);
}

/**
 * In the transaction that holds the borrower row: each upload must already be the borrower's
 * (attached to one of their applications or kept on their record), or the caller's own stored
 * upload that nothing holds yet, which is then kept on the record (so the orphan job leaves it).
 * Someone else's upload is 403; an unknown, unfinished or already used one is 400. The photo, TRN
 * photo and signature are shown as pictures, so only the ID document may be a PDF.
 */
export async function takeDocumentUploads(tx: TExecutor, input: { borrowerId: string; callerId: string; uploads: TDocumentUpload[] }): Promise<void> {
  const ids = input.uploads.map((u) => u.objectId);
  if (ids.length === 0) return;
  if (new Set(ids).size !== ids.length) throw new AppError('BAD_REQUEST', D.usedElsewhere);
  const rows = new Map((await lockObjectsForAttach(tx, ids)).map((row) => [row.id.toLowerCase(), row]));
  const theirs = await findBorrowerDocumentIds(tx, input.borrowerId, ids);
  for (const { objectId, document } of input.uploads) {
    if (theirs.has(objectId)) continue;
    const row = rows.get(objectId);
    if (!row || row.status !== 'stored') throw new AppError('BAD_REQUEST', D.uploadNotFound);
    if (row.ownerUserId !== input.callerId) throw new AppError('FORBIDDEN', D.notYours);
    if (row.attachedAt !== null) throw new AppError('BAD_REQUEST', D.usedElsewhere);
    if (document !== 'idDocument' && !PHOTO_TYPES.has(row.contentType as never)) throw new AppError('BAD_REQUEST', D.notAnImage);
    if (!(await attachObjectToBorrower(tx, objectId, input.borrowerId, document))) throw new Error(`upload ${objectId} could not be attached while locked`);
  }
}
