import type { TPublicUser } from '@common/contracts/auth';
import { OWN_PROFILE_MESSAGES as M, type TOwnNameRequest, type TOwnProfileRequest } from '@common/contracts/own-profile';
import type { TDb } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { TObjectStore } from '../../lib/object-store/object-store';
import { toPublicUser, type TSessionUser } from '../../lib/session-user';
import { NOT_SIGNED_IN } from '../../lib/auth-guard';
import { recordAudit } from '../audit';
import { attachObjectsToUser, confirmPresignedUpload, deleteUserAttachment, lockObjectsForAttach, objectPathOfId } from '../objects';
import { findUserByIdForUpdate, setOwnDocuments, setOwnName } from './users.repository';

export type TOwnProfileDeps = { db: TDb; store: TObjectStore };

const DOCUMENTS = [
  { field: 'signatureUrl', label: 'signature' },
  { field: 'trnPhotoUrl', label: 'TRN photo' },
] as const;
type TField = (typeof DOCUMENTS)[number]['field'];

const UPLOAD_PREFIX = '/objects/uploads/';
/** The contract already checked the shape; the id is the path's last part, lower-cased as stored. */
const idOfPath = (path: string) => path.slice(UPLOAD_PREFIX.length).toLowerCase();
/** The id of a stored value, or null when it is not one of our upload paths (older data). */
const storedIdOf = (path: string | null) => (path?.toLowerCase().startsWith(UPLOAD_PREFIX) ? idOfPath(path) : null);

/**
 * PUT /api/auth/user/profile. A new document must be the caller's own stored upload, not yet
 * attached to anything; it is attached to their account (so the orphan job keeps it and they can
 * read it). The one it replaces or that is removed is deleted: its row in the transaction, its
 * file after commit, so a picture someone took back is not kept or served any longer. Audited.
 */
export async function updateOwnDocuments(
  deps: TOwnProfileDeps,
  input: { user: TSessionUser; ip: string; body: TOwnProfileRequest },
): Promise<TPublicUser> {
  const { db, store } = deps;
  const { user } = input;
  const wanted = DOCUMENTS.flatMap((doc) => {
    const value = input.body[doc.field];
    if (value === undefined) return [];
    return [{ ...doc, path: value === '' ? null : objectPathOfId(idOfPath(value)) }];
  });
  const newIds = wanted.flatMap((w) => (w.path ? [idOfPath(w.path)] : []));
  if (new Set(newIds).size !== newIds.length) throw new AppError('BAD_REQUEST', M.sameUpload);

  // With presigned (S3) uploads the app has not seen the bytes yet: check them before attaching.
  // A refused or unfinished upload stays unstored, and the check below names it.
  if (store.verifyStored) {
    for (const w of wanted) {
      if (w.path && w.path !== user[w.field]) {
        await confirmPresignedUpload(deps, { id: idOfPath(w.path), uploader: { userId: user.id, visitorId: null } }).catch(() => undefined);
      }
    }
  }

  const { updated, released } = await db.transaction(async (tx) => {
    // The account's row first, then the uploads: two saves by the same person run one after the other.
    const row = await findUserByIdForUpdate(tx, user.id);
    if (!row) throw new AppError('UNAUTHORIZED', NOT_SIGNED_IN);
    const changes = wanted.filter((w) => w.path !== row[w.field]);
    if (changes.length === 0) return { updated: row, released: [] };

    const attaching = changes.flatMap((c) => (c.path ? [{ ...c, id: idOfPath(c.path) }] : []));
    const locked = new Map((await lockObjectsForAttach(tx, attaching.map((a) => a.id))).map((o) => [o.id, o]));
    for (const a of attaching) {
      const object = locked.get(a.id);
      // Unknown, someone else's, or not finished: one answer, so ids cannot be probed.
      if (!object || object.ownerUserId !== user.id || object.status !== 'stored') throw new AppError('BAD_REQUEST', M.uploadNotFound(a.label));
      if (object.attachedAt !== null) throw new AppError('BAD_REQUEST', M.uploadInUse(a.label));
    }
    const attached = await attachObjectsToUser(tx, attaching.map((a) => a.id), user.id);
    if (attached !== attaching.length) throw new Error(`attached ${attached} of ${attaching.length} locked uploads`);

    const released: string[] = [];
    for (const c of changes) {
      const oldId = storedIdOf(row[c.field]);
      const gone = oldId ? await deleteUserAttachment(tx, oldId, user.id) : null;
      if (gone) released.push(gone.key);
    }

    const values: Partial<Record<TField, string | null>> = Object.fromEntries(changes.map((c) => [c.field, c.path]));
    const next = await setOwnDocuments(tx, user.id, values);
    if (!next) throw new AppError('UNAUTHORIZED', NOT_SIGNED_IN);
    await recordAudit(tx, { user: row, ip: input.ip }, {
      action: 'user.profile-documents',
      entity: 'user',
      entityId: user.id,
      summary: {
        before: Object.fromEntries(changes.map((c) => [c.field, row[c.field]])),
        after: values,
      },
    });
    return { updated: next, released };
  });

  // Row first (gone with the commit), then the file: a file without a row is never served.
  for (const key of released) await store.delete(key).catch(() => undefined);
  return toPublicUser(updated);
}

/** PUT /api/auth/user/name: a staff member's own first and last name, audited with before and after. */
export async function updateOwnName(db: TDb, input: { user: TSessionUser; ip: string; body: TOwnNameRequest }): Promise<TPublicUser> {
  const values = { firstName: input.body.firstName, lastName: input.body.lastName === '' ? null : input.body.lastName };
  const updated = await db.transaction(async (tx) => {
    const row = await findUserByIdForUpdate(tx, input.user.id);
    if (!row) throw new AppError('UNAUTHORIZED', NOT_SIGNED_IN);
    if (row.firstName === values.firstName && row.lastName === values.lastName) return row;
    const next = await setOwnName(tx, row.id, values);
    if (!next) throw new AppError('UNAUTHORIZED', NOT_SIGNED_IN);
    await recordAudit(tx, { user: row, ip: input.ip }, {
      action: 'user.name',
      entity: 'user',
      entityId: row.id,
      summary: { before: { firstName: row.firstName, lastName: row.lastName }, after: values },
    });
    return next;
  });
  return toPublicUser(updated);
}
