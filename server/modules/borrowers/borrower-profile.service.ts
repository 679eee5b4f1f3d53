import { BORROWER_MESSAGES as M, type TBorrowerProfileRequest, type TBorrowerSummary } from '@common/contracts/borrowers';
import { AppError } from '../../lib/errors';
import { recordAudit, type TAuditActor } from '../audit';
import type { TObjectDeps } from '../objects';
import { lockBorrower, updateBorrowerFields, type TBorrowerEditable, type TBorrowerRow } from './borrower-edits.repository';
import { confirmCallerUploads, objectIdOfPath, takeDocumentUploads, type TDocumentUpload } from './borrower-uploads.service';
import { BORROWER_ENTITY, normalizeTrn } from './borrowers-edit.service';
import { readBorrowerSummary, resolveBorrowerId } from './borrowers-read.service';

// Each document field, and the check that goes back to pending when the document changes.
const DOCUMENTS = [
  { field: 'photoUrl', document: 'photo', check: ['photoVerified', 'photoVerifiedByUserId', 'photoVerifiedAt'] },
  { field: 'signatureUrl', document: 'signature', check: ['signatureVerified', 'signatureVerifiedByUserId', 'signatureVerifiedAt'] },
  { field: 'trnPhotoUrl', document: 'trn', check: ['trnPhotoVerified', 'trnPhotoVerifiedByUserId', 'trnPhotoVerifiedAt'] },
] as const;

/** The fields the request changes, as the row would hold them. */
function detailChanges(row: TBorrowerRow, details: TBorrowerProfileRequest['borrowerDetails']): TBorrowerEditable {
  const next: TBorrowerEditable = {};
  if (!details) return next;
  if (details.name !== undefined && details.name !== row.name) next.name = details.name;
  if (details.phone !== undefined && details.phone !== row.phone) next.phone = details.phone;
  if (details.address !== undefined && details.address !== row.address) next.address = details.address;
  if (details.trn !== undefined) {
    const trn = normalizeTrn(details.trn);
    if (trn !== row.trn) next.trn = trn;
  }
  return next;
}

/**
 * PUT /api/admin/borrower/{email}/profile. A document must be one of the borrower's own stored
 * uploads (staff may put back an earlier photo or signature), or the caller's own fresh upload (the
 * signature pad, the TRN photo upload), which is then kept on the record so the orphan job leaves
 * it (takeDocumentUploads). Audited with the changed fields before and after.
 */
export async function updateBorrowerProfile(deps: TObjectDeps, input: { key: string; body: TBorrowerProfileRequest; actor: TAuditActor }): Promise<TBorrowerSummary> {
  const { db } = deps;
  const id = await resolveBorrowerId(db, input.key);
  const wanted = (row: Pick<TBorrowerRow, 'photoUrl' | 'signatureUrl' | 'trnPhotoUrl'> | null): TDocumentUpload[] =>
    DOCUMENTS.flatMap(({ field, document }) => {
      const value = input.body[field];
      return value !== undefined && value !== '' && value !== row?.[field] ? [{ objectId: objectIdOfPath(value), document }] : [];
    });
  await confirmCallerUploads(deps, input.actor.user.id, wanted(null).map((u) => u.objectId));
  await db.transaction(async (tx) => {
    const row = await lockBorrower(tx, id);
    if (!row) throw new AppError('NOT_FOUND', M.notFound);
    const next = detailChanges(row, input.body.borrowerDetails);
    await takeDocumentUploads(tx, { borrowerId: id, callerId: input.actor.user.id, uploads: wanted(row) });
    for (const { field, check } of DOCUMENTS) {
      const value = input.body[field];
      if (value === undefined) continue;
      const path = value === '' ? null : value;
      if (path === row[field]) continue;
      Object.assign(next, { [field]: path, [check[0]]: 'pending', [check[1]]: null, [check[2]]: null });
    }
    const changed = Object.keys(next).filter((k) => !k.includes('Verified')) as (keyof TBorrowerRow)[];
    if (changed.length === 0) return;
    await updateBorrowerFields(tx, id, next);
    await recordAudit(tx, input.actor, {
      action: 'borrower.profile',
      entity: BORROWER_ENTITY,
      entityId: id,
      summary: {
        before: Object.fromEntries(changed.map((k) => [k, row[k]])),
        after: Object.fromEntries(changed.map((k) => [k, next[k as keyof TBorrowerEditable]])),
      },
    });
  });
  return readBorrowerSummary(db, id);
}
