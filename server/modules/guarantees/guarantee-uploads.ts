import { isUuid } from '@common/contracts/fields';
import type { TExecutor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { attachObjectsToApplication, confirmPresignedUpload, lockObjectsForAttach, objectPathOfId, type TObjectDeps } from '../objects';

const UPLOAD_PREFIX = '/objects/uploads/';

/** Who uploaded: a signed-in user (staff recording a paper consent) or the guarantor's browser. */
export type TUploader = { userId: string | null; visitorId: string | null };
export type TNamedUpload = { label: string; path: string };
type TClaim = { label: string; id: string };

const notFound = (label: string) => new AppError('BAD_REQUEST', `The ${label} upload was not found. Please upload it again.`);

/** Each upload must name its own /objects/uploads/<uuid>, a different one each. */
function claimsOf(uploads: TNamedUpload[]): TClaim[] {
  const seen = new Map<string, string>();
  return uploads.map(({ label, path }) => {
    const id = path.slice(UPLOAD_PREFIX.length).toLowerCase();
    if (!path.toLowerCase().startsWith(UPLOAD_PREFIX) || !isUuid(id)) throw notFound(label);
    const earlier = seen.get(id);
    if (earlier) throw new AppError('BAD_REQUEST', `The ${label} must be a different upload from the ${earlier}. Please upload it again.`);
    seen.set(id, label);
    return { label, id };
  });
}

/** Presigned (S3) uploads are checked before the transaction; one that fails stays unstored and the claim names it. */
export async function confirmUploads(deps: TObjectDeps, uploads: TNamedUpload[], uploader: TUploader): Promise<void> {
  if (!deps.store.verifyStored) return;
  for (const claim of claimsOf(uploads)) await confirmPresignedUpload(deps, { id: claim.id, uploader }).catch(() => undefined);
}

/**
 * Attaches the uploader's own stored, unattached uploads to the application (staff and, through
 * it, the borrower record's readers see them). Answers their /objects/uploads paths in order.
 */
export async function attachUploads(tx: TExecutor, uploads: TNamedUpload[], uploader: TUploader, applicationId: string): Promise<string[]> {
  const claims = claimsOf(uploads);
  const rows = new Map((await lockObjectsForAttach(tx, claims.map((c) => c.id))).map((row) => [row.id, row]));
  for (const claim of claims) {
    const row = rows.get(claim.id);
    const owned = !!row && ((!!row.ownerUserId && row.ownerUserId === uploader.userId) || (!!row.visitorId && row.visitorId === uploader.visitorId));
    if (!row || !owned || row.status !== 'stored' || row.attachedAt !== null) throw notFound(claim.label);
  }
  const attached = await attachObjectsToApplication(tx, claims.map((c) => c.id), applicationId);
  if (attached !== claims.length) throw new Error(`attached ${attached} of ${claims.length} locked uploads`);
  return claims.map((c) => objectPathOfId(c.id));
}
