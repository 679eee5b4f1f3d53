import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BORROWER_DOCUMENT_MESSAGES as D } from '@common/contracts/borrower-documents';
import type { TBorrowerDetail } from '@common/contracts/borrowers';
import { SUPER_ADMIN_CREDENTIAL_MESSAGES } from '@common/contracts/credentials';
import { rowsOf } from '../../db/client';
import { objects } from '../../db/schema';
import type { TObjectStore } from '../../lib/object-store/object-store';
import { deleteOrphanUploads } from '../objects/objects.service';
import { createTestApp, PGLITE_ONLY, type TTestApp } from '../../test/test-app';
import { auditRowsOf, insertApplication } from '../applications/pawn-loan-review.test-support';
import { PDF, PNG, upload } from '../applications/pawn-loans.test-support';
import { createBorrowerThroughApi, insertBorrowerWithLoans, walkIn } from './borrowers.test-support';

type TRole = Parameters<TTestApp['createUser']>[0];
const idOf = (path: string) => path.split('/').pop()!;

describe.each(PGLITE_ONLY)('PUT /api/admin/borrower-documents (Manage Documents), on %s', (backend) => {
  let t: TTestApp;
  let officer: { email: string; cookie: string };
  let superAdmin: { email: string; password: string };
  const signedIn = async (role: TRole) => {
    const user = await t.createUser(role);
    return { email: user.email, cookie: await t.signIn(user.email, user.password) };
  };
  const put = (payload: Record<string, unknown>, cookie: string | undefined = officer.cookie) =>
    t.request({ method: 'PUT', url: '/api/admin/borrower-documents', payload, ...(cookie ? { cookie } : {}) });
  const withAdmin = (body: Record<string, unknown>) => ({ ...body, adminEmail: superAdmin.email, adminPassword: superAdmin.password });
  const detailOf = async (id: string) => (await t.request({ method: 'GET', url: `/api/admin/borrowers/${id}`, cookie: officer.cookie })).json<TBorrowerDetail>();

  beforeAll(async () => {
    t = await createTestApp(backend);
    officer = await signedIn('loan_officer');
    superAdmin = await t.createUser('super_admin');
  });
  afterAll(() => t.close());

  it("puts the caller's fresh upload on the record, resets that document's check, audits it, and keeps the file from the orphan job", async () => {
    const person = await createBorrowerThroughApi(t, officer.cookie, walkIn());
    const verified = await t.request({ method: 'PUT', url: `/api/admin/borrower/${person.id}/document-verification`, cookie: officer.cookie, payload: { documentType: 'trn', status: 'verified' } });
    expect(verified.statusCode).toBe(200);
    const { objectPath } = await upload(t, PNG(), officer.cookie);

    const res = await put(withAdmin({ borrowerEmail: person.email, documentType: 'trn', documentUrl: objectPath }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ trnPhotoUrl: objectPath, trnPhotoVerified: 'pending' });
    expect((await detailOf(person.id)).documents.trn).toMatchObject({ url: objectPath, status: 'pending', verifiedBy: null });
    const [row] = await t.database.db.select().from(objects).where(eq(objects.id, idOf(objectPath)));
    expect(row).toMatchObject({ attachedBorrowerId: person.id, attachedDocument: 'trn' });
    expect(row?.attachedAt).not.toBeNull();
    const [audit] = await auditRowsOf(t.database.db, person.id, 'borrower.document');
    expect(audit?.summary).toEqual({
      documentType: 'trn',
      objectId: idOf(objectPath),
      confirmedBy: superAdmin.email,
      before: { url: null, verification: 'verified' },
      after: { url: objectPath, verification: 'pending' },
    });

    // Orphan clean-up later: an attached upload stays.
    await t.database.db.execute(sql`update objects set created_at = now() - interval '2 days' where id = ${idOf(objectPath)}::uuid`);
    const deletedKeys: string[] = [];
    const store = { delete: async (key: string) => void deletedKeys.push(key) } as unknown as TObjectStore;
    await deleteOrphanUploads({ db: t.database.db, store }, 24);
    expect(deletedKeys).not.toContain(row?.key);
    expect(await t.database.db.select().from(objects).where(eq(objects.id, idOf(objectPath)))).toHaveLength(1);
    expect((await t.request({ method: 'GET', url: objectPath, cookie: officer.cookie })).statusCode).toBe(200);
  });

  it('keeps an ID document (a PDF) on the record, also when a new application brings its own', async () => {
    const { borrowerId, email } = await insertBorrowerWithLoans(t, ['submitted']);
    const { objectPath } = await upload(t, PDF(), officer.cookie);
    const res = await put(withAdmin({ borrowerEmail: borrowerId, documentType: 'idDocument', documentUrl: objectPath }));
    expect(res.statusCode, res.body).toBe(200);
    expect((await detailOf(borrowerId)).documents.idDocument).toMatchObject({ url: objectPath, status: 'pending' });
    // The next application brings its own ID document: staff see it in that application's review;
    // an application never changes the record by itself (DESIGN decision 18).
    const [borrowerRow] = rowsOf<{ idNumber: string }>(await t.database.db.execute(sql`select id_number as "idNumber" from borrowers where id = ${borrowerId}::uuid`));
    await insertApplication(t.database.db, { borrowerEmail: email, borrowerID: borrowerRow!.idNumber, idDocumentUrl: '/objects/uploads/11111111-1111-4111-8111-111111111111' });
    expect((await detailOf(borrowerId)).documents.idDocument.url).toBe(objectPath);
    // A PDF cannot stand for a photo, a TRN photo or a signature.
    const { objectPath: pdf } = await upload(t, PDF(), officer.cookie);
    const refused = await put(withAdmin({ borrowerEmail: borrowerId, documentType: 'signature', documentUrl: pdf }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: D.notAnImage });
  });

  it('needs an active super admin: missing or wrong credentials are 401 and change nothing', async () => {
    const person = await createBorrowerThroughApi(t, officer.cookie, walkIn());
    const { objectPath } = await upload(t, PNG(), officer.cookie);
    const body = { borrowerEmail: person.email, documentType: 'photo', documentUrl: objectPath };
    const missing = await put(body);
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({ message: SUPER_ADMIN_CREDENTIAL_MESSAGES.missing });
    const wrong = await put({ ...body, adminEmail: superAdmin.email, adminPassword: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ message: SUPER_ADMIN_CREDENTIAL_MESSAGES.invalid });
    // An admin's own right password is not a super admin's.
    const admin = await t.createUser('admin');
    expect((await put({ ...body, adminEmail: admin.email, adminPassword: admin.password })).statusCode).toBe(401);
    expect((await detailOf(person.id)).photoUrl).toBeNull();
    const [row] = await t.database.db.select().from(objects).where(eq(objects.id, idOf(objectPath)));
    expect(row?.attachedAt).toBeNull();
  });

  it("refuses someone else's upload (403), an unknown or unfinished one (400), an unknown borrower (404), a shared e-mail (409) and bad fields (400)", async () => {
    const person = await createBorrowerThroughApi(t, officer.cookie, walkIn());
    const colleague = await signedIn('admin');
    const { objectPath: theirs } = await upload(t, PNG(), colleague.cookie);
    const notYours = await put(withAdmin({ borrowerEmail: person.email, documentType: 'photo', documentUrl: theirs }));
    expect(notYours.statusCode).toBe(403);
    expect(notYours.json()).toMatchObject({ message: D.notYours });

    const unknown = await put(withAdmin({ borrowerEmail: person.email, documentType: 'photo', documentUrl: '/objects/uploads/00000000-0000-4000-8000-000000000000' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: D.uploadNotFound });
    const issued = await t.request({ method: 'POST', url: '/api/objects/upload', cookie: officer.cookie });
    const pending = await put(withAdmin({ borrowerEmail: person.email, documentType: 'photo', documentUrl: issued.json<{ objectPath: string }>().objectPath }));
    expect(pending.statusCode).toBe(400);

    const { objectPath } = await upload(t, PNG(), officer.cookie);
    expect((await put(withAdmin({ borrowerEmail: 'nobody@example.com', documentType: 'photo', documentUrl: objectPath }))).statusCode).toBe(404);
    const shared = walkIn();
    await createBorrowerThroughApi(t, officer.cookie, shared);
    await createBorrowerThroughApi(t, officer.cookie, { ...shared, borrowerID: 'OTHER-ID' });
    const ambiguous = await put(withAdmin({ borrowerEmail: shared.borrowerEmail, documentType: 'photo', documentUrl: objectPath }));
    expect(ambiguous.statusCode).toBe(409);

    for (const bad of [
      { documentType: 'passport', documentUrl: objectPath },
      { documentType: 'photo', documentUrl: 'https://evil.example/x.png' },
      { documentType: 'photo' },
    ]) {
      const res = await put(withAdmin({ borrowerEmail: person.email, ...bad }));
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/Document/);
    }
    // Used once, then again for another borrower: the upload is already someone's record.
    const other = await createBorrowerThroughApi(t, officer.cookie, walkIn());
    expect((await put(withAdmin({ borrowerEmail: person.email, documentType: 'photo', documentUrl: objectPath }))).statusCode).toBe(200);
    const reused = await put(withAdmin({ borrowerEmail: other.email, documentType: 'photo', documentUrl: objectPath }));
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ message: D.usedElsewhere });
    // Already the borrower's: accepted again (here as the signature), nothing new attached.
    expect((await put(withAdmin({ borrowerEmail: person.email, documentType: 'signature', documentUrl: objectPath }))).statusCode).toBe(200);
  });

  it('is for staff: borrower and it 403, guests 401', async () => {
    const body = { borrowerEmail: 'x@example.com', documentType: 'photo', documentUrl: '/objects/uploads/00000000-0000-4000-8000-000000000000' };
    expect((await put(body, (await signedIn('borrower')).cookie)).statusCode).toBe(403);
    expect((await put(body, (await signedIn('it')).cookie)).statusCode).toBe(403);
    expect((await put(body, undefined)).statusCode).toBe(401);
  });
});

describe.each(PGLITE_ONLY)('POST /api/auth/validate-admin (Manage Documents, step 1), on %s', (backend) => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  it("answers ok to an active super admin's e-mail and password, 401 to anything else, and is for staff only", async () => {
    const superAdmin = await t.createUser('super_admin');
    const officer = await t.createUser('loan_officer');
    const cookie = await t.signIn(officer.email, officer.password);
    const check = (payload: Record<string, unknown> | undefined, who: string | null = cookie) =>
      t.request({ method: 'POST', url: '/api/auth/validate-admin', ...(payload ? { payload } : {}), ...(who ? { cookie: who } : {}) });
    const ok = await check({ email: superAdmin.email, password: superAdmin.password });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ ok: true });
    const wrong = await check({ email: superAdmin.email, password: 'nope' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ message: SUPER_ADMIN_CREDENTIAL_MESSAGES.invalid });
    // The spec's dialog sent the password alone: the e-mail is required here.
    expect((await check({ password: superAdmin.password })).json()).toMatchObject({ message: SUPER_ADMIN_CREDENTIAL_MESSAGES.missing });
    expect((await check({ email: officer.email, password: officer.password })).statusCode).toBe(401);
    expect((await check({ email: superAdmin.email, password: superAdmin.password }, null)).statusCode).toBe(401);
    const borrower = await t.createUser('borrower');
    expect((await check({ email: superAdmin.email, password: superAdmin.password }, await t.signIn(borrower.email, borrower.password))).statusCode).toBe(403);
  });
});
