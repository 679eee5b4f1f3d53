import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BORROWER_DOCUMENT_MESSAGES as D } from '@common/contracts/borrower-documents';
import type { TBorrowerDetail } from '@common/contracts/borrowers';
import { objects, pawnLoanApplications } from '../../db/schema';
import { createTestApp, PGLITE_ONLY, type TTestApp } from '../../test/test-app';
import { auditRowsOf, submitApplication } from '../applications/pawn-loan-review.test-support';
import { uploadDocuments } from '../applications/pawn-loans.test-support';

describe.each(PGLITE_ONLY)('PUT /api/admin/borrower/{email}/profile, on %s', (backend) => {
  let t: TTestApp;
  let officer: string;

  beforeAll(async () => {
    t = await createTestApp(backend);
    const o = await t.createUser('loan_officer');
    officer = await t.signIn(o.email, o.password);
  });
  afterAll(() => t.close());

  const put = (key: string, payload: Record<string, unknown>) => t.request({ method: 'PUT', url: `/api/admin/borrower/${key}/profile`, cookie: officer, payload });
  const detailOf = async (id: string) => (await t.request({ method: 'GET', url: `/api/admin/borrowers/${id}`, cookie: officer })).json<TBorrowerDetail>();

  it('edits name, phone, address and TRN, audited with before and after; unchanged fields are not audited', async () => {
    const { id } = await submitApplication(t, { borrowerEmail: 'details@example.com' });
    const [app] = await t.database.db.select().from(pawnLoanApplications).where(eq(pawnLoanApplications.id, id));
    const borrowerId = app!.borrowerId!;
    const res = await put('details@example.com', { borrowerDetails: { name: ' Marcia C. Campbell ', phone: '876-555-0101', address: '14 Hope Road', trn: '987 654 321' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Marcia C. Campbell', phone: '876-555-0101', address: '14 Hope Road', trn: '987654321' });
    const [audit] = await auditRowsOf(t.database.db, borrowerId, 'borrower.profile');
    expect(audit?.summary).toEqual({
      before: { name: 'Marcia Campbell', address: '12 Hope Road, Kingston 6', trn: '123456789' },
      after: { name: 'Marcia C. Campbell', address: '14 Hope Road', trn: '987654321' },
    });
    // Nothing changed: nothing audited.
    expect((await put(borrowerId, { borrowerDetails: { name: 'Marcia C. Campbell' } })).statusCode).toBe(200);
    expect(await auditRowsOf(t.database.db, borrowerId, 'borrower.profile')).toHaveLength(1);
    expect((await put(borrowerId, { borrowerDetails: { trn: '12345' } })).statusCode).toBe(400);
    expect((await put(borrowerId, { borrowerDetails: { name: '' } })).statusCode).toBe(400);
    expect((await put(borrowerId, { borrowerDetails: { trn: null } })).json()).toMatchObject({ trn: null });
  });

  it("accepts the borrower's own stored documents, not other people's; a changed document is checked again", async () => {
    const first = await submitApplication(t, { borrowerEmail: 'docs@example.com' });
    const second = await submitApplication(t, { borrowerEmail: 'docs@example.com' });
    const [app] = await t.database.db.select().from(pawnLoanApplications).where(eq(pawnLoanApplications.id, second.id));
    const borrowerId = app!.borrowerId!;
    const [firstApp] = await t.database.db.select().from(pawnLoanApplications).where(eq(pawnLoanApplications.id, first.id));
    const verify = await t.request({
      method: 'PUT',
      url: `/api/admin/borrower/${borrowerId}/document-verification`,
      cookie: officer,
      payload: { documentType: 'signature', status: 'verified' },
    });
    expect(verify.statusCode).toBe(200);

    // Another person's document or someone else's fresh upload: 403; an unknown id: 400; nothing changes.
    const other = await submitApplication(t, { borrowerEmail: 'other@example.com' });
    const [otherApp] = await t.database.db.select().from(pawnLoanApplications).where(eq(pawnLoanApplications.id, other.id));
    const colleague = await t.createUser('admin');
    const { paths: colleagues } = await uploadDocuments(t, await t.signIn(colleague.email, colleague.password));
    for (const path of [otherApp!.borrowerSignatureUrl, colleagues.borrowerSignatureUrl]) {
      const res = await put(borrowerId, { signatureUrl: path });
      expect(res.statusCode, path ?? '').toBe(403);
      expect(res.json()).toMatchObject({ message: D.notYours });
    }
    const unknown = await put(borrowerId, { signatureUrl: '/objects/uploads/00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: D.uploadNotFound });
    expect((await put(borrowerId, { signatureUrl: 'https://evil.example/x.png' })).statusCode).toBe(400);
    // The record keeps the first application's documents: a later one only proposes (issue 29 item 5).
    expect((await detailOf(borrowerId)).documents.signature).toMatchObject({ url: firstApp!.borrowerSignatureUrl, status: 'verified' });

    // The later application's signature is theirs too: accepted, and its check starts again.
    const res = await put(borrowerId, { signatureUrl: app!.borrowerSignatureUrl });
    expect(res.statusCode, res.body).toBe(200);
    expect((await detailOf(borrowerId)).documents.signature).toMatchObject({ url: app!.borrowerSignatureUrl, status: 'pending', verifiedBy: null });
    // An empty string removes it.
    expect((await put(borrowerId, { signatureUrl: '' })).json()).toMatchObject({ signatureUrl: null });
    const [stored] = await t.database.db.select().from(objects).where(eq(objects.applicationId, first.id));
    expect(stored).toBeDefined();
  });

  it("takes the caller's own fresh uploads (the signature pad, the TRN photo upload) and keeps them on the record", async () => {
    const { id } = await submitApplication(t, { borrowerEmail: 'fresh@example.com' });
    const [app] = await t.database.db.select().from(pawnLoanApplications).where(eq(pawnLoanApplications.id, id));
    const borrowerId = app!.borrowerId!;
    const verify = await t.request({ method: 'PUT', url: `/api/admin/borrower/${borrowerId}/document-verification`, cookie: officer, payload: { documentType: 'trn', status: 'verified' } });
    expect(verify.statusCode).toBe(200);
    const { paths: fresh } = await uploadDocuments(t, officer);
    const res = await put(borrowerId, { signatureUrl: fresh.borrowerSignatureUrl, trnPhotoUrl: fresh.borrowerTrnPhotoUrl });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ signatureUrl: fresh.borrowerSignatureUrl, trnPhotoUrl: fresh.borrowerTrnPhotoUrl, trnPhotoVerified: 'pending', signatureVerified: 'pending' });
    const kept = await t.database.db.select().from(objects).where(eq(objects.attachedBorrowerId, borrowerId));
    expect(kept.map((o) => o.attachedDocument).sort()).toEqual(['signature', 'trn']);
    expect(kept.every((o) => o.attachedAt !== null)).toBe(true);
    const [audit] = await auditRowsOf(t.database.db, borrowerId, 'borrower.profile');
    expect(audit?.summary).toMatchObject({ after: { signatureUrl: fresh.borrowerSignatureUrl, trnPhotoUrl: fresh.borrowerTrnPhotoUrl } });
    // The same upload cannot go to another record afterwards.
    const other = await submitApplication(t, { borrowerEmail: 'fresh.other@example.com' });
    const [otherApp] = await t.database.db.select().from(pawnLoanApplications).where(eq(pawnLoanApplications.id, other.id));
    const reused = await put(otherApp!.borrowerId!, { signatureUrl: fresh.borrowerSignatureUrl });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ message: D.usedElsewhere });
    // A PDF is no photo.
    const pdf = await put(borrowerId, { photoUrl: fresh.idDocumentUrl });
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json()).toMatchObject({ message: D.notAnImage });
  });
});
