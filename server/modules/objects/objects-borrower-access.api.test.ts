import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pawnLoanApplications } from '../../db/schema';
import { createTestApp, PGLITE_ONLY, type TTestApp } from '../../test/test-app';
import { uploadDocuments, validPayload, type TDocumentPaths } from '../applications/pawn-loans.test-support';

describe.each(PGLITE_ONLY)('GET /objects/uploads/:id for the borrower whose application holds it, on %s', (backend) => {
  let t: TTestApp;
  const read = (url: string, cookie?: string) => t.request({ method: 'GET', url, ...(cookie ? { cookie } : {}) });
  const signedIn = async (role: Parameters<TTestApp['createUser']>[0]) => {
    const user = await t.createUser(role);
    return { email: user.email, cookie: await t.signIn(user.email, user.password) };
  };
  /** Uploads four documents and submits them as an application made under email. */
  const apply = async (email: string, cookie?: string): Promise<{ id: string; paths: TDocumentPaths; uploaderCookie: string }> => {
    const { paths, cookie: uploaderCookie } = await uploadDocuments(t, cookie);
    const res = await t.request({ method: 'POST', url: '/api/pawn-loans', payload: validPayload(paths, { borrowerEmail: email }), cookie: uploaderCookie });
    expect(res.statusCode, res.body).toBe(201);
    const { applicationNumber } = res.json<{ applicationNumber: string }>();
    const [row] = await t.database.db.select({ id: pawnLoanApplications.id }).from(pawnLoanApplications).where(eq(pawnLoanApplications.applicationNumber, applicationNumber));
    return { id: row!.id, paths, uploaderCookie };
  };

  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  it("serves a guest's application's documents to the borrower it names only once staff link it to their account", async () => {
    const owner = await signedIn('borrower');
    // Case differs: the rule is the one GET /api/borrower/loans uses, which ignores case.
    const { id, paths, uploaderCookie } = await apply(owner.email.toUpperCase());
    const loansOf = async () => (await t.request({ method: 'GET', url: '/api/borrower/loans', cookie: owner.cookie })).json<{ loans: unknown[] }>().loans;
    // Issue 29 item 5: a guest's application reaches no account by itself.
    expect(await loansOf()).toHaveLength(0);
    expect((await read(paths.borrowerPhotoUrl, owner.cookie)).statusCode).toBe(404);

    const link = await t.request({ method: 'POST', url: `/api/pawn-loans/${id}/borrower-link`, cookie: (await signedIn('loan_officer')).cookie });
    expect(link.statusCode, link.body).toBe(200);
    expect(await loansOf()).toHaveLength(1);
    for (const url of Object.values(paths)) {
      const res = await read(url, owner.cookie);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.rawPayload.length).toBeGreaterThan(0);
    }
    // The guest who uploaded them loses access once they belong to an application.
    expect((await read(paths.borrowerPhotoUrl, uploaderCookie)).statusCode).toBe(404);
  });

  it('keeps them from another borrower, from it, from guests, and from a borrower before the files are attached', async () => {
    const owner = await signedIn('borrower');
    const { paths } = await apply(owner.email);
    const other = await signedIn('borrower');
    const itUser = await signedIn('it');
    for (const cookie of [other.cookie, itUser.cookie, undefined]) {
      for (const url of Object.values(paths)) {
        const res = await read(url, cookie);
        expect(res.statusCode, url).toBe(404);
        expect(res.json()).toMatchObject({ message: 'File not found' });
      }
    }
    // Uploaded for owner's e-mail by someone else but not submitted: not the owner's yet.
    const { paths: unsubmitted } = await uploadDocuments(t);
    expect((await read(unsubmitted.borrowerPhotoUrl, owner.cookie)).statusCode).toBe(404);
    // Staff still read everything.
    expect((await read(paths.idDocumentUrl, (await signedIn('loan_officer')).cookie)).statusCode).toBe(200);
  });

  it('lets a borrower who applied while signed in keep reading their own documents after submission', async () => {
    const owner = await signedIn('borrower');
    const { paths } = await apply(owner.email, owner.cookie);
    for (const url of Object.values(paths)) expect((await read(url, owner.cookie)).statusCode, url).toBe(200);
    // The same person applying again for someone else does not open that application's files.
    const { paths: forSomeoneElse } = await apply('someone.else@example.com', owner.cookie);
    expect((await read(forSomeoneElse.borrowerPhotoUrl, owner.cookie)).statusCode).toBe(404);
  });
});
