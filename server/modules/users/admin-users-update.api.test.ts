import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_MESSAGES } from '@common/contracts/admin-users';
import type { TRole } from '@common/roles';
import { NOT_ALLOWED, NOT_SIGNED_IN } from '../../lib/auth-guard';
import { signInAs, type TSignedIn } from '../../test/roles';
import { createTestApp, PGLITE_ONLY, type TTestApp } from '../../test/test-app';
import { auditRowsOf } from './admin-users.test-support';
import { findUserById } from './users.repository';

describe.each(PGLITE_ONLY)('PATCH and PUT /api/admin/users/{id} on %s', (backend) => {
  let t: TTestApp;
  let superAdmin: TSignedIn;
  let admin: TSignedIn;

  beforeAll(async () => {
    t = await createTestApp(backend);
    superAdmin = await signInAs(t, 'super_admin');
    admin = await signInAs(t, 'admin');
  });
  afterAll(() => t.close());

  const put = (as: TSignedIn, id: string, payload: unknown) => t.request({ method: 'PUT', url: `/api/admin/users/${id}`, payload: payload as object, cookie: as.cookie });
  const patch = (as: TSignedIn, id: string, payload: unknown) => t.request({ method: 'PATCH', url: `/api/admin/users/${id}`, payload: payload as object, cookie: as.cookie });
  const rowOf = async (id: string) => {
    const row = await findUserById(t.database.db, id);
    return { role: row?.role, isActive: row?.isActive };
  };

  it('lets an admin change the role of ordinary accounts, with a user.update audit row of what changed', async () => {
    const officer = await t.createUser('loan_officer');
    const res = await put(admin, officer.id, { role: 'admin' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: officer.id, role: 'admin', isActive: true });
    expect(res.body).not.toContain('$argon2');
    expect(await rowOf(officer.id)).toEqual({ role: 'admin', isActive: true });
    const rows = await auditRowsOf(t, officer.id);
    expect(rows.at(-1)).toMatchObject({
      action: 'user.update',
      entity: 'user',
      userId: admin.id,
      userRole: 'admin',
      summary: { email: officer.email, before: { role: 'loan_officer' }, after: { role: 'admin' } },
    });
    expect(JSON.stringify(rows)).not.toContain('$argon2');
  });

  it('records the active flag before and after for PATCH and PUT, by the super admin', async () => {
    const officer = await t.createUser('loan_officer');
    expect((await patch(superAdmin, officer.id, { isActive: false })).statusCode).toBe(200);
    expect((await put(superAdmin, officer.id, { isActive: true, role: 'admin' })).statusCode).toBe(200);
    const rows = await auditRowsOf(t, officer.id);
    expect(rows.map((r) => ({ action: r.action, userId: r.userId, summary: r.summary }))).toEqual([
      { action: 'user.update', userId: superAdmin.id, summary: { email: officer.email, before: { isActive: true }, after: { isActive: false } } },
      {
        action: 'user.update',
        userId: superAdmin.id,
        summary: { email: officer.email, before: { role: 'loan_officer', isActive: false }, after: { role: 'admin', isActive: true } },
      },
    ]);
  });

  it('changes nothing and records nothing when the values are already so', async () => {
    const officer = await t.createUser('loan_officer');
    const res = await put(superAdmin, officer.id, { role: 'loan_officer', isActive: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(await auditRowsOf(t, officer.id)).toHaveLength(0);
  });

  it.each(['super_admin', 'it'] as TRole[])('refuses an admin changing a %s account', async (role) => {
    const protectedUser = await t.createUser(role);
    for (const change of [{ role: 'borrower' }, { role: role }, { role: 'admin' }]) {
      const res = await put(admin, protectedUser.id, change);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ message: USER_MESSAGES.protectedAccount });
    }
    expect(await rowOf(protectedUser.id)).toEqual({ role, isActive: true });
    expect(await auditRowsOf(t, protectedUser.id)).toHaveLength(0);
  });

  it.each(['super_admin', 'it'] as TRole[])('refuses an admin assigning %s, and lets a super admin', async (role) => {
    const officer = await t.createUser('loan_officer');
    const refused = await put(admin, officer.id, { role });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: USER_MESSAGES.roleNotAllowed });
    expect(await rowOf(officer.id)).toEqual({ role: 'loan_officer', isActive: true });

    const allowed = await put(superAdmin, officer.id, { role });
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(await rowOf(officer.id)).toEqual({ role, isActive: true });
    // And a super admin may change such an account back.
    expect((await put(superAdmin, officer.id, { role: 'loan_officer' })).statusCode).toBe(200);
  });

  it('refuses an admin the active flag (super admin only) without changing anything', async () => {
    const officer = await t.createUser('loan_officer');
    for (const res of [await put(admin, officer.id, { isActive: false }), await put(admin, officer.id, { isActive: false, role: 'admin' }), await patch(admin, officer.id, { isActive: false })]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(/permission/);
    }
    expect(await rowOf(officer.id)).toEqual({ role: 'loan_officer', isActive: true });
  });

  it('refuses anyone changing their own role or active flag', async () => {
    for (const [as, change] of [
      [superAdmin, { role: 'admin' }],
      [superAdmin, { isActive: false }],
      [superAdmin, { role: 'super_admin' }],
      [admin, { role: 'loan_officer' }],
    ] as const) {
      const res = await put(as, as.id, change);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ message: USER_MESSAGES.notYourself });
    }
    const res = await patch(superAdmin, superAdmin.id, { isActive: false });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: USER_MESSAGES.notYourself });
    expect(await rowOf(superAdmin.id)).toEqual({ role: 'super_admin', isActive: true });
    expect(await rowOf(admin.id)).toEqual({ role: 'admin', isActive: true });
  });

  it('keeps the last active super admin when two demote each other at the same moment', async () => {
    const own = await createTestApp(backend);
    try {
      const [a, b] = [await signInAs(own, 'super_admin'), await signInAs(own, 'super_admin')];
      // Warm both sessions so both requests pass their permission check before either changes anything.
      for (const s of [a, b]) expect((await own.request({ method: 'GET', url: '/api/auth/user', cookie: s.cookie })).statusCode).toBe(200);
      const [ra, rb] = await Promise.all([
        own.request({ method: 'PUT', url: `/api/admin/users/${b.id}`, payload: { role: 'admin' }, cookie: a.cookie }),
        own.request({ method: 'PATCH', url: `/api/admin/users/${a.id}`, payload: { isActive: false }, cookie: b.cookie }),
      ]);
      // The loser either ran its change after the winner's (409), or arrived when it had already
      // been demoted (403) or deactivated (401); admin-users.service.test.ts pins the 409 down.
      const outcomes = [ra, rb].map((r) => ({ status: r.statusCode, message: r.json<{ message?: string }>().message }));
      const losers = outcomes.filter((o) => o.status !== 200);
      expect(losers).toHaveLength(1);
      expect([
        { status: 409, message: USER_MESSAGES.lastSuperAdmin },
        { status: 403, message: NOT_ALLOWED },
        { status: 401, message: NOT_SIGNED_IN },
      ]).toContainEqual(losers[0]);
      const list = (await own.request({ method: 'GET', url: '/api/admin/users', cookie: ra.statusCode === 200 ? a.cookie : b.cookie })).json<{ role: string; isActive: boolean }[]>();
      expect(list.filter((u) => u.role === 'super_admin' && u.isActive)).toHaveLength(1);
    } finally {
      await own.close();
    }
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of [randomUUID(), 'not-a-uuid', '123', '00000000-0000-0000-0000-00000000000g']) {
      for (const res of [await put(superAdmin, id, { role: 'admin' }), await patch(superAdmin, id, { isActive: false })]) {
        expect(res.statusCode, id).toBe(404);
        expect(res.json()).toMatchObject({ message: USER_MESSAGES.notFound });
      }
    }
  });

  it('answers bad bodies with 400 and the reason', async () => {
    const officer = await t.createUser('loan_officer');
    const cases: [() => ReturnType<typeof put>, string | RegExp][] = [
      [() => put(superAdmin, officer.id, {}), 'Nothing to update: send isActive or role'],
      [() => put(superAdmin, officer.id, { role: 'boss' }), 'Role must be one of borrower, loan_officer, admin, super_admin, it'],
      [() => put(superAdmin, officer.id, { isActive: 'no' }), 'isActive must be true or false'],
      [() => patch(superAdmin, officer.id, {}), 'isActive must be true or false'],
      [() => patch(superAdmin, officer.id, { isActive: 1 }), 'isActive must be true or false'],
      [() => patch(superAdmin, officer.id, [true]), /./],
    ];
    for (const [call, message] of cases) {
      const res = await call();
      expect(res.statusCode, res.body).toBe(400);
      if (typeof message === 'string') expect(res.json()).toMatchObject({ message });
      else expect(res.json().message).toMatch(message);
    }
    expect(await rowOf(officer.id)).toEqual({ role: 'loan_officer', isActive: true });
  });
});
