import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Readable } from 'node:stream';
import { can, type TActor } from '@common/permissions';
import type { TDb } from '../../db/client';
import { AppError } from '../../lib/errors';
import { createFileTypeGuard, FileTooLargeError, FileTypeRefusedError } from '../../lib/object-store/file-type-guard';
import type { TObjectStore, TUploadTarget } from '../../lib/object-store/object-store';
import { countHit } from '../../lib/rate-counter.repository';
import {
  claimPendingUpload,
  deleteObjectRow,
  deleteOrphanRow,
  findObject,
  insertPendingUpload,
  listOrphans,
  markStored,
} from './objects.repository';

export type TObjectDeps = { db: TDb; store: TObjectStore };
/** Who uploads or reads: a signed-in user, or a guest known only by the visitor cookie. */
export type TUploader = { userId: string | null; visitorId: string | null };
export type TUploadLimits = { perVisitorPerHour: number; perIpPerHour: number };

export const UPLOAD_URL_TTL_MS = 15 * 60_000;
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const ORPHAN_MAX_AGE_HOURS = 24;

export const FILE_TOO_LARGE = 'File too large. Maximum size: 10MB';
export const FILE_TYPE_REFUSED = 'Only JPEG, PNG, PDF or WebP files can be uploaded';
export const UPLOAD_LINK_INVALID = 'This upload link is not valid, has expired or was already used. Please try the upload again.';
const OBJECT_NOT_FOUND = 'File not found';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const hashToken = (token: string) => createHash('sha256').update(token).digest();
const keyOf = (id: string) => `uploads/${id.toLowerCase()}`;

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
      { 'retry-after': String(seconds) },
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
  if (!store.writeStream || !UUID.test(input.id)) throw new AppError('NOT_FOUND', OBJECT_NOT_FOUND);
  const row = await findObject(db, input.id);
  if (!row) throw new AppError('NOT_FOUND', OBJECT_NOT_FOUND);
  const given = hashToken(input.token ?? '');
  const stored = Buffer.from(row.uploadTokenHash ?? '', 'base64url');
  const tokenMatches = stored.length === given.length && timingSafeEqual(stored, given);
  const live = row.status === 'pending' && !!row.uploadExpiresAt && row.uploadExpiresAt.getTime() > Date.now();
  if (!tokenMatches || !live) throw new AppError('FORBIDDEN', UPLOAD_LINK_INVALID);
  const claimed = await claimPendingUpload(db, row.id, stored.toString('base64url'));
  if (!claimed) throw new AppError('FORBIDDEN', UPLOAD_LINK_INVALID);

  const guard = createFileTypeGuard(MAX_UPLOAD_BYTES);
  try {
    if (input.declaredLength !== null && input.declaredLength > MAX_UPLOAD_BYTES) throw new FileTooLargeError('declared too large');
    // pipe(), not pipeline(): a refusal must not destroy the request, or the client would see a
    // reset connection instead of the 413/415 answer. A failing request still fails the guard.
    input.source.once('error', (error) => guard.stream.destroy(error));
    // The guard may refuse the first chunk before the store has attached to it; the store's
    // pipeline still receives that error, this only keeps it from being an uncaught event.
    guard.stream.on('error', () => undefined);
    input.source.pipe(guard.stream);
    const { size } = await store.writeStream(claimed.key, guard.stream);
    const contentType = guard.detected();
    if (!contentType) throw new FileTypeRefusedError('no type');
    await markStored(db, claimed.id, { contentType, size });
    return { objectPath: `/objects/${claimed.key}` };
  } catch (error) {
    throw await discardClaimedUpload(deps, claimed, error);
  }
}

/**
 * Opens a stored upload for a reader allowed to see it: staff always, its uploader until it is
 * attached. Everyone else gets the same 404 as for an unknown id, so ids cannot be probed.
 */
export async function openUpload(
  deps: TObjectDeps,
  input: { id: string; actor: TActor; reader: TUploader },
): Promise<{ stream: Readable; contentType: string; size: number | null }> {
  const notFound = new AppError('NOT_FOUND', OBJECT_NOT_FOUND);
  if (!UUID.test(input.id)) throw notFound;
  const row = await findObject(deps.db, input.id);
  if (!row || row.status !== 'stored' || !row.contentType) throw notFound;
  const isUploader =
    row.attachedAt === null &&
    ((!!row.ownerUserId && row.ownerUserId === input.reader.userId) ||
      (!!row.visitorId && row.visitorId === input.reader.visitorId));
  if (!isUploader && !can(input.actor, 'objects.readAny')) throw notFound;
  const stream = await deps.store.openReadStream(row.key);
  if (!stream) throw notFound;
  return { stream, contentType: row.contentType, size: row.size };
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
 * Checks a presigned upload once the browser reports it done: size (HEAD) and magic bytes (first
 * 16 bytes), then marks it stored or deletes object and row. Only its uploader may confirm it;
 * confirming a stored upload again is a no-op, so callers may confirm before every attach.
 */
export async function confirmPresignedUpload(
  deps: TObjectDeps,
  input: { id: string; uploader: TUploader },
): Promise<{ objectPath: string; contentType: string; size: number }> {
  const { db, store } = deps;
  const notFound = new AppError('NOT_FOUND', OBJECT_NOT_FOUND);
  if (!store.verifyStored || !UUID.test(input.id)) throw notFound;
  const row = await findObject(db, input.id);
  const isUploader =
    !!row &&
    ((!!row.ownerUserId && row.ownerUserId === input.uploader.userId) ||
      (!!row.visitorId && row.visitorId === input.uploader.visitorId));
  if (!row || !isUploader) throw notFound;
  const objectPath = `/objects/${row.key}`;
  if (row.status === 'stored' && row.contentType && row.size !== null) return { objectPath, contentType: row.contentType, size: row.size };
  if (row.status !== 'pending' || !row.uploadTokenHash) throw new AppError('FORBIDDEN', UPLOAD_LINK_INVALID);
  // Nothing arrived yet: leave the row pending so the browser can still finish with the same URL.
  if (!(await store.head(row.key))) throw new AppError('BAD_REQUEST', UPLOAD_NOT_FINISHED);
  const claimed = await claimPendingUpload(db, row.id, row.uploadTokenHash);
  if (!claimed) throw new AppError('FORBIDDEN', UPLOAD_LINK_INVALID);
  try {
    const result = await store.verifyStored(claimed.key, MAX_UPLOAD_BYTES);
    if (!result.ok) {
      if (result.reason === 'too-large') throw new FileTooLargeError('too large');
      if (result.reason === 'refused-type') throw new FileTypeRefusedError('refused type');
      throw new AppError('BAD_REQUEST', UPLOAD_NOT_FINISHED);
    }
    await markStored(db, claimed.id, { contentType: result.contentType, size: result.size });
    return { objectPath, contentType: result.contentType, size: result.size };
  } catch (error) {
    throw await discardClaimedUpload(deps, claimed, error);
  }
}

/** A claimed upload that failed its checks is removed (row and bytes) so its address cannot be reused. */
async function discardClaimedUpload(deps: TObjectDeps, claimed: { id: string; key: string }, error: unknown): Promise<unknown> {
  await deleteObjectRow(deps.db, claimed.id);
  await deps.store.delete(claimed.key).catch(() => undefined);
  if (error instanceof FileTooLargeError) return new AppError('PAYLOAD_TOO_LARGE', FILE_TOO_LARGE);
  if (error instanceof FileTypeRefusedError) return new AppError('UNSUPPORTED_MEDIA_TYPE', FILE_TYPE_REFUSED);
  return error;
}
