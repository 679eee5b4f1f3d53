import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session } from '../../db/schema';
import { BOTH_BACKENDS, createTestApp, type TTestApp } from '../../test/test-app';

// A deactivated account's right password is answered like any failed sign-in.
const REFUSED = 'Invalid email or password';

describe.each(BOTH_BACKENDS)('deactivating a user ends their sessions at once, on %s', (backend) => {
  let t: TTestApp;
  let superAdmin: string;

  beforeAll(async () => {
    t = await createTestApp(backend);
    const sa = await t.createUser('super_admin');
    superAdmin = await t.signIn(sa.email, sa.password);
  });
  afterAll(() => t.close());

  const me = async (cookie: string) => (await t.request({ method: 'GET', url: '/api/auth/user', cookie })).statusCode;
  const signInStatus = async (email: string, password: string) => {
    const res = await t.request({ method: 'POST', url: '/api/auth/local-login', payload: { email, password } });
    return { status: res.statusCode, message: res.json<{ message?: string }>().message };
  };
  const sessionCount = async (userId: string) => (await t.database.db.select().from(session).where(eq(session.userId, userId))).length;

  const cases = [
    { via: 'PATCH', deactivate: { method: 'PATCH' as const, payload: { isActive: false } }, reactivate: { method: 'PATCH' as const, payload: { isActive: true } } },
    { via: 'PUT', deactivate: { method: 'PUT' as const, payload: { isActive: false } }, reactivate: { method: 'PUT' as const, payload: { isActive: true } } },
  ];

  it.each(cases)('via $via: the next request with the old cookie is 401, sign-in is refused, reactivation lets them back', async ({ deactivate, reactivate }) => {
    const officer = await t.createUser('loan_officer');
    const phone = await t.signIn(officer.email, officer.password);
    const laptop = await t.signIn(officer.email, officer.password);
    // Twice each, so the second answer comes from the in-memory session cache.
    for (const cookie of [phone, laptop, phone, laptop]) expect(await me(cookie)).toBe(200);
    expect(await sessionCount(officer.id)).toBe(2);

    const res = await t.request({ ...deactivate, url: `/api/admin/users/${officer.id}`, cookie: superAdmin });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: officer.id, isActive: false });
    // The rows went in the same transaction as the change.
    expect(await sessionCount(officer.id)).toBe(0);
    expect(await me(phone)).toBe(401);
    expect(await me(laptop)).toBe(401);
    expect(await signInStatus(officer.email, officer.password)).toEqual({ status: 401, message: REFUSED });

    const back = await t.request({ ...reactivate, url: `/api/admin/users/${officer.id}`, cookie: superAdmin });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ isActive: true });
    // Ended sessions stay ended; a fresh sign-in works.
    expect(await me(phone)).toBe(401);
    const again = await t.signIn(officer.email, officer.password);
    expect(await me(again)).toBe(200);
  });

  it('a role change leaves the sessions in place and shows the new role', async () => {
    const officer = await t.createUser('loan_officer');
    const cookie = await t.signIn(officer.email, officer.password);
    expect(await me(cookie)).toBe(200);
    const res = await t.request({ method: 'PUT', url: `/api/admin/users/${officer.id}`, payload: { role: 'admin' }, cookie: superAdmin });
    expect(res.statusCode, res.body).toBe(200);
    expect(await sessionCount(officer.id)).toBe(1);
    const role = async () => (await t.request({ method: 'GET', url: '/api/auth/user', cookie })).json<{ role: string }>().role;
    // PostgreSQL delivers the users trigger's notification to the listening connection a moment later.
    if (backend === 'pglite') expect(await role()).toBe('admin');
    else await expect.poll(role, { timeout: 2000, interval: 20 }).toBe('admin');
  });
});
