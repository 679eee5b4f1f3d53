import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_MESSAGES } from '@common/contracts/admin-users';
import { SUPER_ADMIN_CREDENTIAL_MESSAGES } from '@common/contracts/credentials';
import { borrowers, objects, pawnLoanApplications, session } from '../../db/schema';
import { signInAs, type TSignedIn } from '../../test/roles';
import { BOTH_BACKENDS, createTestApp, type TTestApp } from '../../test/test-app';
import { setUserActive } from '../../test/test-db';
import { uploadDocuments, validPayload } from '../applications/pawn-loans.test-support';
import { auditRowsOf } from './admin-users.test-support';
import { findUserById } from './users.repository';

describe.each(BOTH_BACKENDS)('DELETE /api/admin/users/{id} on %s', (backend) => {
  let t: TTestApp;
  let superAdmin: TSignedIn;
  let other: TSignedIn;

  beforeAll(async () => {
    // A low limit, so the throttling case below needs few attempts.
    t = await createTestApp(backend, { LOGIN_MAX_FAILURES: '3' });
    superAdmin = await signInAs(t, 'super_admin');
    other = await signInAs(t, 'super_admin');
  });
  afterAll(() => t.close());

  const remove = (id: string, payload: unknown, as: TSignedIn = superAdmin) =>
    t.request({ method: 'DELETE', url: `/api/admin/users/${id}`, cookie: as.cookie, ...(payload === undefined ? {} : { payload: payload as object }) });
  const own = () => ({ email: superAdmin.email, password: superAdmin.password });
  const exists = async (id: string) => (await findUserById(t.database.db, id)) !== undefined;
  const sessionsOf = async (id: string) => (await t.database.db.select().from(session).where(eq(session.userId, id))).length;

  it('refuses missing, wrong and non-super-admin credentials and deletes nothing', async () => {
    const target = await t.createUser('loan_officer');
    const admin = await t.createUser('admin');
    const inactive = await t.createUser('super_admin');
    await setUserActive(t.database.db, inactive.id, false);
    const cases: [unknown, number, string][] = [
      [undefined, 401, SUPER_ADMIN_CREDENTIAL_MESSAGES.missing],
      [{}, 401, SUPER_ADMIN_CREDENTIAL_MESSAGES.missing],
      [{ email: superAdmin.email }, 401, SUPER_ADMIN_CREDENTIAL_MESSAGES.missing],
      [{ email: '', password: superAdmin.password }, 401, SUPER_ADMIN_CREDENTIAL_MESSAGES.missing],
      [{ email: superAdmin.email, password: 'wrong-password' }, 401, SUPER_ADMIN_CREDENTIAL_MESSAGES.invalid],
      [{ email: 'nobody@example.com', password: superAdmin.password }, 401, SUPER_ADMIN_CREDENTIAL_MESSAGES.invalid],
      // The right password of an admin or of a deactivated super admin: the same answer as a wrong one.
      [{ email: admin.email, password: admin.password }, 401, SUPER_ADMIN_CREDENTIAL_MESSAGES.invalid],
      [{ email: inactive.email, password: inactive.password }, 401, SUPER_ADMIN_CREDENTIAL_MESSAGES.invalid],
    ];
    for (const [payload, status, message] of cases) {
      const res = await remove(target.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json()).toMatchObject({ message });
      expect(await exists(target.id)).toBe(true);
    }
    expect(await auditRowsOf(t, target.id)).toHaveLength(0);
  });

  it('throttles repeated wrong credentials with 429, and still deletes nothing', async () => {
    const target = await t.createUser('loan_officer');
    const confirmer = await t.createUser('super_admin');
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await remove(target.id, { email: confirmer.email, password: `wrong-${i}` })).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    // Locked: even the right password is refused for now.
    const locked = await remove(target.id, { email: confirmer.email, password: confirmer.password });
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
    expect(await exists(target.id)).toBe(true);
  });

  it('never deletes oneself, as the caller or as the one confirming', async () => {
    for (const [id, payload] of [
      [superAdmin.id, own()],
      [superAdmin.id, { email: other.email, password: other.password }],
      [other.id, { email: other.email, password: other.password }],
    ] as const) {
      const res = await remove(id, payload);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ message: USER_MESSAGES.deleteYourself });
      expect(await exists(id)).toBe(true);
    }
  });

  it('deletes a user with their sessions and writes a user.delete audit row', async () => {
    const officer = await t.createUser('loan_officer');
    const cookie = await t.signIn(officer.email, officer.password);
    await t.signIn(officer.email, officer.password);
    expect(await sessionsOf(officer.id)).toBe(2);

    // The confirming super admin need not be the caller.
    const res = await remove(officer.id, { email: ` ${other.email.toUpperCase()} `, password: other.password });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'User deleted' });
    expect(await exists(officer.id)).toBe(false);
    expect(await sessionsOf(officer.id)).toBe(0);

    const rows = await auditRowsOf(t, officer.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'user.delete',
      entity: 'user',
      userId: superAdmin.id,
      userEmail: superAdmin.email,
      userRole: 'super_admin',
      summary: { email: officer.email, role: 'loan_officer', confirmedBy: other.email },
    });
    const text = JSON.stringify(rows[0]);
    expect(text).not.toContain(other.password);
    expect(text).not.toContain(officer.password);

    const me = async () => (await t.request({ method: 'GET', url: '/api/auth/user', cookie })).statusCode;
    expect(await me()).toBe(401);
    const signIn = await t.request({ method: 'POST', url: '/api/auth/local-login', payload: { email: officer.email, password: officer.password } });
    expect(signIn.statusCode).toBe(401);
    const list = await t.request({ method: 'GET', url: '/api/admin/users', cookie: superAdmin.cookie });
    expect(list.json<{ id: string }[]>().map((u) => u.id)).not.toContain(officer.id);
  });

  it('deletes a borrower whose account is linked to an application, uploads and a borrower record', async () => {
    const borrower = await t.createUser('borrower', { email: 'linked.borrower@example.com' });
    const cookie = await t.signIn(borrower.email, borrower.password);
    const { paths } = await uploadDocuments(t, cookie);
    const submitted = await t.request({ method: 'POST', url: '/api/pawn-loans', payload: validPayload(paths, { borrowerEmail: borrower.email }), cookie });
    expect(submitted.statusCode, submitted.body).toBe(201);
    const [linked] = await t.database.db.select().from(borrowers).where(eq(borrowers.userId, borrower.id));
    expect(linked).toBeDefined();
    const uploaded = await t.database.db.select().from(objects).where(eq(objects.ownerUserId, borrower.id));
    expect(uploaded).toHaveLength(4);

    const res = await remove(borrower.id, own());
    expect(res.statusCode, res.body).toBe(200);
    expect(await exists(borrower.id)).toBe(false);
    // The lending record outlives the login: links are cleared, nothing else goes.
    const [after] = await t.database.db.select().from(borrowers).where(eq(borrowers.id, linked!.id));
    expect(after?.userId).toBeNull();
    const applications = await t.database.db.select().from(pawnLoanApplications).where(eq(pawnLoanApplications.borrowerId, linked!.id));
    expect(applications).toHaveLength(1);
    const files = await t.database.db.select().from(objects).where(eq(objects.applicationId, applications[0]!.id));
    expect(files).toHaveLength(4);
    expect(files.map((f) => f.ownerUserId)).toEqual([null, null, null, null]);
  });

  it('keeps the last active super admin when two delete each other at the same moment', async () => {
    const app = await createTestApp(backend);
    try {
      const [a, b] = [await signInAs(app, 'super_admin'), await signInAs(app, 'super_admin')];
      const [ra, rb] = await Promise.all([
        app.request({ method: 'DELETE', url: `/api/admin/users/${b.id}`, payload: { email: a.email, password: a.password }, cookie: a.cookie }),
        app.request({ method: 'DELETE', url: `/api/admin/users/${a.id}`, payload: { email: b.email, password: b.password }, cookie: b.cookie }),
      ]);
      // The loser ran after the winner (409), or its own account, and so its credentials, were gone (401).
      const outcomes = [ra, rb].map((r) => ({ status: r.statusCode, message: r.json<{ message?: string }>().message }));
      expect(outcomes.filter((o) => o.status === 200)).toHaveLength(1);
      expect([
        { status: 409, message: USER_MESSAGES.lastSuperAdmin },
        { status: 401, message: SUPER_ADMIN_CREDENTIAL_MESSAGES.invalid },
        { status: 401, message: 'You are not signed in. Please sign in and try again.' },
      ]).toContainEqual(outcomes.find((o) => o.status !== 200));
      const left = await Promise.all([a, b].map((s) => findUserById(app.database.db, s.id)));
      expect(left.filter((u) => u?.role === 'super_admin' && u.isActive)).toHaveLength(1);
    } finally {
      await app.close();
    }
  });

  it('answers 404 for an unknown or malformed id with valid credentials', async () => {
    for (const id of [randomUUID(), 'not-a-uuid', '42']) {
      const res = await remove(id, own());
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toMatchObject({ message: USER_MESSAGES.notFound });
    }
  });

  it('answers a malformed body with 400, never 500', async () => {
    const target = await t.createUser('loan_officer');
    for (const payload of [{ email: 5, password: 'x' }, [1, 2]]) {
      const res = await remove(target.id, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ message: expect.any(String) });
    }
    expect(await exists(target.id)).toBe(true);
  });
});
