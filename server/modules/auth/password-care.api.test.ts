import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES } from '@common/contracts/passwords';
import { NEW_PASSWORD_MESSAGES } from '@common/passwords';
import { auditLog, users } from '../../db/schema';
import { cookieFrom, createTestApp, PGLITE_ONLY, STANDARD_HASHING, type TTestApp } from '../../test/test-app';

const NEW_PASSWORD = 'a-fresh-Passphrase-42';

describe.each(PGLITE_ONLY)('password care on %s', (backend) => {
  let t: TTestApp;
  let superAdmin: { id: string; email: string; password: string; cookie: string };
  beforeAll(async () => {
    t = await createTestApp(backend, { ...STANDARD_HASHING, LOGIN_MAX_FAILURES: '5' });
    const admin = await t.createUser('super_admin');
    superAdmin = { ...admin, cookie: await t.signIn(admin.email, admin.password) };
  });
  afterAll(() => t.close());

  const changePassword = (cookie: string | undefined, payload: object) =>
    t.request({ method: 'POST', url: '/api/auth/user/password', payload, ...(cookie ? { cookie } : {}) });
  const me = (cookie: string) => t.request({ method: 'GET', url: '/api/auth/user', cookie });
  const auditRows = (action: string, entityId: string) =>
    t.database.db.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)));

  describe('changing your own password', () => {
    it('refuses a guest', async () => {
      expect((await changePassword(undefined, { currentPassword: 'x', newPassword: NEW_PASSWORD })).statusCode).toBe(401);
    });

    it('checks the current password and the rules for the new one, with clear messages', async () => {
      const user = await t.createUser('loan_officer');
      const cookie = await t.signIn(user.email, user.password);
      const cases: [object, string][] = [
        [{ currentPassword: 'not-my-password', newPassword: NEW_PASSWORD }, PASSWORD_MESSAGES.currentWrong],
        [{ currentPassword: user.password, newPassword: 'short-1' }, NEW_PASSWORD_MESSAGES.tooShort],
        [{ currentPassword: user.password, newPassword: user.email.toUpperCase() }, NEW_PASSWORD_MESSAGES.isEmail],
        [{ currentPassword: user.password, newPassword: 'Password123' }, NEW_PASSWORD_MESSAGES.common],
        [{ currentPassword: user.password, newPassword: '1234567890' }, NEW_PASSWORD_MESSAGES.common],
        [{ currentPassword: user.password, newPassword: user.password }, NEW_PASSWORD_MESSAGES.sameAsCurrent],
      ];
      for (const [payload, message] of cases) {
        const res = await changePassword(cookie, payload);
        expect(res.statusCode, message).toBe(400);
        expect(res.json()).toMatchObject({ message });
      }
      // Nothing changed: the old password still signs in.
      await t.signIn(user.email, user.password);
    });

    it('changes it, ends every other session, gives this browser a new one, and is audited', async () => {
      const user = await t.createUser('admin');
      const here = await t.signIn(user.email, user.password);
      const elsewhere = await t.signIn(user.email, user.password);
      const res = await changePassword(here, { currentPassword: user.password, newPassword: NEW_PASSWORD });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: user.id, mustChangePassword: false });
      const renewed = cookieFrom(res);
      expect(renewed).not.toBe(here);
      expect((await me(elsewhere)).statusCode).toBe(401);
      expect((await me(here)).statusCode).toBe(401);
      expect((await me(renewed)).statusCode).toBe(200);
      await expect(t.signIn(user.email, user.password)).rejects.toThrow(/401/);
      await t.signIn(user.email, NEW_PASSWORD);
      const [row] = await auditRows('user.password-change', user.id);
      expect(row?.userId).toBe(user.id);
      expect(JSON.stringify(row?.summary)).not.toContain(NEW_PASSWORD);
    });

    it('counts wrong current passwords on the sign-in limits', async () => {
      const user = await t.createUser('borrower');
      const cookie = await t.signIn(user.email, user.password);
      for (let i = 0; i < 5; i += 1) {
        expect((await changePassword(cookie, { currentPassword: `wrong-${i}`, newPassword: NEW_PASSWORD })).statusCode).toBe(400);
      }
      expect((await changePassword(cookie, { currentPassword: user.password, newPassword: NEW_PASSWORD })).statusCode).toBe(429);
    });

    it('has nothing to change for an account of the external provider', async () => {
      const created = await t.request({
        method: 'POST', url: '/api/admin/users', cookie: superAdmin.cookie,
        payload: { email: `ext.${Date.now()}@example.com`, role: 'borrower', loginMethod: 'oidc' },
      });
      expect(created.statusCode).toBe(201);
      // No session can be had without the provider; the rule itself is the service's.
      const { changeOwnPassword } = await import('./password.service');
      const [row] = await t.database.db.select().from(users).where(eq(users.id, created.json<{ id: string }>().id));
      if (!row) throw new Error('no row');
      await expect(
        changeOwnPassword({ db: t.database.db, policy: { maxFailures: 5, windowMinutes: 15 } }, { user: row, ip: '127.0.0.1' }, { currentPassword: 'x', newPassword: NEW_PASSWORD }),
      ).rejects.toThrow(PASSWORD_MESSAGES.notLocal);
    });
  });

  describe('a super admin resets a password', () => {
    const reset = (id: string, password: string | undefined, cookie = superAdmin.cookie) =>
      t.request({ method: 'POST', url: `/api/admin/users/${id}/reset-password`, payload: password === undefined ? {} : { password }, cookie });

    it('needs the super admin\'s own password, and changes nothing without it', async () => {
      const officer = await t.createUser('loan_officer');
      for (const password of [undefined, 'wrong-password']) {
        const res = await reset(officer.id, password);
        expect(res.statusCode).toBe(401);
      }
      await t.signIn(officer.email, officer.password);
    });

    it('gives a one-time password shown once, ends the sessions, and forces a new password at next sign-in', async () => {
      const officer = await t.createUser('loan_officer');
      const before = await t.signIn(officer.email, officer.password);
      const res = await reset(officer.id, superAdmin.password);
      expect(res.statusCode).toBe(200);
      const { temporaryPassword, message } = res.json<{ temporaryPassword: string; message: string }>();
      expect(message).toBe(PASSWORD_MESSAGES.reset);
      expect(temporaryPassword.length).toBeGreaterThanOrEqual(20);
      expect((await me(before)).statusCode).toBe(401);
      await expect(t.signIn(officer.email, officer.password)).rejects.toThrow(/401/);

      const signIn = await t.request({ method: 'POST', url: '/api/auth/local-login', payload: { email: officer.email, password: temporaryPassword } });
      expect(signIn.statusCode).toBe(200);
      expect(signIn.json()).toMatchObject({ mustChangePassword: true });
      const cookie = cookieFrom(signIn);
      expect((await me(cookie)).json()).toMatchObject({ mustChangePassword: true });
      // Nothing else opens until the one-time password is replaced.
      const blocked = await t.request({ method: 'GET', url: '/api/pawn-loans', cookie });
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json()).toMatchObject({ message: PASSWORD_MESSAGES.changeRequired });
      const changed = await changePassword(cookie, { currentPassword: temporaryPassword, newPassword: NEW_PASSWORD });
      expect(changed.statusCode).toBe(200);
      expect(changed.json()).toMatchObject({ mustChangePassword: false });
      expect((await t.request({ method: 'GET', url: '/api/pawn-loans', cookie: cookieFrom(changed) })).statusCode).toBe(200);

      const [audit] = await auditRows('user.password-reset', officer.id);
      expect(audit).toMatchObject({ userId: superAdmin.id, entity: 'user' });
      expect(JSON.stringify(audit?.summary)).not.toContain(temporaryPassword);
      const [row] = await t.database.db.select().from(users).where(eq(users.id, officer.id));
      expect(row?.password).not.toContain(temporaryPassword);
    });

    it('refuses an external account, your own account and an unknown one', async () => {
      const created = await t.request({
        method: 'POST', url: '/api/admin/users', cookie: superAdmin.cookie,
        payload: { email: `ext.reset.${Date.now()}@example.com`, role: 'loan_officer', loginMethod: 'oidc' },
      });
      const external = await reset(created.json<{ id: string }>().id, superAdmin.password);
      expect(external.statusCode).toBe(409);
      expect(external.json()).toMatchObject({ message: PASSWORD_MESSAGES.resetExternal });
      const own = await reset(superAdmin.id, superAdmin.password);
      expect(own.statusCode).toBe(403);
      expect(own.json()).toMatchObject({ message: PASSWORD_MESSAGES.resetYourself });
      expect((await reset('00000000-0000-4000-8000-000000000000', superAdmin.password)).statusCode).toBe(404);
    });
  });
});
