import { BORROWER_MESSAGES as M, BORROWER_PROFILE_MESSAGES, type TBorrowerProfileRequest, type TBorrowerSummary } from '@common/contracts/borrowers';
import type { TDb } from '../../db/client';
import { AppError } from '../../lib/errors';
import { recordAudit, type TAuditActor } from '../audit';
import { lockBorrower, updateBorrowerFields, type TBorrowerEditable, type TBorrowerRow } from './borrower-edits.repository';
import { findBorrowerDocumentIds } from './borrower-profile.repository';
import { BORROWER_ENTITY, normalizeTrn } from './borrowers-edit.service';
import { readBorrowerSummary, resolveBorrowerId } from './borrowers-read.service';

// Each document field, and the check that goes back to pending when the document changes.
const DOCUMENTS = [
  { field: 'photoUrl', check: ['photoVerified', 'photoVerifiedByUserId', 'photoVerifiedAt'] },
  { field: 'signatureUrl', check: ['signatureVerified', 'signatureVerifiedByUserId', 'signatureVerifiedAt'] },
  { field: 'trnPhotoUrl', check: ['trnPhotoVerified', 'trnPhotoVerifiedByUserId', 'trnPhotoVerifiedAt'] },
] as const;

const idOfPath = (path: string) => path.slice('/objects/uploads/'.length).toLowerCase();

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
 * uploads (from their applications): staff may put back an earlier photo or signature, but an
 * upload that belongs to no record would be removed by the orphan job, so it is refused. Audited
 * with the changed fields before and after.
 */
export async function updateBorrowerProfile(db: TDb, input: { key: string; body: TBorrowerProfileRequest; actor: TAuditActor }): Promise<TBorrowerSummary> {
  const id = await resolveBorrowerId(db, input.key);
  await db.transaction(async (tx) => {
    const row = await lockBorrower(tx, id);
    if (!row) throw new AppError('NOT_FOUND', M.notFound);
    const next = detailChanges(row, input.body.borrowerDetails);
    const wanted = DOCUMENTS.flatMap(({ field }) => {
      const value = input.body[field];
      return value !== undefined && value !== '' && value !== row[field] ? [idOfPath(value)] : [];
    });
    const theirs = await findBorrowerDocumentIds(tx, id, wanted);
    if (wanted.some((objectId) => !theirs.has(objectId))) throw new AppError('BAD_REQUEST', BORROWER_PROFILE_MESSAGES.documentNotTheirs);
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
