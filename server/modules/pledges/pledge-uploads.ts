import type { TExecutor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { attachObjectsToApplication, confirmPresignedUpload, lockObjectsForAttach, objectPathOfId, PHOTO_TYPES, type TObjectDeps } from '../objects';

const UPLOAD_PREFIX = '/objects/uploads/';

/** The object id an /objects/uploads/<uuid> path names (the contract checked its form). */
export const uploadIdOf = (path: string): string => path.trim().slice(UPLOAD_PREFIX.length).toLowerCase();

/** With presigned (S3) uploads the app has not seen the bytes yet: confirm them before the transaction. */
export async function confirmUploads(deps: TObjectDeps, ids: readonly string[], userId: string): Promise<void> {
  if (!deps.store.verifyStored) return;
  for (const id of ids) await confirmPresignedUpload(deps, { id, uploader: { userId, visitorId: null } }).catch(() => undefined);
}

/**
 * The normal upload flow's rule for a file staff attach to a loan: their own upload, stored, not
 * attached to anything yet, and an image. Paths in `kept` (already the item's photos) pass as they
 * are. The new ones are attached to the loan, so staff and the loan's borrower can read them and
 * they go with the loan if it is deleted. Answers the paths in their stored form, in order.
 */
export async function attachLoanImages(
  tx: TExecutor,
  input: { paths: readonly string[]; kept?: readonly string[]; loanId: string; userId: string; notFound: string; notImage: string },
): Promise<string[]> {
  const kept = new Set(input.kept ?? []);
  const ids = [...new Set(input.paths.map(uploadIdOf))];
  const fresh = ids.filter((id) => !kept.has(objectPathOfId(id)));
  const objects = new Map((await lockObjectsForAttach(tx, fresh)).map((row) => [row.id, row]));
  for (const id of fresh) {
    const object = objects.get(id);
    // Unknown, someone else's, unfinished or already used: one answer, so ids cannot be probed.
    if (!object || object.ownerUserId !== input.userId || object.status !== 'stored' || object.attachedAt !== null) {
      throw new AppError('BAD_REQUEST', input.notFound);
    }
    if (!(PHOTO_TYPES as ReadonlySet<string>).has(object.contentType ?? '')) throw new AppError('BAD_REQUEST', input.notImage);
  }
  if ((await attachObjectsToApplication(tx, fresh, input.loanId)) !== fresh.length) throw new Error('locked, stored uploads were not all attached');
  return ids.map(objectPathOfId);
}
