import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TRole } from '@common/roles';
import { createTestApp, PGLITE_ONLY, type TTestApp } from '../../test/test-app';
import { ADMINS, requestAsEveryActor, signInEveryRole, STAFF, type TMatrixEndpoint, type TSignedIn } from '../../test/roles';
import { insertBorrowerWithLoans, walkIn } from './borrowers.test-support';

/** Mutations target a record that does not exist (404) or leave it as it was, so the matrix changes nothing that matters. */
type TEndpoint = TMatrixEndpoint<{ borrowerId: string; superAdmin: { email: string; password: string } }>;

const missing = randomUUID();

// The expected table, written out here on purpose (not read from common/permissions.ts): a wrong
// entry there must fail this test. borrower and it get 403 on every staff borrower call.
const ENDPOINTS: TEndpoint[] = [
  { name: 'GET /api/borrowers/search', allowed: STAFF, request: () => ({ method: 'GET', url: '/api/borrowers/search?q=test' }) },
  { name: 'GET /api/admin/borrowers', allowed: STAFF, request: () => ({ method: 'GET', url: '/api/admin/borrowers' }) },
  { name: 'GET /api/admin/borrowers/{id}', allowed: STAFF, request: ({ borrowerId }) => ({ method: 'GET', url: `/api/admin/borrowers/${borrowerId}` }) },
  { name: 'GET /api/admin/borrowers/{id}/export', allowed: ADMINS, request: ({ borrowerId }) => ({ method: 'GET', url: `/api/admin/borrowers/${borrowerId}/export` }) },
  // Each allowed role creates its own walk-in (a new e-mail every time).
  { name: 'POST /api/admin/borrowers', allowed: STAFF, request: () => ({ method: 'POST', url: '/api/admin/borrowers', payload: walkIn() }) },
  {
    name: 'PUT /api/admin/borrower/{email}/document-verification',
    allowed: STAFF,
    request: ({ borrowerId }) => ({ method: 'PUT', url: `/api/admin/borrower/${borrowerId}/document-verification`, payload: { documentType: 'photo', status: 'pending' } }),
  },
  {
    name: 'PUT /api/admin/borrower/{email}/profile',
    allowed: STAFF,
    request: ({ borrowerId }) => ({ method: 'PUT', url: `/api/admin/borrower/${borrowerId}/profile`, payload: {} }),
  },
  {
    name: 'PUT /api/admin/borrower/{email}/credit-status',
    allowed: ADMINS,
    request: ({ borrowerId }) => ({ method: 'PUT', url: `/api/admin/borrower/${borrowerId}/credit-status`, payload: { creditStatus: null } }),
  },
  {
    name: 'PATCH /api/borrowers/{email}/bank-account',
    allowed: STAFF,
    request: () => ({ method: 'PATCH', url: `/api/borrowers/${missing}/bank-account`, payload: { bankAccountNumber: '1' } }),
  },
  {
    name: 'DELETE /api/admin/borrowers/{id}',
    allowed: STAFF,
    request: ({ superAdmin }) => ({ method: 'DELETE', url: `/api/admin/borrowers/${missing}`, payload: superAdmin }),
  },
];

describe.each(PGLITE_ONLY)('permission matrix of the borrower endpoints, on %s', (backend) => {
  let t: TTestApp;
  let sessions: Map<TRole, TSignedIn>;
  let borrowerId: string;

  beforeAll(async () => {
    t = await createTestApp(backend);
    sessions = await signInEveryRole(t);
    borrowerId = (await insertBorrowerWithLoans(t, ['submitted'])).borrowerId;
  });
  afterAll(() => t.close());

  it.each(ENDPOINTS.map((e) => [e.name, e] as const))('%s: exactly the allowed roles get through', async (_name, endpoint) => {
    const superAdmin = { email: sessions.get('super_admin')!.email, password: sessions.get('super_admin')!.password };
    const passed = await requestAsEveryActor(t, sessions, () => endpoint.request({ borrowerId, superAdmin }), endpoint.allowed);
    for (const { actor, res } of passed) expect(res.statusCode, `${actor}: ${res.body}`).toBeLessThan(405);
    expect(passed.map((p) => p.actor)).toEqual([...endpoint.allowed]);
  });
});
