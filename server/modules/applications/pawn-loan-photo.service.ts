import { z } from 'zod';
import type { TApplicationPhotoRequest } from '@common/contracts/pawn-loan-review';
import type { TPawnLoanListItem } from '@common/contracts/pawn-loans-list';
import { AppError } from '../../lib/errors';
import type { TDetectedType } from '../../lib/object-store/file-type-guard';
import { recordAudit } from '../audit';
import { attachObjectsToApplication, lockObjectsForAttach } from '../objects';
import { confirmPresignedUpload, objectPathOfId, type TObjectDeps } from '../objects';
import { PHOTO_TYPE_REFUSED, PHOTO_TYPES } from '../objects';
import { toItem } from './pawn-loans-list.service';
import { updateReviewFields } from './pawn-loan-review.repository';
import { APPLICATION_ENTITY, applicationIdOf, lockExistingApplication } from '../loans';
import type { TReviewer } from './pawn-loan-review.service';

export const PHOTO_NOT_AN_UPLOAD = 'The photo must be a file uploaded here. Please upload the photo again.';
export const PHOTO_UPLOAD_NOT_FOUND = 'The photo upload was not found. Please upload the photo again.';
export const PHOTO_ALREADY_USED = 'This photo upload is already part of an application. Please upload a new photo.';

const UPLOAD_PREFIX = '/objects/uploads/';
const ZUploadId = z.uuid();

/** The object id named by an /objects/uploads/<uuid> path, or a 400 for anything else. */
function uploadIdOf(path: string): string {
  const id = path.startsWith(UPLOAD_PREFIX) ? path.slice(UPLOAD_PREFIX.length) : '';
  if (!ZUploadId.safeParse(id).success) throw new AppError('BAD_REQUEST', PHOTO_NOT_AN_UPLOAD);
  return id.toLowerCase();
}

/**
 * Replaces the borrower photo with an upload the caller made themselves (POST /api/upload-photo or
 * /api/objects/upload) that no application holds yet. The new photo has not been checked by
 * anyone, so its verification goes back to pending. The earlier photo stays attached to the
 * application (it is part of its record) and goes with it if the application is deleted.
 */
export async function replaceBorrowerPhoto(
  deps: TObjectDeps,
  input: { id: string; body: TApplicationPhotoRequest; reviewer: TReviewer },
): Promise<TPawnLoanListItem> {
  const id = applicationIdOf(input.id);
  const objectId = uploadIdOf(input.body.borrowerPhotoUrl.trim());
  const { user } = input.reviewer;
  // With presigned (S3) uploads the app has not seen the bytes yet; a refused or unfinished
  // upload stays unstored and the check below names it.
  if (deps.store.verifyStored) {
    await confirmPresignedUpload(deps, { id: objectId, uploader: { userId: user.id, visitorId: null } }).catch(() => undefined);
  }
  return deps.db.transaction(async (tx) => {
    const current = await lockExistingApplication(tx, id);
    const [object] = await lockObjectsForAttach(tx, [objectId]);
    if (!object || object.ownerUserId !== user.id || object.status !== 'stored') throw new AppError('BAD_REQUEST', PHOTO_UPLOAD_NOT_FOUND);
    if (object.attachedAt !== null) throw new AppError('BAD_REQUEST', PHOTO_ALREADY_USED);
    // A PDF from the general uploader would not show as a photo.
    if (!object.contentType || !PHOTO_TYPES.has(object.contentType as TDetectedType)) throw new AppError('BAD_REQUEST', PHOTO_TYPE_REFUSED);
    const attached = await attachObjectsToApplication(tx, [objectId], id);
    if (attached !== 1) throw new Error(`photo upload ${objectId} could not be attached while locked`);
    const borrowerPhotoUrl = objectPathOfId(objectId);
    const updated = await updateReviewFields(tx, id, { borrowerPhotoUrl, borrowerPhotoVerified: 'pending' });
    await recordAudit(tx, input.reviewer, {
      action: 'application.photo',
      entity: APPLICATION_ENTITY,
      entityId: id,
      summary: {
        applicationNumber: current.applicationNumber,
        objectId,
        before: { borrowerPhotoUrl: current.borrowerPhotoUrl, borrowerPhotoVerified: current.borrowerPhotoVerified },
        after: { borrowerPhotoUrl, borrowerPhotoVerified: 'pending' },
      },
    });
    return toItem(updated);
  });
}
