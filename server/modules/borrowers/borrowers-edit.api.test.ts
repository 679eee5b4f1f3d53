import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBorrowerDetail, TBorrowerSummary } from '@common/contracts/borrowers';
import { createTestApp, PGLITE_ONLY, type TTestApp } from '../../test/test-app';
import { auditRowsOf, insertApplication } from '../applications/pawn-loan-review.test-support';
import { createBorrowerThroughApi, insertBorrowerWithLoans, walkIn } from './borrowers.test-support';

describe.each(PGLITE_ONLY)('creating and editing borrowers on %s', (backend) => {
  let t: TTestApp;
  let officer: string;
  let officerEmail: string;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp(backend);
    const o = await t.createUser('loan_officer');
    officerEmail = o.email;
    officer = await t.signIn(o.email, o.password);
    const a = await t.createUser('admin');
    admin = await t.signIn(a.email, a.password);
  });
  afterAll(() => t.close());

  const post = (payload: Record<string, unknown>) => t.request({ method: 'POST', url: '/api/admin/borrowers', cookie: officer, payload });
  const detailOf = async (id: string) => (await t.request({ method: 'GET', url: `/api/admin/borrowers/${id}`, cookie: officer })).json<TBorrowerDetail>();

  it('creates a walk-in borrower without credentials; the same e-mail and ID number again is 409', async () => {
    const body = walkIn({ borrowerName: '  Marcia Grant ', borrowerEmail: 'Marcia.Grant@Example.com', borrowerID: 'mg-1', borrowerTRN: '111 222-333' });
    const created = await createBorrowerThroughApi(t, officer, body);
    expect(created).toMatchObject({
      name: 'Marcia Grant',
      email: 'marcia.grant@example.com',
      idNumber: 'MG-1',
      trn: '111222333',
      totalLoans: 0,
      creditStatus: 'good',
      creditStatusSource: 'derived',
      hasAccount: false,
      photoVerified: 'pending',
    });
    const [audit] = await auditRowsOf(t.database.db, created.id, 'borrower.create');
    expect(audit).toBeDefined();

    const again = await post({ ...body, borrowerEmail: 'marcia.grant@example.com', borrowerID: 'MG-1' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'A borrower with this e-mail address and ID number already exists.' });
    // Another ID number under the same e-mail is another record.
    const other = await post({ ...body, borrowerID: 'MG-2' });
    expect(other.statusCode, other.body).toBe(201);
  });

  it('links a new record to the account that has its e-mail', async () => {
    const user = await t.createUser('borrower', { email: 'has.account@example.com' });
    const created = await createBorrowerThroughApi(t, officer, walkIn({ borrowerEmail: 'HAS.account@example.com' }));
    expect(created.hasAccount).toBe(true);
    expect(user.id).toBeTruthy();
  });

  it.each([
    ['a TRN of 8 digits', { borrowerTRN: '123-456-78' }, 'TRN must be nine digits (dashes or spaces are allowed).'],
    ['a TRN with letters', { borrowerTRN: '12345678X' }, 'TRN must be nine digits (dashes or spaces are allowed).'],
    ['an e-mail without a domain', { borrowerEmail: 'nobody@' }, 'Please enter a valid email address.'],
  ])('refuses %s with 400 and a message', async (_name, change, message) => {
    const res = await post(walkIn(change));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message });
  });

  it.each([
    ['a missing name', { borrowerName: undefined }],
    ['a blank phone', { borrowerPhone: '   ' }],
    ['a control character', { borrowerAddress: '1 Road\u0000' }],
    ['a name too long', { borrowerName: 'x'.repeat(201) }],
  ])('refuses %s with 400', async (_name, change) => {
    const res = await post(walkIn(change));
    expect(res.statusCode).toBe(400);
    expect(typeof res.json<{ message: string }>().message).toBe('string');
  });

  it('records who verified a document and when, audits it, and Reset goes back to pending', async () => {
    const b = await insertBorrowerWithLoans(t, ['submitted']);
    const put = (documentType: string, status: string, key = b.email) =>
      t.request({ method: 'PUT', url: `/api/admin/borrower/${encodeURIComponent(key)}/document-verification`, cookie: officer, payload: { documentType, status } });
    const res = await put('trn', 'verified');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TBorrowerSummary>()).toMatchObject({ id: b.borrowerId, trnPhotoVerified: 'verified', photoVerified: 'pending' });
    expect((await put('signature', 'rejected', b.borrowerId.toUpperCase())).statusCode).toBe(200);
    const detail = await detailOf(b.borrowerId);
    expect(detail.documents.trn).toMatchObject({ status: 'verified', verifiedBy: officerEmail });
    expect(Date.now() - Date.parse(detail.documents.trn.verifiedAt!)).toBeLessThan(60_000);
    expect(detail.documents.signature).toMatchObject({ status: 'rejected', verifiedBy: officerEmail });
    expect(detail.documents.photo).toMatchObject({ status: 'pending', verifiedBy: null, verifiedAt: null });
    const audits = await auditRowsOf(t.database.db, b.borrowerId, 'borrower.documentVerification');
    expect(audits.map((a) => a.summary)).toEqual([
      { field: 'trn', before: 'pending', after: 'verified' },
      { field: 'signature', before: 'pending', after: 'rejected' },
    ]);
    expect((await put('trn', 'pending')).json()).toMatchObject({ trnPhotoVerified: 'pending' });

    expect((await put('passport', 'verified')).statusCode).toBe(400);
    expect((await put('photo', 'approved')).statusCode).toBe(400);
    const unknown = await put('photo', 'verified', 'nobody@example.com');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'Borrower not found' });
  });

  it('a new application with new documents leaves the record\'s documents and their checks as they are', async () => {
    const b = await insertBorrowerWithLoans(t, ['completed']);
    const res = await t.request({ method: 'PUT', url: `/api/admin/borrower/${b.borrowerId}/document-verification`, cookie: officer, payload: { documentType: 'photo', status: 'verified' } });
    expect(res.statusCode).toBe(200);
    const before = await detailOf(b.borrowerId);
    expect(before.documents.photo.status).toBe('verified');
    // Its documents are proposed to staff at the application's review (DESIGN decision 18); accepting one starts its check again.
    await insertApplication(t.database.db, { borrowerEmail: b.email, borrowerID: before.idNumber, borrowerName: 'Another Name' });
    const kept = await detailOf(b.borrowerId);
    expect(kept.documents.photo).toMatchObject({ url: before.documents.photo.url, status: 'verified', verifiedBy: officerEmail });
    expect(kept.name).toBe(before.name);
  });

  it('an e-mail held by several records answers 409 naming the way out; the id works', async () => {
    const first = await createBorrowerThroughApi(t, officer, walkIn({ borrowerEmail: 'twice@example.com', borrowerID: 'T-1' }));
    await createBorrowerThroughApi(t, officer, walkIn({ borrowerEmail: 'twice@example.com', borrowerID: 'T-2' }));
    const byEmail = await t.request({ method: 'PUT', url: '/api/admin/borrower/twice@example.com/credit-status', cookie: admin, payload: { creditStatus: 'fair' } });
    expect(byEmail.statusCode).toBe(409);
    expect(byEmail.json()).toMatchObject({ message: 'Several borrower records have this e-mail address. Use the borrower id instead.' });
    const byId = await t.request({ method: 'PUT', url: `/api/admin/borrower/${first.id}/credit-status`, cookie: admin, payload: { creditStatus: 'fair' } });
    expect(byId.json()).toMatchObject({ id: first.id, creditStatus: 'fair', creditStatusSource: 'staff' });
    const bank = await t.request({ method: 'PATCH', url: '/api/borrowers/twice@example.com/bank-account', cookie: officer, payload: { bankAccountNumber: '1' } });
    expect(bank.statusCode).toBe(409);
  });

  it('sets the credit status (audited), refuses other values, and null returns to derived', async () => {
    const b = await insertBorrowerWithLoans(t, ['defaulted']);
    const put = (creditStatus: unknown) => t.request({ method: 'PUT', url: `/api/admin/borrower/${b.email}/credit-status`, cookie: admin, payload: { creditStatus } });
    expect((await put('excellent')).statusCode).toBe(400);
    expect((await put(undefined)).statusCode).toBe(400);
    expect((await put('good')).json()).toMatchObject({ creditStatus: 'good', creditStatusSource: 'staff' });
    expect((await put(null)).json()).toMatchObject({ creditStatus: 'poor', creditStatusSource: 'derived' });
    const audits = await auditRowsOf(t.database.db, b.borrowerId, 'borrower.creditStatus');
    expect(audits.map((a) => a.summary)).toEqual([
      { field: 'creditStatus', before: null, after: 'good' },
      { field: 'creditStatus', before: 'good', after: null },
    ]);
  });

  it('sets and removes the bank account number, up to 50 characters, audited without the digits', async () => {
    const b = await insertBorrowerWithLoans(t, ['submitted']);
    const patch = (bankAccountNumber: unknown) =>
      t.request({ method: 'PATCH', url: `/api/borrowers/${b.email}/bank-account`, cookie: officer, payload: { bankAccountNumber } });
    expect((await patch(' 001-234567 ')).json()).toMatchObject({ bankAccountNumber: '001-234567' });
    expect((await patch('9'.repeat(51))).statusCode).toBe(400);
    expect((await patch(12345)).statusCode).toBe(400);
    expect((await patch('')).json()).toMatchObject({ bankAccountNumber: null });
    const audits = await auditRowsOf(t.database.db, b.borrowerId, 'borrower.bankAccount');
    expect(audits.map((a) => a.summary)).toEqual([
      { field: 'bankAccountNumber', before: 'none', after: 'set' },
      { field: 'bankAccountNumber', before: 'set', after: 'none' },
    ]);
  });
});
