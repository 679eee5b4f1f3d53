import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCollectionDetail } from '@common/contracts/collections';
import { debtCollectionRecords } from '../../db/schema';
import { createTestApp, PGLITE_ONLY, type TTestApp } from '../../test/test-app';
import { pay } from '../payments/payments.test-support';
import { caseOfLoan, findOverdueRequest, loanStartedDaysAgo } from './collections.test-support';

// Issue 30 item 7: a collection case's amounts come from the ledger. Deleting a payment left the case
// with the old amounts, and Find Overdue did not refresh it.
describe.each(PGLITE_ONLY)('a collection case follows its loan\'s ledger, on %s', (backend) => {
  let t: TTestApp;
  let officer: string;
  let superAdmin: { email: string; password: string };

  beforeAll(async () => {
    t = await createTestApp(backend);
    const o = await t.createUser('loan_officer');
    officer = await t.signIn(o.email, o.password);
    const sa = await t.createUser('super_admin');
    superAdmin = { email: sa.email, password: sa.password };
  });
  afterAll(() => t.close());

  const detail = async (id: string) => (await t.request({ method: 'GET', url: `/api/collections/${id}`, cookie: officer })).json<TCollectionDetail>();

  it('takes the new amounts when a payment is deleted', async () => {
    // J$12,000.00 at J$3,000.00 a week, started 16 days ago: two instalments (J$6,000.00) overdue.
    const loan = await loanStartedDaysAgo(t.database.db, 16);
    expect((await findOverdueRequest(t, officer)).statusCode).toBe(200);
    const opened = await caseOfLoan(t, officer, loan.id);
    expect(opened).toMatchObject({ outstandingAmount: '12000.00', amountDue: '6000.00', collectionStatus: 'pending' });

    const payment = await pay(t, officer, loan.id, '3000');
    expect(await caseOfLoan(t, officer, loan.id)).toMatchObject({ outstandingAmount: '9000.00', amountDue: '3000.00' });

    const removed = await t.request({ method: 'DELETE', url: `/api/payments/${payment.id}`, cookie: officer, payload: superAdmin });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await caseOfLoan(t, officer, loan.id)).toMatchObject({ outstandingAmount: '12000.00', amountDue: '6000.00', collectionStatus: 'pending' });
    expect(await detail(opened.id)).toMatchObject({ outstandingAmount: '12000.00', amountDue: '6000.00', ledger: { outstanding: '12000.00', overdueAmount: '6000.00' } });
  });

  it('Find Overdue brings every open case to the ledger', async () => {
    const loan = await loanStartedDaysAgo(t.database.db, 9);
    expect((await findOverdueRequest(t, officer)).statusCode).toBe(200);
    const opened = await caseOfLoan(t, officer, loan.id);
    expect(opened).toMatchObject({ outstandingAmount: '12000.00', amountDue: '3000.00', daysPastDue: 2 });
    // Figures a case kept from before this release (or any change that missed it).
    await t.database.db.update(debtCollectionRecords).set({ outstandingAmount: '1.00', amountDue: '1.00', daysPastDue: 40 }).where(eq(debtCollectionRecords.id, opened.id));

    const found = await findOverdueRequest(t, officer);
    expect(found.statusCode).toBe(200);
    expect(await caseOfLoan(t, officer, loan.id)).toMatchObject({ id: opened.id, outstandingAmount: '12000.00', amountDue: '3000.00', daysPastDue: 2 });
  });
});
