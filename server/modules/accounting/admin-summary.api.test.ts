import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAdminSummaryResponse } from '@common/contracts/dashboard';
import { createTestApp, PGLITE_ONLY, type TTestApp } from '../../test/test-app';
import { insertLoan, pay } from '../payments/payments.test-support';

// The dashboard's money card: what a lender means (lent out and still owed), with the spec's
// "Value" (approved loans only) kept beside it.
describe.each(PGLITE_ONLY)('GET /api/admin/summary money figures on %s', (backend) => {
  let t: TTestApp;
  let officer: string;

  beforeAll(async () => {
    t = await createTestApp(backend);
    const o = await t.createUser('loan_officer');
    officer = await t.signIn(o.email, o.password);
  });
  afterAll(() => t.close());

  it('counts what approved and active loans still owe and what was lent on them, not only approved ones', async () => {
    const read = async () => (await t.request({ method: 'GET', url: '/api/admin/summary', cookie: officer })).json<TAdminSummaryResponse>();
    expect(await read()).toEqual({ total: 0, pending: 0, approved: 0, rejected: 0, active: 0, completed: 0, value: '0.00', openLoans: 0, lentOut: '0.00', owed: '0.00' });

    // Each J$10,000.00 at 20%: J$12,000.00 to repay.
    const active = await insertLoan(t.database.db);
    const approved = await insertLoan(t.database.db);
    const completed = await insertLoan(t.database.db);
    await insertLoan(t.database.db, { status: 'submitted' });
    await pay(t, officer, active.id, '3000.00'); // approved -> active, 9000 left
    await pay(t, officer, completed.id, '12000.00'); // paid in full -> completed

    expect(await read()).toEqual({
      total: 4,
      pending: 1,
      // Each status counted for what it is (issue 30 item 8): the paid-into loan is active, not approved.
      approved: 1,
      rejected: 0,
      active: 1,
      completed: 1,
      // The spec's figure: loan amounts in status approved (the unpaid one only).
      value: '10000.00',
      openLoans: 2,
      lentOut: '20000.00',
      // Loans receivable in the books (issue 41): the active loan's J$9,000.00. The approved loan
      // was never paid out, so nothing is owed on it yet.
      owed: '9000.00',
    });
    expect(approved.id).toBeTruthy();
  });
});
