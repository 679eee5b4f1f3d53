import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPublicUser } from '@common/contracts/auth';
import { OWN_EMAIL_MESSAGES } from '@common/contracts/own-account';
import { auditLog, emailOutbox, users } from '../../db/schema';
import { createTestApp, PGLITE_ONLY, type TTestApp } from '../../test/test-app';

describe.each(PGLITE_ONLY)('PUT /api/auth/user/email (your own e-mail address) on %s', (backend) => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { LOGIN_MAX_FAILURES: '3' });
  });
  afterAll(() => t.close());

  const change = (cookie: string | undefined, payload: object) =>
    t.request({ method: 'PUT', url: '/api/auth/user/email', payload, ...(cookie ? { cookie } : {}) });
  const me = async (cookie: string) => (await t.request({ method: 'GET', url: '/api/auth/user', cookie })).json<TPublicUser>();

  it('moves the generated owner off admin@pawnbook.local: 200, signs in with the new address, audited, the old address told', async () => {
    const owner = await t.createUser('super_admin', { email: 'admin@pawnbook.local' });
    const cookie = await t.signIn(owner.email, owner.password);
    const res = await change(cookie, { email: '  Owner@MyShop.example ', currentPassword: owner.password });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: owner.id, email: 'owner@myshop.example' });
    // The open session carries on with the new address.
    expect((await me(cookie)).email).toBe('owner@myshop.example');
    await expect(t.signIn('admin@pawnbook.local', owner.password)).rejects.toThrow(/401/);
    await t.signIn('owner@myshop.example', owner.password);

    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.email-change'), eq(auditLog.entityId, owner.id)));
    expect(entry).toMatchObject({
      userId: owner.id,
      entity: 'user',
      summary: { before: { email: 'admin@pawnbook.local' }, after: { email: 'owner@myshop.example' } },
    });
    expect(JSON.stringify(entry?.summary)).not.toContain(owner.password);

    const [notice] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'email-change-notice')).orderBy(desc(emailOutbox.id)).limit(1);
    expect(notice).toMatchObject({ toAddress: 'admin@pawnbook.local', relatedEntity: 'user', relatedId: owner.id, status: 'pending' });
    expect(notice?.subject).toMatch(/e-mail address was changed$/);
    expect(notice?.textBody).toContain('from admin@pawnbook.local to owner@myshop.example');
  });

  it('401 for a wrong current password (nothing changes), 409 for an address in use, 400 for bad input', async () => {
    const officer = await t.createUser('loan_officer');
    const other = await t.createUser('borrower');
    const cookie = await t.signIn(officer.email, officer.password);

    const wrong = await change(cookie, { email: 'new.address@example.com', currentPassword: 'not-my-password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ message: OWN_EMAIL_MESSAGES.wrongPassword });
    // A wrong password is no reason to sign the person out.
    expect((await me(cookie)).email).toBe(officer.email);

    const taken = await change(cookie, { email: other.email.toUpperCase(), currentPassword: officer.password });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: OWN_EMAIL_MESSAGES.taken });

    const cases: [object, string][] = [
      [{ email: 'not-an-address', currentPassword: officer.password }, 'Please enter a valid email address'],
      [{ email: '', currentPassword: officer.password }, 'Email is required'],
      [{ email: 'fine@example.com', currentPassword: '' }, 'Current password is required'],
      [{ email: officer.email, currentPassword: officer.password }, OWN_EMAIL_MESSAGES.same],
    ];
    for (const [payload, message] of cases) {
      const res = await change(cookie, payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toMatchObject({ message });
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.id, officer.id));
    expect(row?.email).toBe(officer.email);
  });

  it('counts wrong passwords on the sign-in limits (429 beyond)', async () => {
    const officer = await t.createUser('admin');
    const cookie = await t.signIn(officer.email, officer.password);
    for (let i = 0; i < 3; i += 1) expect((await change(cookie, { email: 'x@example.com', currentPassword: `wrong-${i}` })).statusCode).toBe(401);
    expect((await change(cookie, { email: 'x@example.com', currentPassword: officer.password })).statusCode).toBe(429);
  });

  it('is for staff with a local account: 401 for a guest, 403 for a borrower', async () => {
    expect((await change(undefined, { email: 'x@example.com', currentPassword: 'x' })).statusCode).toBe(401);
    const borrower = await t.createUser('borrower');
    const cookie = await t.signIn(borrower.email, borrower.password);
    const res = await change(cookie, { email: 'x@example.com', currentPassword: borrower.password });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toHaveProperty('message');
  });

  it('refuses an account of the external provider: its address is the provider\'s', async () => {
    const { changeOwnEmail } = await import('./own-email.service');
    const staff = await t.createUser('loan_officer');
    await t.database.db.update(users).set({ loginMethod: 'oidc' }).where(eq(users.id, staff.id));
    const [row] = await t.database.db.select().from(users).where(eq(users.id, staff.id));
    if (!row) throw new Error('no row');
    await expect(
      changeOwnEmail(
        { db: t.database.db, policy: { maxFailures: 3, windowMinutes: 15 }, shopName: async () => 'Shop' },
        { user: row, ip: '127.0.0.1' },
        { email: 'elsewhere@example.com', currentPassword: staff.password },
      ),
    ).rejects.toMatchObject({ message: OWN_EMAIL_MESSAGES.notLocal });
  });
});
