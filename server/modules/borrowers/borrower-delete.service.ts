import { BORROWER_MESSAGES as M } from '@common/contracts/borrowers';
import type { TSuperAdminCredentials } from '@common/contracts/credentials';
import { isUuid } from '@common/contracts/fields';
import type { TDb } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { TObjectStore } from '../../lib/object-store/object-store';
import { recordAudit, type TAuditActor } from '../audit';
import { lockBorrower } from './borrower-edits.repository';
import { deleteBorrowerRows, lockBorrowerApplications, lockBorrowerObjects } from './borrower-delete.repository';
import { BORROWER_ENTITY } from './borrowers-edit.service';

/**
 * The super admin's say-so (e-mail and password of an active super admin; throttled), handed in by
 * the wiring: the auth module builds on borrowers, so borrowers cannot import it.
 */
export type TConfirmSuperAdmin = (credentials: TSuperAdminCredentials | null | undefined, ip: string) => Promise<{ email: string }>;

export type TBorrowerDeleteDeps = { db: TDb; store: TObjectStore; confirmSuperAdmin: TConfirmSuperAdmin };

// Money is still owed (or about to be lent) on these: the borrower's history must stay.
const OPEN_LOAN_STATUSES = new Set(['approved', 'active', 'defaulted']);
const OBJECT_PATH = /^\/objects\/uploads\/([0-9a-f-]{36})$/i;

/**
 * DELETE /api/admin/borrowers/{id}: the borrower, their applications (with history, schedules and
 * payments) and their uploads, in one transaction, once an active super admin has confirmed. The
 * audit row keeps counts and who confirmed, no personal data. Files go after the commit: a file
 * whose delete fails is only wasted space, while a row pointing at a deleted file would be broken.
 */
export async function deleteBorrower(
  deps: TBorrowerDeleteDeps,
  input: { id: string; credentials: TSuperAdminCredentials | null | undefined; actor: TAuditActor; onFileError?: (key: string, error: unknown) => void },
): Promise<{ message: string }> {
  const confirmer = await deps.confirmSuperAdmin(input.credentials, input.actor.ip);
  if (!isUuid(input.id)) throw new AppError('NOT_FOUND', M.notFound);
  const keys = await deps.db.transaction(async (tx) => {
    const borrower = await lockBorrower(tx, input.id);
    if (!borrower) throw new AppError('NOT_FOUND', M.notFound);
    const applications = await lockBorrowerApplications(tx, borrower.id);
    if (applications.some((a) => OPEN_LOAN_STATUSES.has(a.status))) throw new AppError('CONFLICT', M.hasOpenLoans);
    const named = [borrower.photoUrl, borrower.trnPhotoUrl, borrower.signatureUrl, borrower.idDocumentUrl].flatMap((url) => OBJECT_PATH.exec(url ?? '')?.[1] ?? []);
    const applicationIds = applications.map((a) => a.id);
    const files = await lockBorrowerObjects(tx, borrower.id, applicationIds, named);
    const payments = await deleteBorrowerRows(tx, { borrowerId: borrower.id, applicationIds, objectIds: files.map((f) => f.id) });
    await recordAudit(tx, input.actor, {
      action: 'borrower.delete',
      entity: BORROWER_ENTITY,
      entityId: borrower.id,
      summary: { applications: applications.length, payments, files: files.length, confirmedBy: confirmer.email },
    });
    return files.map((f) => f.key);
  });
  for (const key of keys) {
    await deps.store.delete(key).catch((error: unknown) => input.onFileError?.(key, error));
  }
  return { message: M.deleted };
}
