import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApplicantDetailsResponse } from '@common/contracts/dashboard';
import { createTestApp, PGLITE_ONLY, type TTestApp } from '../../test/test-app';
import { uploadDocuments, validPayload } from '../applications/pawn-loans.test-support';

describe.each(PGLITE_ONLY)('GET /api/borrower/applicant-details, on %s', (backend) => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  const details = (cookie?: string) => t.request({ method: 'GET', url: '/api/borrower/applicant-details', ...(cookie ? { cookie } : {}) });

  it("prefills a borrower's own details from their last application, never someone else's", async () => {
    const borrower = await t.createUser('borrower');
    const session = await t.signIn(borrower.email, borrower.password);
    // Before any application: the account's own e-mail, nothing else is known.
    expect((await details(session)).json<TApplicantDetailsResponse>()).toMatchObject({ borrowerEmail: borrower.email, borrowerAddress: '', borrowerID: '' });

    // Someone else's application with a similar e-mail is not theirs.
    const guest = await uploadDocuments(t);
    await t.request({ method: 'POST', url: '/api/pawn-loans', cookie: guest.cookie, payload: validPayload(guest.paths, { borrowerEmail: `other.${borrower.email}` }) });
    const own = await uploadDocuments(t, session);
    const res = await t.request({ method: 'POST', url: '/api/pawn-loans', cookie: own.cookie, payload: validPayload(own.paths, { borrowerEmail: borrower.email }) });
    expect(res.statusCode).toBe(201);

    expect((await details(session)).json<TApplicantDetailsResponse>()).toEqual({
      borrowerName: 'Marcia Campbell',
      borrowerEmail: borrower.email.toLowerCase(),
      borrowerAddress: '12 Hope Road, Kingston 6',
      borrowerPhone: '876-555-0101',
      borrowerID: 'AB123456',
      borrowerTRN: '123456789',
    });
    const other = await t.createUser('borrower');
    const otherSession = await t.signIn(other.email, other.password);
    expect((await details(otherSession)).json<TApplicantDetailsResponse>()).toMatchObject({ borrowerEmail: other.email, borrowerPhone: '' });
  });

  it('is for signed-in borrowers only', async () => {
    expect((await details()).statusCode).toBe(401);
    const officer = await t.createUser('loan_officer');
    expect((await details(await t.signIn(officer.email, officer.password))).statusCode).toBe(403);
  });
});
