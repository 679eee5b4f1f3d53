import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBorrowerExport } from '@common/contracts/borrowers';
import type { TPayment } from '@common/contracts/payments';
import { pdfText } from '../../test/pdf-read';
import { debtCollectionRecords, pawnLoanApplications } from '../../db/schema';
import { createTestApp, PGLITE_ONLY, type TTestApp } from '../../test/test-app';
import { auditRowsOf, insertApplication, submitApplication } from '../applications/pawn-loan-review.test-support';
import { pay } from '../payments/payments.test-support';

describe.each(PGLITE_ONLY)('GET /api/admin/borrowers/{id}/export (right of access), on %s', (backend) => {
  let t: TTestApp;
  let admin: string;
  let adminEmail: string;
  let officer: string;
  let officerEmail: string;
  // The person: an account, a submitted application with four real uploads and a loan with a
  // payment and a collection case; an officer verified their TRN photo after looking at it.
  let submitted: { id: string; applicationNumber: string };
  let application: typeof pawnLoanApplications.$inferSelect;
  let borrowerId: string;
  let loan: { id: string; applicationNumber: string };
  let payment: TPayment;

  beforeAll(async () => {
    t = await createTestApp(backend);
    const a = await t.createUser('admin');
    adminEmail = a.email;
    admin = await t.signIn(a.email, a.password);
    const o = await t.createUser('loan_officer');
    officerEmail = o.email;
    officer = await t.signIn(o.email, o.password);

    await t.createUser('borrower', { email: 'marcia.campbell@example.com' });
    submitted = await submitApplication(t);
    [application] = (await t.database.db.select().from(pawnLoanApplications).where(eq(pawnLoanApplications.id, submitted.id))) as [typeof application];
    borrowerId = application.borrowerId!;
    loan = await insertApplication(t.database.db, { borrowerEmail: application.borrowerEmail, borrowerID: application.borrowerID, status: 'approved' });
    payment = await pay(t, officer, loan.id, '3000');
    await t.database.db.insert(debtCollectionRecords).values({ loanApplicationId: loan.id, outstandingAmount: '9000.00' });
    const verify = await t.request({ method: 'PUT', url: `/api/admin/borrower/${borrowerId}/document-verification`, cookie: officer, payload: { documentType: 'trn', status: 'verified' } });
    expect(verify.statusCode).toBe(200);
    const looked = await t.request({ method: 'GET', url: `${application.borrowerTrnPhotoUrl}?via=borrower-details`, cookie: officer });
    expect(looked.statusCode).toBe(200);
  });
  afterAll(() => t.close());

  it('downloads one JSON file with the record, account, applications, history, schedules, payments, collections, documents, audit trail and access log', async () => {
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
      expect.objectContaining({ staff_email: officerEmail, borrower_id: borrowerId, document: 'trn', via: 'borrower-details', object_id: application.borrowerTrnPhotoUrl!.split('/').pop() }),
    ]);

    // The export itself is audited.
    const exports = await auditRowsOf(t.database.db, borrowerId, 'borrower.export');
    expect(exports).toHaveLength(1);
    expect(exports[0]?.userEmail).toBe(adminEmail);
  });

  it('?format=pdf downloads a summary the person can read: details, documents, loans and payments in J$, who opened their documents', async () => {
    const res = await t.request({ method: 'GET', url: `/api/admin/borrowers/${borrowerId}/export?format=pdf`, cookie: admin });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="borrower-${borrowerId}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // pdftotext keeps a table's cells apart with runs of spaces and a paragraph's lines apart with
    // line breaks; one space is enough to compare.
    const text = (await pdfText(res.rawPayload)).replace(/\s+/g, ' ');
    // The summary says what the data file says (the JSON is the same request without a format).
    const json = await t.request({ method: 'GET', url: `/api/admin/borrowers/${borrowerId}/export?format=json`, cookie: admin });
    expect(json.headers['content-type']).toMatch(/^application\/json/);
    const { borrower } = json.json<TBorrowerExport>();
    for (const expected of [
      'Pawnbook',
      `Your personal data: ${String(borrower.name)}`,
      'under the Data Protection Act, 2020',
      `Prepared by ${adminEmail}`,
      '1. Your personal details',
      'marcia.campbell@example.com',
      `Address ${String(borrower.address)}`,
      `Phone ${String(borrower.phone)}`,
      '2. Documents we hold',
      'Photo of your TRN card',
      'Checked and accepted on',
      '3. Your applications and loans',
      `Application ${submitted.applicationNumber}`,
      `Application ${loan.applicationNumber}`,
      'Amount lent J$12,000.00',
      'Interest J$2,400.00 (20% of the amount lent)',
      'Gold chain, 18k',
      "ID document Driver's licence DL-998877, expires 31/01/2030",
      'Repayment schedule',
      'J$9,000.00 outstanding',
      '4. Your payments',
      `${payment.receiptNumber} ${loan.applicationNumber} J$3,000.00 J$0.00 Cash`,
      '5. Who opened your documents',
      `${officerEmail} Photo of your TRN card Borrower details`,
      '6. Changes to your records',
      `A document was checked ${officerEmail}`,
      `A payment was recorded ${officerEmail}`,
      'Page 1 of',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).toContain('TRN 123456789');
    // Each export is audited with its form.
    const exports = await auditRowsOf(t.database.db, borrowerId, 'borrower.export');
    expect(exports.map((e) => e.summary)).toEqual([{ format: 'json' }, { format: 'pdf' }, { format: 'json' }]);
  });

  it('refuses another format with 400, and the PDF like the JSON to a loan officer (403)', async () => {
    const bad = await t.request({ method: 'GET', url: `/api/admin/borrowers/${borrowerId}/export?format=html`, cookie: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/format/);
    expect((await t.request({ method: 'GET', url: `/api/admin/borrowers/${borrowerId}/export?format=pdf`, cookie: officer })).statusCode).toBe(403);
  });

  it('is 404 for an unknown borrower, and 403 for a loan officer', async () => {
    expect((await t.request({ method: 'GET', url: '/api/admin/borrowers/00000000-0000-4000-8000-000000000000/export', cookie: admin })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/admin/borrowers/00000000-0000-4000-8000-000000000000/export', cookie: officer })).statusCode).toBe(403);
  });
});
