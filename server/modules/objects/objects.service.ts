import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { Readable } from 'node:stream';
import { can, type TActor } from '@common/permissions';
import type { TDocumentAccessVia } from '@common/contracts/borrower-documents';
import { isUuid } from '@common/contracts/fields';
import type { TDb } from '../../db/client';
import type { TEnv } from '../../env';
import { AppError } from '../../lib/errors';
import { matchesETag } from '../../lib/http-cache';
import { FileTooLargeError, FileTypeRefusedError, readGuarded } from '../../lib/object-store/file-type-guard';
import { isValidObjectKey, type TObjectStore, type TUploadTarget } from '../../lib/object-store/object-store';
import { cleanUploadContent, MAX_IMAGE_PIXELS, UploadContentRefusedError } from '../../lib/object-store/upload-content';
import { countHit } from '../../lib/rate-counter.repository';
import {
  claimPendingUpload,
  deleteObjectRow,
  deleteOrphanRow,
  findBorrowerDocumentsOfObject,
  findObject,
  insertDocumentAccess,
  insertPendingUpload,
  isApplicationOfBorrower,
  isBorrowerRecordOfUser,
  listOrphans,
  markStored,
  type TObjectRow,
} from './objects.repository';

export type TObjectDeps = { db: TDb; store: TObjectStore };
/** Who uploads or reads: a signed-in user, or a guest known only by the visitor cookie. */
export type TUploader = { userId: string | null; visitorId: string | null };
/** A reader is known like an uploader, plus the signed-in user's e-mail, which names their own applications. */
export type TReader = TUploader;
export type TUploadLimits = { perVisitorPerHour: number; perIpPerHour: number };

export const UPLOAD_URL_TTL_MS = 15 * 60_000;
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const ORPHAN_MAX_AGE_HOURS = 24;

export const FILE_TOO_LARGE = 'File too large. Maximum size: 10MB';
export const FILE_TYPE_REFUSED = 'Only JPEG, PNG, PDF or WebP files can be uploaded';
export const IMAGE_UNREADABLE = 'This image could not be read: it is damaged, cut off, or not really a JPEG, PNG or WebP file. Please choose or take the photo again.';
export const IMAGE_TOO_MANY_PIXELS = `This image has too many pixels (at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels). Please take or save it at a lower resolution.`;
export const PDF_ACTIVE_CONTENT = 'This PDF contains scripts, automatic actions or attached files, which cannot be uploaded. Please print it to a new PDF, or take a photo of it, and upload that.';
export const PDF_UNCHECKED = 'This PDF could not be checked for scripts: it is encrypted, damaged or in an unusual format. Please print it to a new PDF, or take a photo of it, and upload that.';
export const UPLOAD_LINK_INVALID = 'This upload link is not valid, has expired or was already used. Please try the upload again.';
const OBJECT_NOT_FOUND = 'File not found';

const hashToken = (token: string) => createHash('sha256').update(token).digest();
const keyOf = (id: string) => `uploads/${id.toLowerCase()}`;
/** Where a file lives once accepted, when no upload URL may point at it (S3 uploads, staff photos). */
export const finalKeyOf = (id: string) => `files/${id.toLowerCase()}`;
/** The path a file is read under, whatever key it is stored at. */
export const objectPathOfId = (id: string) => `/objects/uploads/${id.toLowerCase()}`;

const isUploaderOf = (row: TObjectRow, who: TUploader) =>
  (!!row.ownerUserId && row.ownerUserId === who.userId) || (!!row.visitorId && row.visitorId === who.visitorId);

async function enforceIssueLimits(db: TDb, uploader: TUploader, ip: string, limits: TUploadLimits): Promise<void> {
  const who = uploader.userId ? `user:${uploader.userId}` : `vid:${uploader.visitorId ?? 'none'}`;
  const own = await countHit(db, `upload-url:${who}`, 60);
  const byIp = await countHit(db, `upload-url:ip:${ip}`, 60);
  const over = [own.hits > limits.perVisitorPerHour ? own : null, byIp.hits > limits.perIpPerHour ? byIp : null].filter((x) => x !== null);
  if (over.length > 0) {
    const seconds = Math.max(...over.map((x) => x.retryAfterSeconds));
    const minutes = Math.ceil(seconds / 60);
    throw new AppError(
      'TOO_MANY_REQUESTS',
      `Too many uploads. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
      { headers: { 'retry-after': String(seconds) } },
    );
  }
}

/** Issues a signed, expiring, single-use upload address; only the token's hash is kept. */
export async function issueUploadTarget(
  deps: TObjectDeps,
  input: { uploader: TUploader; ip: string; limits: TUploadLimits; ttlMs?: number },
): Promise<TUploadTarget> {
  await enforceIssueLimits(deps.db, input.uploader, input.ip, input.limits);
  const id = randomUUID();
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + (input.ttlMs ?? UPLOAD_URL_TTL_MS));
  await insertPendingUpload(deps.db, {
    id,
    key: keyOf(id),
    ownerUserId: input.uploader.userId,
    visitorId: input.uploader.userId ? null : input.uploader.visitorId,
    uploadTokenHash: hashToken(token).toString('base64url'),
    uploadExpiresAt: expiresAt,
  });
  return deps.store.createUploadTarget({ key: keyOf(id), token, expiresAt });
}

/**
 * Receives the bytes of a local upload. The URL is spent before the first byte is written, and
 * any refusal deletes the row, so a refused upload can never be retried under the same address.
 */
export async function receiveUpload(
  deps: TObjectDeps,
  input: { id: string; token: string | undefined; declaredLength: number | null; source: Readable },
): Promise<{ objectPath: string }> {
  const { db, store } = deps;
  if (!store.writeStream || !isUuid(input.id)) throw new AppError('NOT_FOUND', OBJECT_NOT_FOUND);
  const row = await findObject(db, input.id);
  if (!row) throw new AppError('NOT_FOUND', OBJECT_NOT_FOUND);
  const given = hashToken(input.token ?? '');
  const stored = Buffer.from(row.uploadTokenHash ?? '', 'base64url');
  const tokenMatches = stored.length === given.length && timingSafeEqual(stored, given);
  const live = row.status === 'pending' && !!row.uploadExpiresAt && row.uploadExpiresAt.getTime() > Date.now();
  if (!tokenMatches || !live) throw new AppError('FORBIDDEN', UPLOAD_LINK_INVALID);
  const claimed = await claimPendingUpload(db, row.id, stored.toString('base64url'));
  if (!claimed) throw new AppError('FORBIDDEN', UPLOAD_LINK_INVALID);

  try {
    if (input.declaredLength !== null && input.declaredLength > MAX_UPLOAD_BYTES) throw new FileTooLargeError('declared too large');
    // Held in memory (10 MB at most) until checked and cleaned: nothing unchecked reaches the disk.
    const received = await readGuarded(input.source, MAX_UPLOAD_BYTES);
    const bytes = await cleanUploadContent(received.bytes, received.type);
    const { size } = await store.writeStream(claimed.key, Readable.from([bytes]));
    await markStored(db, claimed.id, { contentType: received.type, size });
    return { objectPath: objectPathOfId(claimed.id) };
  } catch (error) {
    throw await discardClaimedUpload(deps, claimed.id, [claimed.key], error);
  }
}

/**
 * Opens a stored upload for a reader allowed to see it: staff always, its uploader until it is
 * attached, the user whose own profile holds it, and the borrower whose application or record
 * holds it. Everyone else gets the same 404 as for an unknown id, so ids cannot be probed.
 *
 * A staff read of a borrower's identity document is logged first (document_access_log), and a
 * failure to log refuses the read. Such a read answers `logged`: the route then lets the browser
 * keep the bytes only if it asks again each time (ETag), so every showing is logged; a matching
 * `ifNoneMatch` is logged and answered without opening the file.
 */
export async function openUpload(
  deps: TObjectDeps,
  input: {
    id: string;
    actor: TActor;
    reader: TReader;
    staff?: TStaffReader | null;
    via?: TDocumentAccessVia;
    ifNoneMatch?: string | undefined;
    onAccessLogError?: (error: unknown) => void;
  },
): Promise<TOpenedUpload> {
  const notFound = new AppError('NOT_FOUND', OBJECT_NOT_FOUND);
  if (!isUuid(input.id)) throw notFound;
  let row = await findObject(deps.db, input.id);
  // A row whose key names no file the store may open (a hand-edited row) is no upload at all.
  if (!row || !isValidObjectKey(row.key)) throw notFound;
  const isUploader = row.attachedAt === null && isUploaderOf(row, input.reader);
  // A presigned upload nobody has confirmed yet (the form previews it before submitting): its
  // checks run now, so bytes that skipped the app's guard are never served unchecked.
  if (isUploader && row.status === 'pending' && deps.store.verifyStored) {
    await confirmPresignedUpload(deps, { id: row.id, uploader: input.reader });
    row = await findObject(deps.db, input.id);
  }
  if (!row || row.status !== 'stored' || !row.contentType) throw notFound;
  const isStaff = can(input.actor, 'objects.readAny');
  const isOwnProfileDocument = !!row.attachedUserId && row.attachedUserId === input.reader.userId;
  const allowed =
    isUploader || isOwnProfileDocument || isStaff || (await isOwnApplicationDocument(deps.db, row, input)) || (await isOwnRecordDocument(deps.db, row, input));
  if (!allowed) throw notFound;
  const logged = !isUploader && isStaff && !!input.staff && (await logStaffRead(deps.db, row, input.staff, input.via ?? 'api', input.onAccessLogError));
  const etag = `"${row.id}"`;
  if (logged && input.ifNoneMatch !== undefined && matchesETag(input.ifNoneMatch, etag)) return { notModified: true, etag };
  const stream = await deps.store.openReadStream(row.key);
  if (!stream) throw notFound;
  return { notModified: false, stream, contentType: row.contentType, size: row.size, logged, etag };
}

/** The signed-in staff member, as the access log names them. */
export type TStaffReader = { userId: string; email: string };
export type TOpenedUpload =
  | { notModified: true; etag: string }
  | { notModified: false; stream: Readable; contentType: string; size: number | null; logged: boolean; etag: string };

const ACCESS_LOG_FAILED = 'This document cannot be shown right now because its access could not be recorded. Please try again.';

/** Records a staff read of a borrower's document; answers whether the upload is one. Refuses the read when the log cannot be written. */
async function logStaffRead(db: TDb, row: TObjectRow, staff: TStaffReader, via: TDocumentAccessVia, onError?: (error: unknown) => void): Promise<boolean> {
  try {
    const owners = await findBorrowerDocumentsOfObject(db, row);
    for (const owner of owners) await insertDocumentAccess(db, { ...owner, staffUserId: staff.userId, staffEmail: staff.email, objectId: row.id, via });
    return owners.length > 0;
  } catch (error) {
    onError?.(error);
    throw new AppError('SERVICE_UNAVAILABLE', ACCESS_LOG_FAILED);
  }
}

async function isOwnApplicationDocument(db: TDb, row: TObjectRow, input: { actor: TActor; reader: TReader }): Promise<boolean> {
  if (!row.applicationId || !input.reader.userId || !can(input.actor, 'borrower.ownLoans')) return false;
  return isApplicationOfBorrower(db, row.applicationId, input.reader.userId);
}

/** A document staff kept on the borrower's record is theirs to see, like their applications' ones. */
async function isOwnRecordDocument(db: TDb, row: TObjectRow, input: { actor: TActor; reader: TReader }): Promise<boolean> {
  if (!row.attachedBorrowerId || !input.reader.userId || !can(input.actor, 'borrower.ownLoans')) return false;
  return isBorrowerRecordOfUser(db, row.attachedBorrowerId, input.reader.userId);
}

/** Deletes uploads never attached to an application or profile once they are old enough: rows first, then files. */
export async function deleteOrphanUploads(deps: TObjectDeps, maxAgeHours = ORPHAN_MAX_AGE_HOURS): Promise<number> {
  const cutoff = new Date(Date.now() - maxAgeHours * 3_600_000);
  let deleted = 0;
  for (;;) {
    const batch = await listOrphans(deps.db, cutoff, 100);
    for (const orphan of batch) {
      // Row first: a file without a row is harmless, a row without its file would be served as missing.
      if (await deleteOrphanRow(deps.db, orphan.id)) {
        await deps.store.delete(orphan.key);
        deleted += 1;
      }
    }
    if (batch.length < 100) return deleted;
  }
}

// --- S3 backend only -------------------------------------------------------------------------
// With a presigned PUT the bytes go straight to the bucket, past the guard receiveUpload runs, so
// the app checks them afterwards: before an upload is attached, this must have marked it stored.

const UPLOAD_NOT_FINISHED = 'The file has not finished uploading. Please try the upload again.';

/**
 * Checks a presigned upload once the browser reports it done: moves it to its final key, checks
 * size (HEAD) and magic bytes (first 16 bytes) there, then reads it whole for the content check
 * (a cleaned image replaces it there), and marks it stored or deletes objects and row. Only its
 * uploader may confirm it; confirming a stored upload again is a no-op, so callers may confirm
 * before every attach.
 */
export async function confirmPresignedUpload(
  deps: TObjectDeps,
  input: { id: string; uploader: TUploader },
): Promise<{ objectPath: string; contentType: string; size: number }> {
  const { db, store } = deps;
  const notFound = new AppError('NOT_FOUND', OBJECT_NOT_FOUND);
  if (!store.verifyStored || !store.move || !isUuid(input.id)) throw notFound;
  const row = await findObject(db, input.id);
  if (!row || !isUploaderOf(row, input.uploader)) throw notFound;
  const objectPath = objectPathOfId(row.id);
  if (row.status === 'stored' && row.contentType && row.size !== null) return { objectPath, contentType: row.contentType, size: row.size };
  if (row.status !== 'pending' || !row.uploadTokenHash) throw new AppError('FORBIDDEN', UPLOAD_LINK_INVALID);
  // Nothing arrived yet: leave the row pending so the browser can still finish with the same URL.
  if (!(await store.head(row.key))) throw new AppError('BAD_REQUEST', UPLOAD_NOT_FINISHED);
  const claimed = await claimPendingUpload(db, row.id, row.uploadTokenHash);
  if (!claimed) throw new AppError('FORBIDDEN', UPLOAD_LINK_INVALID);
  const finalKey = finalKeyOf(claimed.id);
  try {
    // The presigned URL stays valid until it expires, so the bytes are moved first and checked
    // where they now are: a later PUT (even one racing this check) lands on a key nothing serves.
    await store.move(claimed.key, finalKey);
    const result = await store.verifyStored(finalKey, MAX_UPLOAD_BYTES);
    const source = result.ok ? await store.openReadStream(finalKey) : null;
    if (!result.ok || !source) {
      if (!result.ok && result.reason === 'too-large') throw new FileTooLargeError('too large');
      if (!result.ok && result.reason === 'refused-type') throw new FileTypeRefusedError('refused type');
      throw new AppError('BAD_REQUEST', UPLOAD_NOT_FINISHED);
    }
    // Size and type passed on HEAD and the first bytes; now the whole content, as for a local upload.
    const received = await readGuarded(source, MAX_UPLOAD_BYTES);
    const bytes = await cleanUploadContent(received.bytes, received.type);
    // The cleaner answers the very same buffer when the file holds nothing to strip.
    if (bytes !== received.bytes) await store.put(finalKey, bytes, received.type);
    await markStored(db, claimed.id, { contentType: received.type, size: bytes.length, key: finalKey });
    return { objectPath, contentType: received.type, size: bytes.length };
  } catch (error) {
    throw await discardClaimedUpload(deps, claimed.id, [claimed.key, finalKey], error);
  }
}

/** At start, with S3_MANAGE_CORS: the bucket accepts presigned PUTs from the app's own pages. */
export async function manageBucketCors(store: TObjectStore, env: Pick<TEnv, 'S3_MANAGE_CORS' | 'APP_URL'>): Promise<boolean> {
  if (!env.S3_MANAGE_CORS || !store.allowBrowserUploads) return false;
  await store.allowBrowserUploads(new URL(env.APP_URL).origin);
  return true;
}

/** A claimed upload that failed its checks is removed (row and bytes) so its address cannot be reused. */
export async function discardClaimedUpload(deps: TObjectDeps, id: string, keys: string[], error: unknown): Promise<unknown> {
  await deleteObjectRow(deps.db, id);
  for (const key of keys) await deps.store.delete(key).catch(() => undefined);
  return uploadRefusalOf(error);
}

/** The answer for an upload's refusal by the guard or the content check; any other error as it is. */
export function uploadRefusalOf(error: unknown): unknown {
  if (error instanceof FileTooLargeError) return new AppError('PAYLOAD_TOO_LARGE', FILE_TOO_LARGE);
  if (error instanceof FileTypeRefusedError) return new AppError('UNSUPPORTED_MEDIA_TYPE', FILE_TYPE_REFUSED);
  if (!(error instanceof UploadContentRefusedError)) return error;
  if (error.refusal === 'image-too-many-pixels') return new AppError('PAYLOAD_TOO_LARGE', IMAGE_TOO_MANY_PIXELS);
  if (error.refusal === 'pdf-active-content') return new AppError('UNSUPPORTED_MEDIA_TYPE', PDF_ACTIVE_CONTENT);
  if (error.refusal === 'pdf-unchecked') return new AppError('UNSUPPORTED_MEDIA_TYPE', PDF_UNCHECKED);
  return new AppError('UNSUPPORTED_MEDIA_TYPE', IMAGE_UNREADABLE);
}
