import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { TRole } from '@common/roles';
import { createTestApp, PGLITE_ONLY, type TTestApp } from '../../test/test-app';
import { ADMINS, requestAsEveryActor, signInEveryRole, STAFF, type TMatrixEndpoint, type TSignedIn } from '../../test/roles';

type TEndpoint = TMatrixEndpoint;

const missing = randomUUID();

// The expected table, written out here on purpose (not read from common/permissions.ts): a wrong
// entry there must fail this test. borrower and it get 403 on every collections call, guests 401.
// Mutations target a case that does not exist (404 for those allowed) or change nothing.
const ENDPOINTS: TEndpoint[] = [
  { name: 'GET /api/collections', allowed: STAFF, request: () => ({ method: 'GET', url: '/api/collections' }) },
  { name: 'GET /api/collections/statistics', allowed: STAFF, request: () => ({ method: 'GET', url: '/api/collections/statistics' }) },
  { name: 'GET /api/collections/{id}', allowed: STAFF, request: () => ({ method: 'GET', url: `/api/collections/${missing}` }) },
  { name: 'GET /api/collections/overdue-loans', allowed: STAFF, request: () => ({ method: 'GET', url: '/api/collections/overdue-loans' }) },
  { name: 'GET /api/collections/collectors', allowed: STAFF, request: () => ({ method: 'GET', url: '/api/collections/collectors' }) },
  { name: 'GET /api/collections/reminder-settings', allowed: STAFF, request: () => ({ method: 'GET', url: '/api/collections/reminder-settings' }) },
  { name: 'PUT /api/collections/reminder-settings', allowed: ADMINS, request: () => ({ method: 'PUT', url: '/api/collections/reminder-settings', payload: {} }) },
  { name: 'POST /api/collections/find-overdue', allowed: STAFF, request: () => ({ method: 'POST', url: '/api/collections/find-overdue' }) },
  { name: 'POST /api/collections', allowed: STAFF, request: () => ({ method: 'POST', url: '/api/collections', payload: { loanApplicationId: missing, priority: 'low' } }) },
  { name: 'PATCH /api/collections/{id}', allowed: STAFF, request: () => ({ method: 'PATCH', url: `/api/collections/${missing}`, payload: { priority: 'low' } }) },
  {
    name: 'POST /api/collections/{id}/contacts',
    allowed: STAFF,
    request: () => ({ method: 'POST', url: `/api/collections/${missing}/contacts`, payload: { contactMethod: 'phone', outcome: 'spoke' } }),
  },
];

describe.each(PGLITE_ONLY)('collections permission matrix on %s', (backend) => {
  let t: TTestApp;
  let sessions: Map<TRole, TSignedIn>;

  beforeAll(async () => {
    t = await createTestApp(backend);
    sessions = await signInEveryRole(t);
  });
  afterAll(() => t.close());

  it.each(ENDPOINTS)('$name', async (endpoint) => {
    await requestAsEveryActor(t, sessions, endpoint.request, endpoint.allowed);
  });
});
