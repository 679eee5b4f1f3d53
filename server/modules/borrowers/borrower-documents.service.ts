import type { TBorrowerDocumentRequest } from '@common/contracts/borrower-documents';
import { BORROWER_MESSAGES as M, type TBorrowerSummary } from '@common/contracts/borrowers';
import { AppError } from '../../lib/errors';
import { recordAudit, type TAuditActor } from '../audit';
import type { TObjectDeps } from '../objects';
import type { TConfirmSuperAdmin } from './borrower-delete.service';
import { CHECK_COLUMNS, lockBorrower, updateBorrowerFields, type TBorrowerRow } from './borrower-edits.repository';
import { confirmCallerUploads, objectIdOfPath, takeDocumentUploads } from './borrower-uploads.service';
import { BORROWER_ENTITY } from './borrowers-edit.service';
import { readBorrowerSummary, resolveBorrowerId } from './borrowers-read.service';

// The record's column for each document. The ID document's is the one staff set; otherwise the
// latest application's is shown.
const URL_COLUMNS = { photo: 'photoUrl', trn: 'trnPhotoUrl', signature: 'signatureUrl', idDocument: 'idDocumentUrl' } as const satisfies Record<string, keyof TBorrowerRow>;

/**
 * PUT /api/admin/borrower-documents (Manage Documents): a staff member, with an active super
 * admin's e-mail and password in the same body (checked first, throttled like every such check),
 * puts a document on a borrower record: their own fresh upload (then kept on the record) or one
 * that is already the borrower's. The document's check starts again at pending. Audited with the
 * document and its check before and after, and who confirmed.
 */
export async function putBorrowerDocument(
  deps: TObjectDeps & { confirmSuperAdmin: TConfirmSuperAdmin },
  input: { body: TBorrowerDocumentRequest; actor: TAuditActor },
): Promise<TBorrowerSummary> {
  const { body, actor } = input;
  const confirmer = await deps.confirmSuperAdmin({ email: body.adminEmail, password: body.adminPassword }, actor.ip);
  const id = await resolveBorrowerId(deps.db, body.borrowerEmail);
  const objectId = objectIdOfPath(body.documentUrl);
  await confirmCallerUploads(deps, actor.user.id, [objectId]);
  await deps.db.transaction(async (tx) => {
    const row = await lockBorrower(tx, id);
    if (!row) throw new AppError('NOT_FOUND', M.notFound);
    await takeDocumentUploads(tx, { borrowerId: id, callerId: actor.user.id, uploads: [{ objectId, document: body.documentType }] });
    const urlColumn = URL_COLUMNS[body.documentType];
    const check = CHECK_COLUMNS[body.documentType];
    const url = `/objects/uploads/${objectId}`;
    await updateBorrowerFields(tx, id, { [urlColumn]: url, [check.status]: 'pending', [check.by]: null, [check.at]: null });
    await recordAudit(tx, actor, {
      action: 'borrower.document',
      entity: BORROWER_ENTITY,
      entityId: id,
      summary: {
        documentType: body.documentType,
        objectId,
        confirmedBy: confirmer.email,
        before: { url: row[urlColumn], verification: row[check.status] },
        after: { url, verification: 'pending' },
      },
    });
  });
  return readBorrowerSummary(deps.db, id);
}
