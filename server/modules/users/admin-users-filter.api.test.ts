import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAdminUsersResponse } from '@common/contracts/admin-users';
import { users } from '../../db/schema';
import { signInAs, type TSignedIn } from '../../test/roles';
import { createTestApp, PGLITE_ONLY, type TTestApp } from '../../test/test-app';

describe.each(PGLITE_ONLY)('GET /api/admin/users with a role filter and a search, on %s', (backend) => {
  let t: TTestApp;
  let admin: TSignedIn;
  let officer: { id: string; email: string };
  let borrower: { id: string; email: string };
  let external: { id: string; email: string };
  let it_: { id: string; email: string };

  beforeAll(async () => {
    t = await createTestApp(backend);
    admin = await signInAs(t, 'admin');
    officer = await t.createUser('loan_officer', { email: 'marcia.officer@shop.example' });
    await t.database.db.update(users).set({ firstName: 'Marcia', lastName: 'Campbell' }).where(eq(users.id, officer.id));
    borrower = await t.createUser('borrower', { email: 'devon.borrower@mail.example' });
    it_ = await t.createUser('it', { email: 'ira_tech@shop.example' });
    const sa = await signInAs(t, 'super_admin');
    const created = await t.request({
      method: 'POST',
      url: '/api/admin/users',
      cookie: sa.cookie,
      payload: { email: 'ext.person@provider.example', role: 'borrower', loginMethod: 'oidc' },
    });
    external = { id: created.json<{ id: string }>().id, email: 'ext.person@provider.example' };
  });
  afterAll(() => t.close());

  const list = async (query: string, cookie = admin.cookie) => {
    const res = await t.request({ method: 'GET', url: `/api/admin/users${query}`, cookie });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TAdminUsersResponse>().map((u) => u.email);
  };

  it('answers every account without parameters, as before', async () => {
    const emails = await list('');
    for (const u of [admin, officer, borrower, external, it_]) expect(emails).toContain(u.email);
  });

  it('role=staff keeps every account that opens /admin: no borrowers, no external borrower sign-ins', async () => {
    const emails = await list('?role=staff');
    expect(emails).toEqual(expect.arrayContaining([admin.email, officer.email, it_.email]));
    expect(emails).not.toContain(borrower.email);
    expect(emails).not.toContain(external.email);
    expect(await list('?role=all')).toContain(borrower.email);
  });

  it('one role at a time', async () => {
    expect((await list('?role=borrower')).sort()).toEqual([borrower.email, external.email].sort());
    expect(await list('?role=it')).toEqual([it_.email]);
  });

  it('finds a part of the e-mail or of the name, any case, with the filter', async () => {
    expect(await list('?q=MARCIA')).toEqual([officer.email]);
    expect(await list(`?q=${encodeURIComponent('marcia campbell')}`)).toEqual([officer.email]);
    expect(await list('?q=campb&role=staff')).toEqual([officer.email]);
    expect(await list('?q=campb&role=borrower')).toEqual([]);
    expect(await list('?q=provider.example')).toEqual([external.email]);
    // % and _ are characters to find, not wildcards.
    expect(await list('?q=_tech')).toEqual([it_.email]);
    expect(await list('?q=%25')).toEqual([]);
  });

  it('refuses a filter it does not know and an overlong search with 400 and a message', async () => {
    const bad = await t.request({ method: 'GET', url: '/api/admin/users?role=owner', cookie: admin.cookie });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^role must be one of staff, all, borrower/);
    const long = await t.request({ method: 'GET', url: `/api/admin/users?q=${'a'.repeat(101)}`, cookie: admin.cookie });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ message: 'Search must be at most 100 characters' });
  });

  it('stays for admins: a guest 401 and a loan officer 403, whatever the parameters', async () => {
    expect((await t.request({ method: 'GET', url: '/api/admin/users?role=owner' })).statusCode).toBe(401);
    const lo = await signInAs(t, 'loan_officer');
    expect((await t.request({ method: 'GET', url: '/api/admin/users?role=staff', cookie: lo.cookie })).statusCode).toBe(403);
  });
});
