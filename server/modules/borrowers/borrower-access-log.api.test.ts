import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAccessLogResponse } from '@common/contracts/borrower-documents';
import type { TBorrowerExport } from '@common/contracts/borrowers';
import { rowsOf } from '../../db/client';
import { createTestApp, PGLITE_ONLY, type TTestApp } from '../../test/test-app';
import { PNG, upload, uploadDocuments, validPayload, type TDocumentPaths } from '../applications/pawn-loans.test-support';

type TRole = Parameters<TTestApp['createUser']>[0];

describe.each(PGLITE_ONLY)('the document access log (staff reads of GET /objects/uploads/:id), on %s', (backend) => {
  let t: TTestApp;
  let admin: { email: string; cookie: string };
  let officer: { email: string; cookie: string };
  const signedIn = async (role: TRole, email?: string) => {
    const user = await t.createUser(role, email ? { email } : {});
    return { email: user.email, cookie: await t.signIn(user.email, user.password) };
  };
  const read = (url: string, cookie?: string, headers: Record<string, string> = {}) => t.request({ method: 'GET', url, headers, ...(cookie ? { cookie } : {}) });
  const logOf = async (borrowerId: string, cookie = admin.cookie, query = '') => {
    const res = await t.request({ method: 'GET', url: `/api/admin/borrowers/${borrowerId}/access-log${query}`, cookie });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TAccessLogResponse>();
  };
  /** A guest (or a signed-in borrower) submits an application; answers the paths and the borrower id. */
  const apply = async (email: string, cookie?: string): Promise<{ paths: TDocumentPaths; borrowerId: string; uploaderCookie: string }> => {
    const { paths, cookie: uploaderCookie } = await uploadDocuments(t, cookie);
    const res = await t.request({ method: 'POST', url: '/api/pawn-loans', payload: validPayload(paths, { borrowerEmail: email }), cookie: uploaderCookie });
    expect(res.statusCode, res.body).toBe(201);
    const found = await t.database.db.execute(sql`select id from borrowers where email = ${email.toLowerCase()}`);
    return { paths, borrowerId: rowsOf<{ id: string }>(found)[0]!.id, uploaderCookie };
  };

  beforeAll(async () => {
    t = await createTestApp(backend);
    admin = await signedIn('admin');
    officer = await signedIn('loan_officer');
  });
  afterAll(() => t.close());

  it('logs every staff read of the four documents with the screen, newest first, and not the borrower or guest reads', async () => {
    const owner = await signedIn('borrower', 'logged.owner@example.com');
    const { paths, borrowerId, uploaderCookie } = await apply(owner.email);
    // A guest's application reaches the borrower's account once staff link it (issue 29 item 5).
    const submitted = rowsOf<{ id: string }>(await t.database.db.execute(sql`select id from pawn_loan_applications where borrower_id = ${borrowerId}`));
    expect((await t.request({ method: 'POST', url: `/api/pawn-loans/${submitted[0]!.id}/borrower-link`, cookie: officer.cookie })).statusCode).toBe(200);
    // The guest who uploaded them (before submitting) and the borrower themselves: not logged.
    expect((await read(paths.borrowerTrnPhotoUrl, owner.cookie)).statusCode).toBe(200);
    expect((await read(paths.borrowerTrnPhotoUrl, uploaderCookie)).statusCode).toBe(404);
    expect((await logOf(borrowerId)).total).toBe(0);

    const trn = await read(`${paths.borrowerTrnPhotoUrl}?via=borrower-details`, officer.cookie);
    expect(trn.statusCode).toBe(200);
    expect(trn.rawPayload.length).toBeGreaterThan(0);
    // A logged read may be kept, but only if it is asked for again (and so logged) every time.
    expect(trn.headers['cache-control']).toBe('private, no-cache');
    expect(trn.headers.etag).toBeDefined();
    expect((await read(`${paths.idDocumentUrl}?via=review-dialog`, officer.cookie)).statusCode).toBe(200);
    expect((await read(`${paths.borrowerSignatureUrl}?via=<script>`, admin.cookie)).statusCode).toBe(200);
    expect((await read(paths.borrowerPhotoUrl, admin.cookie)).statusCode).toBe(200);
    // HEAD (the review dialog asks the ID document's type) reads no bytes: not logged.
    expect((await t.request({ method: 'HEAD', url: `${paths.idDocumentUrl}?via=review-dialog`, cookie: officer.cookie })).statusCode).toBe(200);
    // A revalidation is a showing too: logged, then 304 without the bytes.
    const again = await read(`${paths.borrowerTrnPhotoUrl}?via=borrower-details`, officer.cookie, { 'if-none-match': trn.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);

    const log = await logOf(borrowerId);
    expect(log.total).toBe(5);
    expect(log.items.map((i) => [i.staffEmail, i.document, i.via])).toEqual([
      [officer.email, 'trn', 'borrower-details'],
      [admin.email, 'photo', 'api'],
      [admin.email, 'signature', 'api'],
      [officer.email, 'idDocument', 'review-dialog'],
      [officer.email, 'trn', 'borrower-details'],
    ]);
    const times = log.items.map((i) => Date.parse(i.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    // Paged.
    const second = await logOf(borrowerId, admin.cookie, '?page=2&pageSize=2');
    expect(second).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(second.items.map((i) => i.document)).toEqual(['signature', 'idDocument']);

    // The export carries the log.
    const exported = await t.request({ method: 'GET', url: `/api/admin/borrowers/${borrowerId}/export`, cookie: admin.cookie });
    expect(exported.statusCode).toBe(200);
    const file = exported.json<TBorrowerExport>();
    expect(file.accessLog).toHaveLength(5);
    expect(file.accessLog[0]).toMatchObject({ staff_email: officer.email, document: 'trn', via: 'borrower-details', borrower_id: borrowerId });
  });

  it('logs staff reads of a document kept on the record; its borrower reads it unlogged, other borrowers not at all', async () => {
    const owner = await signedIn('borrower', 'kept.owner@example.com');
    const { borrowerId } = await apply(owner.email);
    const superAdmin = await t.createUser('super_admin');
    const { objectPath } = await upload(t, PNG(), officer.cookie);
    const put = await t.request({
      method: 'PUT',
      url: '/api/admin/borrower-documents',
      cookie: officer.cookie,
      payload: { borrowerEmail: borrowerId, documentType: 'signature', documentUrl: objectPath, adminEmail: superAdmin.email, adminPassword: superAdmin.password },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await read(objectPath, owner.cookie)).statusCode).toBe(200);
    expect((await read(objectPath, (await signedIn('borrower')).cookie)).statusCode).toBe(404);
    expect((await logOf(borrowerId)).total).toBe(0);
    // The uploader is staff: once it is on the record, their read is a staff read like any other.
    expect((await read(`${objectPath}?via=borrower-details`, officer.cookie)).statusCode).toBe(200);
    expect((await logOf(borrowerId)).items.map((i) => [i.staffEmail, i.document, i.via])).toEqual([[officer.email, 'signature', 'borrower-details']]);
  });

  it('answers the access log to admin and super_admin only', async () => {
    const { borrowerId } = await apply('matrix.person@example.com');
    const url = `/api/admin/borrowers/${borrowerId}/access-log`;
    const superAdmin = await signedIn('super_admin');
    for (const [cookie, status] of [
      [admin.cookie, 200],
      [superAdmin.cookie, 200],
      [officer.cookie, 403],
      [(await signedIn('borrower')).cookie, 403],
      [(await signedIn('it')).cookie, 403],
      [undefined, 401],
    ] as const) {
      expect((await t.request({ method: 'GET', url, ...(cookie ? { cookie } : {}) })).statusCode, String(cookie)).toBe(status);
    }
    expect((await t.request({ method: 'GET', url: '/api/admin/borrowers/00000000-0000-4000-8000-000000000000/access-log', cookie: admin.cookie })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `${url}?pageSize=0`, cookie: admin.cookie })).statusCode).toBe(400);
  });

  it('refuses the read when the log cannot be written, and serves uploads that are no borrower document unlogged', async () => {
    const { paths, borrowerId } = await apply('refused.read@example.com');
    // A staff member's own fresh upload is no borrower's document: served, cached as before, not logged.
    const { paths: own } = await uploadDocuments(t, officer.cookie);
    const fresh = await read(own.borrowerPhotoUrl, officer.cookie);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers['cache-control']).toBe('private, max-age=3600');

    await t.database.db.execute(sql`create function refuse_access_log() returns trigger language plpgsql as $$ begin raise exception 'log unavailable'; end $$`);
    await t.database.db.execute(sql`create trigger refuse_access_log before insert on document_access_log for each row execute function refuse_access_log()`);
    try {
      const res = await read(`${paths.borrowerTrnPhotoUrl}?via=borrower-details`, officer.cookie);
      expect(res.statusCode).toBe(503);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json<{ message: string }>().message).toMatch(/access could not be recorded/);
    } finally {
      await t.database.db.execute(sql`drop trigger refuse_access_log on document_access_log`);
      await t.database.db.execute(sql`drop function refuse_access_log()`);
    }
    expect((await logOf(borrowerId)).total).toBe(0);
  });
});
