import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPublicUser } from '@common/contracts/auth';
import { auditLog } from '../../db/schema';
import { createTestApp, PGLITE_ONLY, type TTestApp } from '../../test/test-app';

describe.each(PGLITE_ONLY)('PUT /api/auth/user/name (a staff member\'s own name), on %s', (backend) => {
  let t: TTestApp;
  const save = (cookie: string | undefined, payload: Record<string, unknown>) =>
    t.request({ method: 'PUT', url: '/api/auth/user/name', payload, ...(cookie ? { cookie } : {}) });
  const me = async (cookie: string) => (await t.request({ method: 'GET', url: '/api/auth/user', cookie })).json<TPublicUser>();

  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  it('changes the signed-in staff member\'s own name at once (the session cache too), audited', async () => {
    const owner = await t.createUser('super_admin');
    const cookie = await t.signIn(owner.email, owner.password);
    expect((await me(cookie)).firstName).toBe('Test');
    const res = await save(cookie, { firstName: '  Dana ', lastName: 'Reid' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: owner.id, firstName: 'Dana', lastName: 'Reid' });
    expect(await me(cookie)).toMatchObject({ firstName: 'Dana', lastName: 'Reid' });

    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'user.name')).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({ userId: owner.id, entity: 'user', entityId: owner.id, summary: { before: { firstName: 'Test', lastName: 'super_admin' }, after: { firstName: 'Dana', lastName: 'Reid' } } });

    // An empty last name is none.
    expect((await save(cookie, { firstName: 'Dana', lastName: '' })).json()).toMatchObject({ firstName: 'Dana', lastName: null });
  });

  it('is for staff and it: 401 for a guest, 403 for a borrower; a missing first name is a 400', async () => {
    expect((await save(undefined, { firstName: 'X', lastName: '' })).statusCode).toBe(401);
    const borrower = await t.createUser('borrower');
    const borrowerCookie = await t.signIn(borrower.email, borrower.password);
    expect((await save(borrowerCookie, { firstName: 'X', lastName: '' })).statusCode).toBe(403);
    const it_ = await t.createUser('it');
    const itCookie = await t.signIn(it_.email, it_.password);
    expect((await save(itCookie, { firstName: 'Ira', lastName: 'Tech' })).statusCode).toBe(200);
    const blank = await save(itCookie, { firstName: '   ', lastName: 'Tech' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ message: 'First name is required' });
    expect((await save(itCookie, { firstName: 'A'.repeat(101), lastName: '' })).json()).toMatchObject({ message: 'First name must be at most 100 characters' });
  });
});
