import { randomUUID } from 'node:crypto';
import type { TUploadPhotoResponse } from '@common/contracts/objects';
import { AppError } from '../../lib/errors';
import { detectFileType, type TDetectedType } from '../../lib/object-store/file-type-guard';
import { cleanUploadContent } from '../../lib/object-store/upload-content';
import { recordAudit, type TAuditActor } from '../audit';
import { insertReceivingObject, markStored } from './objects.repository';
import { discardClaimedUpload, FILE_TOO_LARGE, finalKeyOf, MAX_UPLOAD_BYTES, objectPathOfId, type TObjectDeps, uploadRefusalOf } from './objects.service';

export const PHOTO_MISSING = 'Please choose a photo to upload.';
export const PHOTO_TYPE_REFUSED = 'Only JPEG, PNG or WebP photos can be uploaded.';

// A photo is shown inline in staff pages and forms, so documents (PDF) are refused here too.
export const PHOTO_TYPES: ReadonlySet<TDetectedType> = new Set(['image/jpeg', 'image/png', 'image/webp']);

/**
 * Stores a photo a staff member sent through the app (multipart, already read in full), on either
 * backend. It becomes an ordinary stored upload of that staff member: readable at once, attachable
 * to an application they submit, removed after 24 hours if never attached.
 */
export async function storeStaffPhoto(deps: TObjectDeps, input: { actor: TAuditActor; bytes: Buffer }): Promise<TUploadPhotoResponse> {
  const { db, store } = deps;
  // An empty part is what a browser sends for a file input left empty.
  if (input.bytes.length === 0) throw new AppError('BAD_REQUEST', PHOTO_MISSING);
  if (input.bytes.length > MAX_UPLOAD_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', FILE_TOO_LARGE);
  const contentType = detectFileType(input.bytes.subarray(0, 16));
  if (!contentType || !PHOTO_TYPES.has(contentType)) throw new AppError('BAD_REQUEST', PHOTO_TYPE_REFUSED);
  // Decoded in full and stripped of EXIF (a phone photo's GPS position) before anything is stored.
  const bytes = await cleanUploadContent(input.bytes, contentType).catch((error: unknown) => {
    throw uploadRefusalOf(error);
  });

  const id = randomUUID();
  const key = finalKeyOf(id);
  // Row first: should the process die mid-write, the orphan job still finds and removes the file.
  await insertReceivingObject(db, { id, key, ownerUserId: input.actor.user.id });
  try {
    await store.put(key, bytes, contentType);
    // The upload exists for others from the moment it is stored: the audit row comes with it.
    await db.transaction(async (tx) => {
      await markStored(tx, id, { contentType, size: bytes.length });
      await recordAudit(tx, input.actor, {
        action: 'object.upload-photo',
        entity: 'object',
        entityId: id,
        summary: { contentType, size: bytes.length },
      });
    });
  } catch (error) {
    throw await discardClaimedUpload(deps, id, [key], error);
  }
  return { url: objectPathOfId(id) };
}
