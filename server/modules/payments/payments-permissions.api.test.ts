import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TRole } from '@common/roles';
import { createTestApp, PGLITE_ONLY, type TTestApp } from '../../test/test-app';
import { requestAsEveryActor, signInEveryRole, STAFF, type TMatrixEndpoint, type TSignedIn } from '../../test/roles';
import { insertLoan, pay, paymentsOf } from './payments.test-support';

/** Mutations target ids that do not exist, so an allowed role changes nothing (404). */
type TEndpoint = TMatrixEndpoint<{ paymentId: string; loanId: string; superAdmin: { email: string; password: string } }>;

const BORROWER = ['borrower'] as const;
const missing = randomUUID();

// The expected table, written out here on purpose (not read from common/permissions.ts): a wrong
// entry there must fail this test.
const ENDPOINTS: TEndpoint[] = [
  { name: 'POST /api/payments', allowed: STAFF, request: () => ({ method: 'POST', url: '/api/payments', payload: { loanApplicationId: missing, paymentAmount: '10' } }) },
  { name: 'GET /api/payments', allowed: STAFF, request: () => ({ method: 'GET', url: '/api/payments' }) },
  { name: 'GET /api/payments/statistics', allowed: STAFF, request: () => ({ method: 'GET', url: '/api/payments/statistics' }) },
  { name: 'GET /api/payments/loans', allowed: STAFF, request: () => ({ method: 'GET', url: '/api/payments/loans?search=test' }) },
  { name: 'GET /api/pawn-loans/{id}/ledger', allowed: STAFF, request: ({ loanId }) => ({ method: 'GET', url: `/api/pawn-loans/${loanId}/ledger` }) },
  { name: 'GET /api/payments/{id}/pdf', allowed: STAFF, request: ({ paymentId }) => ({ method: 'GET', url: `/api/payments/${paymentId}/pdf` }) },
  { name: 'POST /api/payments/{id}/resend', allowed: STAFF, request: () => ({ method: 'POST', url: `/api/payments/${missing}/resend` }) },
  {
    name: 'DELETE /api/payments/{id}',
    allowed: STAFF,
    request: ({ superAdmin }) => ({ method: 'DELETE', url: `/api/payments/${missing}`, payload: superAdmin }),
  },
  { name: 'GET /api/payments/{id}/receipt', allowed: BORROWER, request: ({ paymentId }) => ({ method: 'GET', url: `/api/payments/${paymentId}/receipt` }) },
  { name: 'GET /api/auth/user/payment-history', allowed: BORROWER, request: () => ({ method: 'GET', url: '/api/auth/user/payment-history' }) },
  { name: 'GET /api/dashboard/stats', allowed: BORROWER, request: () => ({ method: 'GET', url: '/api/dashboard/stats' }) },
];

describe.each(PGLITE_ONLY)('permission matrix of the payment endpoints, on %s', (backend) => {
  let t: TTestApp;
  let sessions: Map<TRole, TSignedIn>;
  let loanId: string;
  let paymentId: string;

  beforeAll(async () => {
    t = await createTestApp(backend);
    sessions = await signInEveryRole(t);
    loanId = (await insertLoan(t.database.db)).id;
    paymentId = (await pay(t, sessions.get('loan_officer')!.cookie, loanId, '100')).id;
  });
  afterAll(() => t.close());

  it.each(ENDPOINTS.map((e) => [e.name, e] as const))('%s: exactly the allowed roles get through', async (_name, endpoint) => {
    const superAdmin = { email: sessions.get('super_admin')!.email, password: sessions.get('super_admin')!.password };
    const passed = await requestAsEveryActor(t, sessions, () => endpoint.request({ paymentId, loanId, superAdmin }), endpoint.allowed);
    expect(passed.map((p) => p.actor)).toEqual([...endpoint.allowed]);
    // Nothing above recorded or removed a payment.
    expect((await paymentsOf(t.database.db, loanId)).map((p) => p.id)).toEqual([paymentId]);
  });
});
