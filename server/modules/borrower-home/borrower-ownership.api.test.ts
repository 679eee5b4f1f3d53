import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBorrowerLoansResponse } from '@common/contracts/dashboard';
import { rowsOf } from '../../db/client';
import { borrowers, users } from '../../db/schema';
import { createTestApp, PGLITE_ONLY, type TTestApp } from '../../test/test-app';
import { insertApplication } from '../applications/pawn-loan-review.test-support';

// DESIGN decision 16: a loan is a user's when its borrower record is linked to their account by
// id. The link is made once from the e-mail (at submission, account creation and sign-in); after
// that, e-mail text decides nothing.
describe.each(PGLITE_ONLY)('ownership of loans by id on %s', (backend) => {
  let t: TTestApp;
  const unique = () => `${Math.random().toString(36).slice(2, 10)}@example.com`;

  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  const myLoanNumbers = async (cookie: string) => {
    const res = await t.request({ method: 'GET', url: '/api/borrower/loans', cookie });
    expect(res.statusCode).toBe(200);
    return res.json<TBorrowerLoansResponse>().loans.map((l) => l.applicationNumber).sort();
  };
  const borrowerOf = async (applicationId: string) => {
    const result = await t.database.db.execute(
      sql`select b.user_id as "userId" from borrowers b join pawn_loan_applications a on a.borrower_id = b.id where a.id = ${applicationId}`,
    );
    return rowsOf<{ userId: string | null }>(result)[0];
  };

  it("links a walk-in's application (entered by staff) to the account made later with its e-mail, so the borrower sees it", async () => {
    const email = `walk-in.${unique()}`;
    const loan = await insertApplication(t.database.db, { borrowerEmail: email, borrowerID: 'WALKIN1' });
    expect((await borrowerOf(loan.id))?.userId).toBeNull();

    const account = await t.createUser('borrower', { email });
    expect((await borrowerOf(loan.id))?.userId).toBe(account.id);
    expect(await myLoanNumbers(await t.signIn(email, account.password))).toEqual([loan.applicationNumber]);
  });

  it('links unlinked records at sign-in', async () => {
    const email = `signin.${unique()}`;
    const account = await t.createUser('borrower', { email });
    const loan = await insertApplication(t.database.db, { borrowerEmail: email, borrowerID: 'SIGNIN1' });
    // A record left unlinked (made before this release): the next sign-in links it.
    await t.database.db.update(borrowers).set({ userId: null }).where(eq(borrowers.email, email));
    expect((await borrowerOf(loan.id))?.userId).toBeNull();

    expect(await myLoanNumbers(await t.signIn(email, account.password))).toEqual([loan.applicationNumber]);
    expect((await borrowerOf(loan.id))?.userId).toBe(account.id);
  });

  it('keeps loans with their account when its e-mail changes, and never gives them to a new account with the old e-mail', async () => {
    const oldEmail = `moving.${unique()}`;
    const newEmail = `moved.${unique()}`;
    const owner = await t.createUser('borrower', { email: oldEmail });
    const loan = await insertApplication(t.database.db, { borrowerEmail: oldEmail, borrowerID: 'MOVE1', status: 'approved' });
    await t.database.db.update(users).set({ email: newEmail }).where(eq(users.id, owner.id));

    const ownerCookie = await t.signIn(newEmail, owner.password);
    expect(await myLoanNumbers(ownerCookie)).toEqual([loan.applicationNumber]);
    const ownerStats = await t.request({ method: 'GET', url: '/api/dashboard/stats', cookie: ownerCookie });
    expect(ownerStats.json()).toMatchObject({ owingLoans: 1 });

    // Someone now holds the old address: matching by e-mail text would hand them the loan.
    const stranger = await t.createUser('borrower', { email: oldEmail });
    const strangerCookie = await t.signIn(oldEmail, stranger.password);
    expect(await myLoanNumbers(strangerCookie)).toEqual([]);
    expect((await borrowerOf(loan.id))?.userId).toBe(owner.id);

    // The same rule for payments, the dashboard and documents: nothing of the loan reaches them.
    const history = await t.request({ method: 'GET', url: '/api/auth/user/payment-history', cookie: strangerCookie });
    expect(history.json()).toEqual({ payments: [] });
    const stats = await t.request({ method: 'GET', url: '/api/dashboard/stats', cookie: strangerCookie });
    expect(stats.json()).toMatchObject({ owingLoans: 0 });
  });
});
