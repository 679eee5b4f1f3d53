import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApplicationBorrowerRecord } from '@common/contracts/borrower-changes';
import type { TBorrowerLoansResponse } from '@common/contracts/dashboard';
import type { TPawnLoanDetailResponse } from '@common/contracts/pawn-loan-review';
import type { TRole } from '@common/roles';
import { borrowers, pawnLoanApplications } from '../../db/schema';
import { signInEveryRole, type TSignedIn } from '../../test/roles';
import { createTestApp, PGLITE_ONLY, type TTestApp } from '../../test/test-app';
import { auditRowsOf } from './pawn-loan-review.test-support';
import { uploadDocuments, validPayload, type TDocumentPaths } from './pawn-loans.test-support';

// Issue 29 item 5, DESIGN decision 18: an application never rewrites the borrower record it names.
// Staff see what differs as proposed changes and accept or ignore each (audited); the application
// reaches the borrower's account only when they sent it signed in, or staff sent or linked it.
describe.each(PGLITE_ONLY)('borrower changes proposed by an application, on %s', (backend) => {
  let t: TTestApp;
  let staff: Map<TRole, TSignedIn>;
  const as = (role: TRole) => staff.get(role)!;

  beforeAll(async () => {
    t = await createTestApp(backend);
    staff = await signInEveryRole(t);
  });
  afterAll(() => t.close());

  const submit = async (cookie: string, paths: TDocumentPaths, overrides: Record<string, unknown>): Promise<string> => {
    const res = await t.request({ method: 'POST', url: '/api/pawn-loans', cookie, payload: validPayload(paths, overrides) });
    expect(res.statusCode, res.body).toBe(201);
    const { applicationNumber } = res.json<{ applicationNumber: string }>();
    const [row] = await t.database.db.select({ id: pawnLoanApplications.id }).from(pawnLoanApplications).where(eq(pawnLoanApplications.applicationNumber, applicationNumber));
    return row!.id;
  };
  const guestSubmits = async (overrides: Record<string, unknown>) => {
    const guest = await uploadDocuments(t);
    return { id: await submit(guest.cookie, guest.paths, overrides), paths: guest.paths };
  };
  const recordOf = async (email: string) => (await t.database.db.select().from(borrowers).where(eq(borrowers.email, email)))[0]!;
  /** What the record holds about the person: all but the loan counters its triggers keep (a new application counts there). */
  const personOf = async (email: string) => {
    const { activeLoans: _active, defaultedLoans: _defaulted, effectiveCredit: _credit, ...person } = await recordOf(email);
    return person;
  };
  const loanIdsOf = async (cookie: string) => {
    const res = await t.request({ method: 'GET', url: '/api/borrower/loans', cookie });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TBorrowerLoansResponse>().loans.map((l) => l.id);
  };
  const review = async (id: string): Promise<TApplicationBorrowerRecord> => {
    const res = await t.request({ method: 'GET', url: `/api/pawn-loans/${id}`, cookie: as('loan_officer').cookie });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TPawnLoanDetailResponse>().borrowerRecord!;
  };
  const decide = (id: string, body: Record<string, unknown>, role: TRole = 'loan_officer') =>
    t.request({ method: 'POST', url: `/api/pawn-loans/${id}/borrower-changes`, payload: body, cookie: as(role).cookie });

  /** A borrower with an account who applied signed in: their record, their own application, their session. */
  const signedInBorrower = async () => {
    const email = `own.${randomBytes(4).toString('hex')}@example.com`;
    const account = await t.createUser('borrower', { email });
    const session = await t.signIn(email, account.password);
    const own = await uploadDocuments(t, session);
    const idNumber = `ID${randomBytes(3).toString('hex').toUpperCase()}`;
    const ownId = await submit(session, own.paths, { borrowerEmail: email, borrowerID: idNumber });
    return { email, idNumber, account, session, ownId, ownPaths: own.paths };
  };
  const IMPOSTOR = { borrowerName: 'Someone Else', borrowerPhone: '876-555-0999', borrowerTRN: '987 654 321', borrowerAddress: '1 Other Road' };

  it("a guest's application with an existing borrower's e-mail and ID number leaves the record and the borrower's loans as they were", async () => {
    const b = await signedInBorrower();
    const before = await personOf(b.email);
    expect(await loanIdsOf(b.session)).toEqual([b.ownId]);

    const guest = await guestSubmits({ ...IMPOSTOR, borrowerEmail: b.email.toUpperCase(), borrowerID: ` ${b.idNumber.toLowerCase()} ` });

    const after = await personOf(b.email);
    expect(after).toEqual(before);
    expect(after).toMatchObject({ name: 'Marcia Campbell', phone: '876-555-0101', trn: '123456789', photoUrl: b.ownPaths.borrowerPhotoUrl });
    // The application belongs to the person's record for staff, but not to the account.
    const [row] = await t.database.db.select().from(pawnLoanApplications).where(eq(pawnLoanApplications.id, guest.id));
    expect(row).toMatchObject({ borrowerId: before.id, accountLinked: false });
    expect(await loanIdsOf(b.session)).toEqual([b.ownId]);
    const documents = await t.request({ method: 'GET', url: guest.paths.borrowerPhotoUrl, cookie: b.session });
    expect(documents.statusCode).toBe(404);
    // The borrower's own application, sent signed in, is theirs and proposes nothing.
    expect(await review(b.ownId)).toEqual({ borrowerId: before.id, recordHasAccount: true, linkedToAccount: true, changes: [] });
  });

  it('a guest naming an account holder\'s e-mail with another ID number does not reach that account either', async () => {
    const b = await signedInBorrower();
    const guest = await guestSubmits({ borrowerEmail: b.email, borrowerID: 'NEWPERSON1' });
    expect(await loanIdsOf(b.session)).toEqual([b.ownId]);
    expect((await review(guest.id)).linkedToAccount).toBe(false);
  });

  it('shows staff each difference as old -> new, accepts one field (the record takes it, audited) and ignores another (audited only)', async () => {
    const b = await signedInBorrower();
    const guest = await guestSubmits({ ...IMPOSTOR, borrowerEmail: b.email, borrowerID: b.idNumber });
    const proposed = await review(guest.id);
    expect(proposed).toMatchObject({ recordHasAccount: true, linkedToAccount: false });
    const pending = (field: string, label: string, from: string, to: string) => ({ field, label, from, to, decision: null, decidedBy: null, decidedAt: null });
    expect(proposed.changes).toEqual([
      pending('name', 'Full name', 'Marcia Campbell', 'Someone Else'),
      pending('phone', 'Phone', '876-555-0101', '876-555-0999'),
      pending('address', 'Address', '12 Hope Road, Kingston 6', '1 Other Road'),
      pending('trn', 'TRN', '123456789', '987654321'),
      pending('photo', 'Borrower photo', b.ownPaths.borrowerPhotoUrl, guest.paths.borrowerPhotoUrl),
      pending('trnPhoto', 'TRN photo', b.ownPaths.borrowerTrnPhotoUrl, guest.paths.borrowerTrnPhotoUrl),
      pending('signature', 'Signature', b.ownPaths.borrowerSignatureUrl, guest.paths.borrowerSignatureUrl),
    ]);

    const accepted = await decide(guest.id, { field: 'phone', decision: 'accept' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<TApplicationBorrowerRecord>().changes.find((c) => c.field === 'phone')).toMatchObject({
      from: '876-555-0101',
      to: '876-555-0999',
      decision: 'accepted',
      decidedBy: as('loan_officer').email,
    });
    expect(await recordOf(b.email)).toMatchObject({ phone: '876-555-0999', name: 'Marcia Campbell', trn: '123456789' });

    const ignored = await decide(guest.id, { field: 'name', decision: 'ignore' }, 'admin');
    expect(ignored.statusCode, ignored.body).toBe(200);
    expect(await recordOf(b.email)).toMatchObject({ name: 'Marcia Campbell' });

    const audit = await auditRowsOf(t.database.db, guest.id, 'application.borrowerChange');
    expect(audit.map((a) => [a.userEmail, a.summary])).toEqual([
      [as('loan_officer').email, expect.objectContaining({ field: 'phone', decision: 'accept', before: '876-555-0101', after: '876-555-0999' })],
      [as('admin').email, expect.objectContaining({ field: 'name', decision: 'ignore', before: 'Marcia Campbell', after: 'Someone Else' })],
    ]);
    const now = await review(guest.id);
    expect(now.changes.map((c) => [c.field, c.decision])).toEqual([
      ['name', 'ignored'],
      ['phone', 'accepted'],
      ['address', null],
      ['trn', null],
      ['photo', null],
      ['trnPhoto', null],
      ['signature', null],
    ]);

    // A decided field is not decided twice; a field the application does not change cannot be.
    expect(await decide(guest.id, { field: 'name', decision: 'accept' })).toMatchObject({ statusCode: 409 });
    expect((await decide(guest.id, { field: 'name', decision: 'accept' })).json()).toMatchObject({ message: 'That change has already been decided.' });
    // (The borrower's own application now differs in phone, which the record took from the guest's;
    // its address is still the record's.)
    const same = await decide(b.ownId, { field: 'address', decision: 'accept' });
    expect([same.statusCode, same.json()]).toEqual([409, { message: 'This application proposes no change to that field.', code: expect.any(String) }]);
    expect((await decide(guest.id, { field: 'email', decision: 'accept' })).statusCode).toBe(400);
    expect((await decide(guest.id, { field: 'trn', decision: 'maybe' })).statusCode).toBe(400);
  });

  it('accepting a document puts its file on the record with the check that file has', async () => {
    const b = await signedInBorrower();
    await t.database.db.update(borrowers).set({ photoVerified: 'verified', signatureVerified: 'verified' }).where(eq(borrowers.email, b.email));
    const guest = await guestSubmits({ borrowerEmail: b.email, borrowerID: b.idNumber });
    // A file nobody judged yet: the record's check of the photo starts again.
    expect((await decide(guest.id, { field: 'photo', decision: 'accept' })).statusCode).toBe(200);
    expect(await recordOf(b.email)).toMatchObject({ photoUrl: guest.paths.borrowerPhotoUrl, photoVerified: 'pending', photoVerifiedByUserId: null });
    // A file verified at review keeps that check on the record.
    const verified = await t.request({
      method: 'PATCH',
      url: `/api/pawn-loans/${guest.id}/verification`,
      cookie: as('loan_officer').cookie,
      payload: { field: 'borrowerSignatureVerified', status: 'verified' },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect((await decide(guest.id, { field: 'signature', decision: 'accept' })).statusCode).toBe(200);
    expect(await recordOf(b.email)).toMatchObject({ signatureUrl: guest.paths.borrowerSignatureUrl, signatureVerified: 'verified' });
  });

  it('staff link a guest application to the borrower: audited once, then it shows in their account', async () => {
    const b = await signedInBorrower();
    const guest = await guestSubmits({ borrowerEmail: b.email, borrowerID: b.idNumber });
    const link = () => t.request({ method: 'POST', url: `/api/pawn-loans/${guest.id}/borrower-link`, cookie: as('loan_officer').cookie });
    const res = await link();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TApplicationBorrowerRecord>()).toMatchObject({ recordHasAccount: true, linkedToAccount: true });
    expect((await loanIdsOf(b.session)).sort()).toEqual([b.ownId, guest.id].sort());
    expect((await link()).statusCode).toBe(200);
    const audit = await auditRowsOf(t.database.db, guest.id, 'application.borrowerLink');
    expect(audit.map((a) => [a.userEmail, a.summary])).toEqual([[as('loan_officer').email, expect.objectContaining({ borrowerId: (await recordOf(b.email)).id })]]);
  });

  it('links an application staff submit at the counter; a signed-in borrower applying for someone else links nothing', async () => {
    const b = await signedInBorrower();
    const counter = await uploadDocuments(t, as('loan_officer').cookie);
    const atCounter = await submit(as('loan_officer').cookie, counter.paths, { borrowerEmail: b.email, borrowerID: b.idNumber });
    expect((await review(atCounter)).linkedToAccount).toBe(true);
    expect(await loanIdsOf(b.session)).toContain(atCounter);

    const other = await signedInBorrower();
    const own = await uploadDocuments(t, other.session);
    const forSomeoneElse = await submit(other.session, own.paths, { borrowerEmail: b.email, borrowerID: b.idNumber });
    expect((await review(forSomeoneElse)).linkedToAccount).toBe(false);
    expect(await loanIdsOf(b.session)).not.toContain(forSomeoneElse);
    expect(await loanIdsOf(other.session)).toEqual([other.ownId]);
  });

  it('is for staff who manage borrowers: 401 for guests, 403 for borrowers and it, nothing changed', async () => {
    const b = await signedInBorrower();
    const guest = await guestSubmits({ ...IMPOSTOR, borrowerEmail: b.email, borrowerID: b.idNumber });
    const anonymous = await t.request({ method: 'POST', url: `/api/pawn-loans/${guest.id}/borrower-changes`, payload: { field: 'name', decision: 'accept' } });
    expect(anonymous.statusCode).toBe(401);
    for (const role of ['borrower', 'it'] as const) {
      expect((await decide(guest.id, { field: 'name', decision: 'accept' }, role)).statusCode).toBe(403);
      const link = await t.request({ method: 'POST', url: `/api/pawn-loans/${guest.id}/borrower-link`, cookie: as(role).cookie });
      expect(link.statusCode).toBe(403);
    }
    // The borrower whose record it names cannot take it either.
    expect((await t.request({ method: 'POST', url: `/api/pawn-loans/${guest.id}/borrower-link`, cookie: b.session })).statusCode).toBe(403);
    expect(await recordOf(b.email)).toMatchObject({ name: 'Marcia Campbell' });
    expect(await auditRowsOf(t.database.db, guest.id)).toEqual([]);
    expect((await decide('not-a-uuid', { field: 'name', decision: 'accept' })).statusCode).toBe(404);
  });
});
