import type { TSuperAdminCredentials } from '@common/contracts/credentials';
import type { TDb } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { TObjectStore } from '../../lib/object-store/object-store';
import { recordAudit } from '../audit';
import type { TThrottlePolicy } from '../auth';
import { verifySuperAdminCredentials } from '../auth';
import { objectPathOfId } from '../objects';
import {
  clearBorrowerDocuments,
  deleteApplicationRow,
  deleteObjectRows,
  hasPayments,
  lockApplicationObjects,
} from './pawn-loan-delete.repository';
import { APPLICATION_ENTITY, applicationIdOf, lockExistingApplication } from '../loans';
import type { TReviewer } from './pawn-loan-review.service';

export const HAS_PAYMENTS = 'This application has payments recorded and cannot be deleted.';
export const APPLICATION_DELETED = 'Application deleted';

export type TDeleteDeps = { db: TDb; store: TObjectStore; throttle: TThrottlePolicy };

/**
 * Deletes an application for good, once an active super admin has confirmed with e-mail and
 * password. Nothing is touched unless that check passes. The audit row (written first, in the same
 * transaction) keeps what was deleted and who confirmed it. Files go after the commit: a file
 * whose delete fails is only wasted space, while a row pointing at a deleted file would be broken.
 */
export async function deletePawnLoan(
  deps: TDeleteDeps,
  input: {
    id: string;
    credentials: TSuperAdminCredentials | null | undefined;
    reviewer: TReviewer;
    /** The browser's device cookie nonce for the e-mail given (verifySuperAdminCredentials). */
    device?: string | null;
    onFileError?: (key: string, error: unknown) => void;
  },
): Promise<{ message: string }> {
  const confirmer = await verifySuperAdminCredentials(deps.db, deps.throttle, input.credentials, input.reviewer.ip, input.device);
  const id = applicationIdOf(input.id);
  const keys = await deps.db.transaction(async (tx) => {
    // Locked first: a payment being recorded for it now waits, then fails its reference check.
    const application = await lockExistingApplication(tx, id);
    if (await hasPayments(tx, id)) throw new AppError('CONFLICT', HAS_PAYMENTS);
    const files = await lockApplicationObjects(tx, id);
    await recordAudit(tx, input.reviewer, {
      action: 'application.delete',
      entity: APPLICATION_ENTITY,
      entityId: id,
      summary: {
        applicationNumber: application.applicationNumber,
        borrowerName: application.borrowerName,
        status: application.status,
        loanAmount: application.loanAmount,
        confirmedBy: confirmer.email,
      },
    });
    if (application.borrowerId) await clearBorrowerDocuments(tx, application.borrowerId, files.map((f) => objectPathOfId(f.id)));
    await deleteObjectRows(tx, files.map((f) => f.id));
    await deleteApplicationRow(tx, id);
    return files.map((f) => f.key);
  });
  for (const key of keys) {
    await deps.store.delete(key).catch((error: unknown) => input.onFileError?.(key, error));
  }
  return { message: APPLICATION_DELETED };
}
