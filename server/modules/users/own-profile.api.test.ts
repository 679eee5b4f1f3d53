import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPublicUser } from '@common/contracts/auth';
import { auditLog } from '../../db/schema';
import { createTestApp, PGLITE_ONLY, type TTestApp } from '../../test/test-app';
import { PDF, PNG, upload, uploadDocuments, validPayload } from '../applications/pawn-loans.test-support';
import { findObject } from '../objects/objects.repository';
import { deleteOrphanUploads } from '../objects/objects.service';

const URL_ = '/api/auth/user/profile';
const NOT_FOUND_SIGNATURE = { message: 'The signature upload was not found. Please upload it again.', code: 'BAD_REQUEST' };
const NOT_FOUND_TRN = { message: 'The TRN photo upload was not found. Please upload it again.', code: 'BAD_REQUEST' };

describe.each(PGLITE_ONLY)('PUT /api/auth/user/profile (own signature and TRN photo), on %s', (backend) => {
  let t: TTestApp;
  let staffCookie: string;
  const idOf = (objectPath: string) => objectPath.split('/').pop()!;
  const signedIn = async (role: Parameters<TTestApp['createUser']>[0] = 'borrower') => {
    const user = await t.createUser(role);
    return { ...user, cookie: await t.signIn(user.email, user.password) };
  };
  const save = (cookie: string | undefined, payload: Record<string, unknown>) => t.request({ method: 'PUT', url: URL_, payload, ...(cookie ? { cookie } : {}) });
  const me = async (cookie: string) => (await t.request({ method: 'GET', url: '/api/auth/user', cookie })).json<TPublicUser>();
  const read = (url: string, cookie?: string) => t.request({ method: 'GET', url, ...(cookie ? { cookie } : {}) });
  const uploadAs = async (cookie: string, file = PNG()) => (await upload(t, file, cookie)).objectPath;

  beforeAll(async () => {
    t = await createTestApp(backend);
    const staff = await t.createUser('loan_officer');
    staffCookie = await t.signIn(staff.email, staff.password);
  });
  afterAll(() => t.close());

  it('sets a signature from the caller\'s own upload, attaches it to the account, and GET /api/auth/user shows it', async () => {
    const borrower = await signedIn();
    const path = await uploadAs(borrower.cookie);
    const res = await save(borrower.cookie, { signatureUrl: path });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TPublicUser>()).toMatchObject({ id: borrower.id, signatureUrl: path, trnPhotoUrl: null });
    expect((await me(borrower.cookie)).signatureUrl).toBe(path);

    const row = await findObject(t.database.db, idOf(path));
    expect(row).toMatchObject({ attachedUserId: borrower.id, applicationId: null });
    expect(row?.attachedAt).toBeInstanceOf(Date);
    // Attached, so the orphan job keeps it even when everything unattached is old enough to go.
    // (The store is a stand-in: only the rows matter here, and files of removed rows may stay.)
    await deleteOrphanUploads({ db: t.database.db, store: { delete: async () => undefined } as never }, 0);
    expect(await findObject(t.database.db, idOf(path))).not.toBeNull();
  });

  it('lets the user and staff read the attached upload; another borrower, it and guests get 404', async () => {
    const owner = await signedIn();
    const path = await uploadAs(owner.cookie);
    expect((await save(owner.cookie, { trnPhotoUrl: path })).statusCode).toBe(200);

    const own = await read(path, owner.cookie);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect((await read(path, staffCookie)).statusCode).toBe(200);
    const other = await signedIn();
    const itUser = await signedIn('it');
    for (const cookie of [other.cookie, itUser.cookie, undefined]) {
      const res = await read(path, cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'File not found' });
    }
  });

  it('replaces a document: the new one is attached, the old one is deleted (no longer readable by anyone) and audited', async () => {
    const borrower = await signedIn();
    const first = await uploadAs(borrower.cookie);
    const second = await uploadAs(borrower.cookie);
    expect((await save(borrower.cookie, { signatureUrl: first })).statusCode).toBe(200);
    const res = await save(borrower.cookie, { signatureUrl: second });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TPublicUser>().signatureUrl).toBe(second);
    expect((await me(borrower.cookie)).signatureUrl).toBe(second);

    expect(await findObject(t.database.db, idOf(first))).toBeNull();
    expect((await read(first, borrower.cookie)).statusCode).toBe(404);
    expect((await read(first, staffCookie)).statusCode).toBe(404);
    expect((await read(second, borrower.cookie)).statusCode).toBe(200);

    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, borrower.id)).orderBy(asc(auditLog.id));
    expect(audit.map((a) => [a.action, a.entity, a.userId])).toEqual([
      ['user.profile-documents', 'user', borrower.id],
      ['user.profile-documents', 'user', borrower.id],
    ]);
    expect(audit[1]?.summary).toEqual({ before: { signatureUrl: first }, after: { signatureUrl: second } });
  });

  it('removes a document with an empty string, deleting its upload; sending the same value again changes nothing', async () => {
    const borrower = await signedIn();
    const signature = await uploadAs(borrower.cookie);
    const trn = await uploadAs(borrower.cookie);
    expect((await save(borrower.cookie, { signatureUrl: signature, trnPhotoUrl: trn })).statusCode).toBe(200);
    // The same value again: no change, no audit row.
    expect((await save(borrower.cookie, { trnPhotoUrl: trn })).statusCode).toBe(200);

    const res = await save(borrower.cookie, { signatureUrl: '' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TPublicUser>()).toMatchObject({ signatureUrl: null, trnPhotoUrl: trn });
    expect(await me(borrower.cookie)).toMatchObject({ signatureUrl: null, trnPhotoUrl: trn });
    expect(await findObject(t.database.db, idOf(signature))).toBeNull();
    expect((await read(signature, staffCookie)).statusCode).toBe(404);
    // Removing what is not set is harmless.
    expect((await save(borrower.cookie, { signatureUrl: '' })).statusCode).toBe(200);

    const removed = await save(borrower.cookie, { trnPhotoUrl: '' });
    expect(removed.json<TPublicUser>()).toMatchObject({ signatureUrl: null, trnPhotoUrl: null });
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, borrower.id)).orderBy(asc(auditLog.id));
    expect(audit.map((a) => a.summary)).toEqual([
      { before: { signatureUrl: null, trnPhotoUrl: null }, after: { signatureUrl: signature, trnPhotoUrl: trn } },
      { before: { signatureUrl: signature }, after: { signatureUrl: null } },
      { before: { trnPhotoUrl: trn }, after: { trnPhotoUrl: null } },
    ]);
  });

  it('refuses someone else\'s upload and an unknown one with the same answer, and changes nothing', async () => {
    const borrower = await signedIn();
    const other = await signedIn();
    const theirs = await uploadAs(other.cookie);
    const guest = await upload(t, PNG());
    const unknown = '/objects/uploads/00000000-0000-4000-8000-000000000000';
    for (const path of [theirs, guest.objectPath, unknown]) {
      const res = await save(borrower.cookie, { signatureUrl: path });
      expect(res.statusCode, path).toBe(400);
      expect(res.json(), path).toEqual(NOT_FOUND_SIGNATURE);
    }
    const trn = await save(borrower.cookie, { trnPhotoUrl: theirs });
    expect(trn.json()).toEqual(NOT_FOUND_TRN);
    expect(await me(borrower.cookie)).toMatchObject({ signatureUrl: null, trnPhotoUrl: null });
    expect((await findObject(t.database.db, idOf(theirs)))?.attachedAt).toBeNull();
    // The other person can still use their own upload.
    expect((await save(other.cookie, { signatureUrl: theirs })).statusCode).toBe(200);
  });

  it('refuses an upload already attached (to an application, or to the other field) and one upload for both fields', async () => {
    const borrower = await signedIn();
    const { paths, cookie } = await uploadDocuments(t, borrower.cookie);
    const submitted = await t.request({ method: 'POST', url: '/api/pawn-loans', payload: validPayload(paths, { borrowerEmail: borrower.email }), cookie });
    expect(submitted.statusCode, submitted.body).toBe(201);
    const inApplication = await save(borrower.cookie, { signatureUrl: paths.borrowerSignatureUrl });
    expect(inApplication.statusCode).toBe(400);
    expect(inApplication.json()).toMatchObject({ message: 'This signature upload is already in use. Please upload the file again.' });
    expect((await findObject(t.database.db, idOf(paths.borrowerSignatureUrl)))?.attachedUserId).toBeNull();

    const trn = await uploadAs(borrower.cookie);
    expect((await save(borrower.cookie, { trnPhotoUrl: trn })).statusCode).toBe(200);
    const reused = await save(borrower.cookie, { signatureUrl: trn });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ message: 'This signature upload is already in use. Please upload the file again.' });

    const fresh = await uploadAs(borrower.cookie);
    const both = await save(borrower.cookie, { signatureUrl: fresh, trnPhotoUrl: fresh.toUpperCase().replace('/OBJECTS/UPLOADS/', '/objects/uploads/') });
    expect(both.statusCode).toBe(400);
    expect(both.json()).toMatchObject({ message: 'The signature and the TRN photo must be different uploads. Please upload them again.' });
    expect(await me(borrower.cookie)).toMatchObject({ signatureUrl: null, trnPhotoUrl: trn });
    // Nothing was half-done: the fresh upload is still free to use.
    expect((await save(borrower.cookie, { signatureUrl: fresh })).statusCode).toBe(200);
  });

  it('answers 401 to a guest whatever the body, and 400 with a message to malformed bodies', async () => {
    const borrower = await signedIn();
    const path = await uploadAs(borrower.cookie);
    for (const payload of [{ signatureUrl: path }, { signatureUrl: 42 }, {}]) {
      const res = await save(undefined, payload);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ message: 'You are not signed in. Please sign in and try again.' });
    }
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'Nothing to update: send signatureUrl or trnPhotoUrl (an empty string removes it)'],
      [{ signatureUrl: 'https://evil.example/x.png' }, 'Signature must be the path of a file you uploaded (/objects/uploads/...), or empty to remove it'],
      [{ trnPhotoUrl: '/objects/uploads/../../etc/passwd' }, 'TRN photo must be the path of a file you uploaded (/objects/uploads/...), or empty to remove it'],
    ];
    for (const [payload, message] of cases) {
      const res = await save(borrower.cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ message });
    }
    expect((await findObject(t.database.db, idOf(path)))?.attachedAt).toBeNull();
  });

  it('works for staff accounts too (any signed-in user has a profile), with a PDF as the TRN document', async () => {
    const admin = await signedIn('admin');
    const pdf = await uploadAs(admin.cookie, PDF());
    const res = await save(admin.cookie, { trnPhotoUrl: pdf });
    expect(res.statusCode, res.body).toBe(200);
    expect((await me(admin.cookie)).trnPhotoUrl).toBe(pdf);
    expect((await read(pdf, admin.cookie)).headers['content-type']).toBe('application/pdf');
  });
});
