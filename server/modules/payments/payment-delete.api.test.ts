import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPER_ADMIN_CREDENTIAL_MESSAGES } from '@common/contracts/credentials';
import { createTestApp, PGLITE_ONLY, type TTestApp } from '../../test/test-app';
import { auditRowsOf, historyOf, readApplication } from '../applications/pawn-loan-review.test-support';
import { insertLoan, pay, paymentsOf, scheduleOf } from './payments.test-support';

describe.each(PGLITE_ONLY)('DELETE /api/payments/{id} on %s', (backend) => {
  let t: TTestApp;
  let officer: string;
  let superAdmin: { email: string; password: string };
  let admin: { email: string; password: string };

  beforeAll(async () => {
    t = await createTestApp(backend);
    const user = await t.createUser('loan_officer');
    officer = await t.signIn(user.email, user.password);
    const sa = await t.createUser('super_admin');
    superAdmin = { email: sa.email, password: sa.password };
    const ad = await t.createUser('admin');
    admin = { email: ad.email, password: ad.password };
  });
  afterAll(() => t.close());

  const remove = (id: string, payload?: unknown) =>
    t.request({ method: 'DELETE', url: `/api/payments/${id}`, cookie: officer, ...(payload === undefined ? {} : { payload: payload as object }) });

  it('leaves the payment when the credentials are missing, wrong, or not a super admin', async () => {
    const loan = await insertLoan(t.database.db);
    const payment = await pay(t, officer, loan.id, '3000');
    const attempts: [unknown, number, string][] = [
      [undefined, 401, SUPER_ADMIN_CREDENTIAL_MESSAGES.missing],
      [{ email: superAdmin.email }, 401, SUPER_ADMIN_CREDENTIAL_MESSAGES.missing],
      [{ email: superAdmin.email, password: 'wrong-password' }, 401, SUPER_ADMIN_CREDENTIAL_MESSAGES.invalid],
      // An admin's right password is answered as a wrong one: nothing tells the two apart.
      [admin, 401, SUPER_ADMIN_CREDENTIAL_MESSAGES.invalid],
    ];
    for (const [payload, status, message] of attempts) {
      const res = await remove(payment.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json()).toMatchObject({ message });
    }
    expect(await paymentsOf(t.database.db, loan.id)).toHaveLength(1);
    expect(await auditRowsOf(t.database.db, payment.id, 'payment.delete')).toHaveLength(0);
  });

  it('removes the payment, recomputes the ledger, reopens a completed loan and audits who confirmed', async () => {
    const loan = await insertLoan(t.database.db);
    const first = await pay(t, officer, loan.id, '4500');
    const second = await pay(t, officer, loan.id, '7500');
    expect((await readApplication(t.database.db, loan.id))?.status).toBe('completed');

    const res = await remove(second.id, superAdmin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Payment deleted' });
    expect((await paymentsOf(t.database.db, loan.id)).map((p) => p.id)).toEqual([first.id]);
    expect((await scheduleOf(t.database.db, loan.id)).map((r) => r.status)).toEqual(['paid', 'partially_paid', 'pending', 'pending']);
    expect((await readApplication(t.database.db, loan.id))?.status).toBe('active');
    const history = await historyOf(t.database.db, loan.id);
    expect(history.at(-1)).toMatchObject({ fromStatus: 'completed', toStatus: 'active', notes: `Payment ${second.receiptNumber} deleted: the loan is no longer paid in full` });
    const [audit] = await auditRowsOf(t.database.db, second.id, 'payment.delete');
    expect(audit?.summary).toMatchObject({ receiptNumber: second.receiptNumber, paymentAmount: '7500.00', confirmedBy: superAdmin.email });

    const ledger = await t.request({ method: 'GET', url: `/api/pawn-loans/${loan.id}/ledger`, cookie: officer });
    expect(ledger.json().totals).toMatchObject({ paid: '4500.00', outstanding: '7500.00' });
    // The remaining payment's balance counts only what is left.
    expect(ledger.json().payments.map((p: { balanceAfter: string }) => p.balanceAfter)).toEqual(['7500.00']);

    expect((await remove(second.id, superAdmin)).statusCode).toBe(404);
    expect((await remove(randomUUID(), superAdmin)).statusCode).toBe(404);
    expect((await remove('nope', superAdmin)).statusCode).toBe(404);
  });
});
