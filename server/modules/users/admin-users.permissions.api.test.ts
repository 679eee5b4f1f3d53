import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PGLITE_ONLY, type TTestApp } from '../../test/test-app';
import { expectPermissionAnswer, ROLES_AND_GUEST, signInEveryRole, type TActorName } from '../../test/roles';
import { findUserById } from './users.repository';


// Written out here on purpose, not read from common/permissions.ts: a change to that table must
// show up as a failing test.
const ALLOWED: Record<string, TActorName[]> = {
  'GET /api/admin/users': ['admin', 'super_admin'],
  'POST /api/admin/users': ['admin', 'super_admin'],
  'PATCH /api/admin/users/{id} isActive': ['super_admin'],
  'PUT /api/admin/users/{id} role': ['admin', 'super_admin'],
  'PUT /api/admin/users/{id} isActive': ['super_admin'],
  'DELETE /api/admin/users/{id}': ['super_admin'],
  'DELETE /api/admin/users/{id}/sign-in-lock': ['super_admin'],
  'POST /api/admin/users/{id}/reset-password': ['super_admin'],
};

type TCall = {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  url: string;
  payload?: unknown;
  success: number;
  /** After the call: did the change happen? (undefined for reads) */
  happened?: () => Promise<boolean>;
};

describe.each(PGLITE_ONLY)('admin users permission matrix on %s', (backend) => {
  let t: TTestApp;
  const cookies = new Map<TActorName, string>();
  let confirmer: { email: string; password: string };
  let superAdminPassword = '';

  beforeAll(async () => {
    t = await createTestApp(backend);
    for (const [role, signedIn] of await signInEveryRole(t)) {
      cookies.set(role, signedIn.cookie);
      if (role === 'super_admin') superAdminPassword = signedIn.password;
    }
    // A second super admin whose credentials confirm deletes, so nobody deletes the confirmer.
    confirmer = await t.createUser('super_admin');
  });
  afterAll(() => t.close());

  const target = async () => {
    const user = await t.createUser('borrower');
    const row = () => findUserById(t.database.db, user.id);
    return { id: user.id, row };
  };

  let lockedIp = 0;
  /** An account locked out of signing in (LOGIN_MAX_FAILURES wrong passwords at one IP). */
  const lockedTarget = async () => {
    const user = await t.createUser('borrower');
    lockedIp += 1;
    const ip = `192.0.2.${lockedIp}`;
    const signIn = (password: string) => t.request({ method: 'POST', url: '/api/auth/local-login', payload: { email: user.email, password }, remoteAddress: ip });
    for (let i = 0; i < 5; i += 1) await signIn(`wrong-${i}`);
    expect((await signIn(user.password)).statusCode).toBe(429);
    return { id: user.id, signsIn: async () => (await signIn(user.password)).statusCode === 200 };
  };

  const CALLS: Record<string, () => Promise<TCall>> = {
    'GET /api/admin/users': async () => ({ method: 'GET', url: '/api/admin/users', success: 200 }),
    'POST /api/admin/users': async () => {
      const email = `new.${Math.random().toString(36).slice(2)}@example.com`;
      return {
        method: 'POST',
        url: '/api/admin/users',
        payload: { email, firstName: 'New', lastName: 'Officer', role: 'loan_officer', password: 'long-enough-pass', loginMethod: 'local' },
        success: 201,
        happened: async () => (await t.request({ method: 'GET', url: '/api/admin/users', cookie: cookies.get('super_admin') }))
          .json<{ email: string }[]>()
          .some((u) => u.email === email),
      };
    },
    'PATCH /api/admin/users/{id} isActive': async () => {
      const { id, row } = await target();
      return { method: 'PATCH', url: `/api/admin/users/${id}`, payload: { isActive: false }, success: 200, happened: async () => (await row())?.isActive === false };
    },
    'PUT /api/admin/users/{id} role': async () => {
      const { id, row } = await target();
      return { method: 'PUT', url: `/api/admin/users/${id}`, payload: { role: 'loan_officer' }, success: 200, happened: async () => (await row())?.role === 'loan_officer' };
    },
    'PUT /api/admin/users/{id} isActive': async () => {
      const { id, row } = await target();
      return { method: 'PUT', url: `/api/admin/users/${id}`, payload: { isActive: false }, success: 200, happened: async () => (await row())?.isActive === false };
    },
    'DELETE /api/admin/users/{id}': async () => {
      const { id, row } = await target();
      return { method: 'DELETE', url: `/api/admin/users/${id}`, payload: confirmer, success: 200, happened: async () => (await row()) === undefined };
    },
    'DELETE /api/admin/users/{id}/sign-in-lock': async () => {
      const { id, signsIn } = await lockedTarget();
      return { method: 'DELETE', url: `/api/admin/users/${id}/sign-in-lock`, success: 200, happened: signsIn };
    },
    'POST /api/admin/users/{id}/reset-password': async () => {
      const { id, row } = await target();
      return {
        method: 'POST',
        url: `/api/admin/users/${id}/reset-password`,
        // The signed-in super admin's own password confirms it; other callers are refused before it is read.
        payload: { password: superAdminPassword },
        success: 200,
        happened: async () => (await row())?.mustChangePassword === true,
      };
    },
  };

  const cells = Object.keys(ALLOWED).flatMap((endpoint) => ROLES_AND_GUEST.map((actor) => ({ endpoint, actor })));

  it.each(cells)('$endpoint as $actor', async ({ endpoint, actor }) => {
    const call = await CALLS[endpoint]!();
    const cookie = cookies.get(actor);
    const res = await t.request({
      method: call.method,
      url: call.url,
      ...(call.payload === undefined ? {} : { payload: call.payload as object }),
      ...(cookie ? { cookie } : {}),
    });
    const allowed = expectPermissionAnswer(res, actor, ALLOWED[endpoint]!);
    if (allowed) expect(res.statusCode, res.body).toBe(call.success);
    if (call.happened) expect(await call.happened()).toBe(allowed);
  });

  it('refuses guests and other roles before reading the body', async () => {
    for (const [method, url] of [
      ['POST', '/api/admin/users'],
      ['PATCH', '/api/admin/users/not-a-uuid'],
      ['PUT', '/api/admin/users/not-a-uuid'],
    ] as const) {
      expect((await t.request({ method, url, payload: { nonsense: true } })).statusCode).toBe(401);
      expect((await t.request({ method, url, payload: { nonsense: true }, cookie: cookies.get('borrower') })).statusCode).toBe(403);
    }
    expect((await t.request({ method: 'DELETE', url: '/api/admin/users/x', cookie: cookies.get('admin') })).statusCode).toBe(403);
    expect((await t.request({ method: 'DELETE', url: '/api/admin/users/x/sign-in-lock', cookie: cookies.get('admin') })).statusCode).toBe(403);
    expect((await t.request({ method: 'POST', url: '/api/admin/users/x/reset-password', payload: { nonsense: true } })).statusCode).toBe(401);
    expect((await t.request({ method: 'POST', url: '/api/admin/users/x/reset-password', payload: { nonsense: true }, cookie: cookies.get('admin') })).statusCode).toBe(403);
  });

  it('lists accounts newest first and never with a password hash', async () => {
    const older = await t.createUser('loan_officer');
    const newer = await t.createUser('admin');
    const res = await t.request({ method: 'GET', url: '/api/admin/users', cookie: cookies.get('admin') });
    expect(res.statusCode).toBe(200);
    const list = res.json<{ id: string; createdAt: string }[]>();
    const ids = list.map((u) => u.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    const times = list.map((u) => Date.parse(u.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(res.body).not.toContain('$argon2');
    for (const user of list) expect(user).not.toHaveProperty('password');
    // Accounts locked by the matrix above carry the end of their lock.
    for (const user of list) expect(user).toHaveProperty('lockedUntil', expect.toBeOneOf([null, expect.any(String)]));
  });
});
