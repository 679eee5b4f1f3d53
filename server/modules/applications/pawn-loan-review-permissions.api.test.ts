import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TRole } from '@common/roles';
import { createTestApp, PGLITE_ONLY, type TTestApp } from '../../test/test-app';
import { ADMINS, requestAsEveryActor, signInEveryRole, STAFF, type TMatrixEndpoint, type TSignedIn } from '../../test/roles';
import { insertApplication, readApplication } from './pawn-loan-review.test-support';

/** Mutations target an id that does not exist, so an allowed role changes nothing (404). */
type TEndpoint = TMatrixEndpoint<{ existingId: string; superAdmin: { email: string; password: string } }>;

const missing = randomUUID();

// The expected table, written out here on purpose (not read from common/permissions.ts): a wrong
// entry there must fail this test.
const ENDPOINTS: TEndpoint[] = [
  { name: 'GET /api/pawn-loans/{id}', allowed: STAFF, request: ({ existingId }) => ({ method: 'GET', url: `/api/pawn-loans/${existingId}` }) },
  {
    name: 'PATCH /api/pawn-loans/{id}/status',
    allowed: STAFF,
    request: () => ({ method: 'PATCH', url: `/api/pawn-loans/${missing}/status`, payload: { status: 'reviewed' } }),
  },
  {
    name: 'PATCH /api/pawn-loans/{id}/payment-frequency',
    allowed: STAFF,
    request: () => ({ method: 'PATCH', url: `/api/pawn-loans/${missing}/payment-frequency`, payload: { paymentFrequency: 'monthly' } }),
  },
  {
    name: 'PATCH /api/pawn-loans/{id}/verification',
    allowed: STAFF,
    request: () => ({ method: 'PATCH', url: `/api/pawn-loans/${missing}/verification`, payload: { field: 'idDocumentVerified', status: 'verified' } }),
  },
  {
    name: 'PATCH /api/pawn-loans/{id}/photo',
    allowed: STAFF,
    request: () => ({ method: 'PATCH', url: `/api/pawn-loans/${missing}/photo`, payload: { borrowerPhotoUrl: `/objects/uploads/${randomUUID()}` } }),
  },
  {
    name: 'DELETE /api/pawn-loans/{id}',
    allowed: STAFF,
    request: ({ superAdmin }) => ({ method: 'DELETE', url: `/api/pawn-loans/${missing}`, payload: superAdmin }),
  },
  { name: 'GET /api/admin/accounting', allowed: ADMINS, request: () => ({ method: 'GET', url: '/api/admin/accounting' }) },
  { name: 'GET /api/admin/audit-log', allowed: ADMINS, request: () => ({ method: 'GET', url: '/api/admin/audit-log' }) },
];

describe.each(PGLITE_ONLY)('permission matrix of the review, accounting and audit endpoints, on %s', (backend) => {
  let t: TTestApp;
  let sessions: Map<TRole, TSignedIn>;
  let existingId: string;

  beforeAll(async () => {
    t = await createTestApp(backend);
    sessions = await signInEveryRole(t);
    existingId = (await insertApplication(t.database.db)).id;
  });
  afterAll(() => t.close());

  it.each(ENDPOINTS.map((e) => [e.name, e] as const))('%s: exactly the allowed roles get through', async (_name, endpoint) => {
    const superAdmin = { email: sessions.get('super_admin')!.email, password: sessions.get('super_admin')!.password };
    const passed = await requestAsEveryActor(t, sessions, () => endpoint.request({ existingId, superAdmin }), endpoint.allowed);
    expect(passed.map((p) => p.actor)).toEqual([...endpoint.allowed]);
    // Nothing above touched the one real application.
    expect(await readApplication(t.database.db, existingId)).toMatchObject({ status: 'submitted', paymentFrequency: 'weekly' });
  });
});
