import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBorrowerExport } from '@common/contracts/borrowers';
import { debtCollectionRecords, pawnLoanApplications } from '../../db/schema';
import { BACKENDS, createTestApp, type TTestApp } from '../../test/test-app';
import { auditRowsOf, insertApplication, submitApplication } from '../applications/pawn-loan-review.test-support';
import { pay } from '../payments/payments.test-support';

describe.each(BACKENDS)('GET /api/admin/borrowers/{id}/export (right of access), on %s', (backend) => {
  let t: TTestApp;
  let admin: string;
  let adminEmail: string;
  let officer: string;
  let officerEmail: string;

  beforeAll(async () => {
    t = await createTestApp(backend);
    const a = await t.createUser('admin');
    adminEmail = a.email;
    admin = await t.signIn(a.email, a.password);
    const o = await t.createUser('loan_officer');
    officerEmail = o.email;
    officer = await t.signIn(o.email, o.password);
  });
  afterAll(() => t.close());

  it('downloads one JSON file with the record, account, applications, history, schedules, payments, collections, documents, audit trail and access log', async () => {
    // The person has an account, a submitted application with four real uploads and a loan with a payment.
    await t.createUser('borrower', { email: 'marcia.campbell@example.com' });
    const submitted = await submitApplication(t);
    const [application] = await t.database.db.select().from(pawnLoanApplications).where(eq(pawnLoanApplications.id, submitted.id));
    const borrowerId = application!.borrowerId!;
    const loan = await insertApplication(t.database.db, { borrowerEmail: application!.borrowerEmail, borrowerID: application!.borrowerID, status: 'approved' });
    const payment = await pay(t, officer, loan.id, '3000');
    await t.database.db.insert(debtCollectionRecords).values({ loanApplicationId: loan.id, outstandingAmount: '9000.00' });
    const verify = await t.request({ method: 'PUT', url: `/api/admin/borrower/${borrowerId}/document-verification`, cookie: officer, payload: { documentType: 'trn', status: 'verified' } });
    expect(verify.statusCode).toBe(200);
    // The officer looked at the TRN photo before verifying it: that read is in the access log.
    const looked = await t.request({ method: 'GET', url: `${application!.borrowerTrnPhotoUrl}?via=borrower-details`, cookie: officer });
    expect(looked.statusCode).toBe(200);

    const res = await t.request({ method: 'GET', url: `/api/admin/borrowers/${borrowerId}/export`, cookie: admin });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="borrower-${borrowerId}.json"`);
    const file = res.json<TBorrowerExport>();
    expect(file).toMatchObject({ format: 'pawnbook-borrower-export/1', exportedBy: adminEmail });
    expect(file.borrower).toMatchObject({ id: borrowerId, email: 'marcia.campbell@example.com', trn: '123456789', trn_photo_verified: 'verified' });
    // The name's sort copy is not the person's data.
    expect(file.borrower).not.toHaveProperty('sort_name');
    expect(file.account).toMatchObject({ email: 'marcia.campbell@example.com', role: 'borrower' });
    expect(file.account).not.toHaveProperty('password');
    expect(file.applications.map((a) => a.id).sort()).toEqual([submitted.id, loan.id].sort());
    expect(file.applications[0]).toHaveProperty('guarantor_name');
    expect(file.statusHistory.length).toBeGreaterThan(0);
    expect(file.schedules.filter((s) => s.application_id === loan.id)).toHaveLength(4);
    expect(file.payments.map((p) => p.id)).toEqual([payment.id]);
    expect(file.collectionRecords).toHaveLength(1);
    expect(file.documents).toHaveLength(4);
    expect(file.documents[0]).not.toHaveProperty('upload_token_hash');
    expect(file.documents[0]).not.toHaveProperty('owner_session_id');
    expect(file.auditTrail.map((a) => a.action)).toContain('borrower.documentVerification');
    expect(file.auditTrail.map((a) => a.action)).toContain('payment.record');
    expect(file.accessLog).toEqual([
      expect.objectContaining({ staff_email: officerEmail, borrower_id: borrowerId, document: 'trn', via: 'borrower-details', object_id: application!.borrowerTrnPhotoUrl!.split('/').pop() }),
    ]);

    // The export itself is audited.
    const exports = await auditRowsOf(t.database.db, borrowerId, 'borrower.export');
    expect(exports).toHaveLength(1);
    expect(exports[0]?.userEmail).toBe(adminEmail);
  });

  it('is 404 for an unknown borrower, and 403 for a loan officer', async () => {
    expect((await t.request({ method: 'GET', url: '/api/admin/borrowers/00000000-0000-4000-8000-000000000000/export', cookie: admin })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/admin/borrowers/00000000-0000-4000-8000-000000000000/export', cookie: officer })).statusCode).toBe(403);
  });
});
