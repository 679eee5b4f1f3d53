import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBorrowerDetail } from '@common/contracts/borrowers';
import type { TPawnLoanDetailResponse } from '@common/contracts/pawn-loan-review';
import { createTestApp, PGLITE_ONLY, type TTestApp } from '../../test/test-app';
import { readApplication, submitApplication } from '../applications/pawn-loan-review.test-support';

// Issue 30 item 9: documents verified in the review still showed Pending under Borrowers -> View
// Details. A document has one check, shown in both places, whichever side sets it.
describe.each(PGLITE_ONLY)('one verification per document, on %s', (backend) => {
  let t: TTestApp;
  let officer: string;

  beforeAll(async () => {
    t = await createTestApp(backend);
    const o = await t.createUser('loan_officer');
    officer = await t.signIn(o.email, o.password);
  });
  afterAll(() => t.close());

  const borrowerDetail = async (borrowerId: string) => {
    const res = await t.request({ method: 'GET', url: `/api/admin/borrowers/${borrowerId}`, cookie: officer });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TBorrowerDetail>();
  };
  const review = async (id: string) => (await t.request({ method: 'GET', url: `/api/pawn-loans/${id}`, cookie: officer })).json<TPawnLoanDetailResponse>().application;
  const verifyInReview = (id: string, field: string, status: string) =>
    t.request({ method: 'PATCH', url: `/api/pawn-loans/${id}/verification`, payload: { field, status }, cookie: officer });

  it('shows a check made in the review under View Details, with who and when, and one made there in the review', async () => {
    const loan = await submitApplication(t, { borrowerEmail: 'one.check@example.com', borrowerID: 'ONECHECK1' });
    const borrowerId = (await readApplication(t.database.db, loan.id))!.borrowerId!;
    const before = await borrowerDetail(borrowerId);
    expect(before.documents.photo.status).toBe('pending');

    expect((await verifyInReview(loan.id, 'borrowerPhotoVerified', 'verified')).statusCode).toBe(200);
    expect((await verifyInReview(loan.id, 'idDocumentVerified', 'verified')).statusCode).toBe(200);
    expect((await verifyInReview(loan.id, 'borrowerTrnPhotoVerified', 'rejected')).statusCode).toBe(200);
    const after = await borrowerDetail(borrowerId);
    expect(after.documents.photo).toMatchObject({ status: 'verified', verifiedBy: expect.any(String) as string, verifiedAt: expect.any(String) as string });
    expect(after.documents.idDocument.status).toBe('verified');
    expect(after.documents.trn.status).toBe('rejected');
    expect(after.documents.signature.status).toBe('pending');
    expect(after.documents.photo.url).toBe((await review(loan.id)).borrowerPhotoUrl);

    // The other way: verified under Borrowers, shown in the review; a reset there shows there too.
    const put = (documentType: string, status: string) =>
      t.request({ method: 'PUT', url: `/api/admin/borrower/${borrowerId}/document-verification`, payload: { documentType, status }, cookie: officer });
    expect((await put('signature', 'verified')).statusCode).toBe(200);
    expect((await put('photo', 'pending')).statusCode).toBe(200);
    expect(await review(loan.id)).toMatchObject({
      borrowerSignatureVerified: 'verified',
      borrowerPhotoVerified: 'pending',
      borrowerTrnPhotoVerified: 'rejected',
      idDocumentVerified: 'verified',
    });
  });
});
