import { createHash } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_RECOVERY_MESSAGES } from '@common/contracts/account-recovery';
import { NEW_PASSWORD_MESSAGES } from '@common/passwords';
import { auditLog, emailOutbox, passwordResetTokens } from '../../db/schema';
import { createTestApp, PGLITE_ONLY, STANDARD_HASHING, TEST_ORIGIN, type TTestApp } from '../../test/test-app';

const NEW_PASSWORD = 'a-brand-new-Passphrase-7';
const LINK = new RegExp(`${TEST_ORIGIN.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}/reset-password\\?token=([A-Za-z0-9_-]{43})`);

describe.each(PGLITE_ONLY)('forgotten passwords on %s', (backend) => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { ...STANDARD_HASHING, LOGIN_MAX_FAILURES: '3' });
  });
  afterAll(() => t.close());

  const forgot = (email: string, ip = '10.0.0.1') =>
    t.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, remoteAddress: ip });
  const reset = (token: string, password: string, ip = '10.0.0.2') =>
    t.request({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password }, remoteAddress: ip });
  const me = (cookie: string) => t.request({ method: 'GET', url: '/api/auth/user', cookie });
  const mailsTo = (address: string) =>
    t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address)).orderBy(desc(emailOutbox.id));
  /** The token of the newest reset link sent to this address. */
  const tokenSentTo = async (address: string) => {
    const [mail] = await mailsTo(address);
    const token = LINK.exec(mail?.textBody ?? '')?.[1];
    if (!token) throw new Error(`no reset link in ${mail?.textBody}`);
    return token;
  };

  it('answers 202 with the same words whether or not the account exists; only a real account gets a link', async () => {
    const user = await t.createUser('loan_officer');
    const known = await forgot(user.email.toUpperCase(), '10.1.0.1');
    const unknown = await forgot(`nobody.${Date.now()}@example.com`, '10.1.0.1');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.json()).toMatchObject({ message: ACCOUNT_RECOVERY_MESSAGES.sent });
    expect(unknown.body).toBe(known.body);

    const [mail] = await mailsTo(user.email);
    expect(mail).toMatchObject({ kind: 'password-reset', status: 'pending', relatedEntity: 'user', relatedId: user.id });
    expect(mail?.subject).toMatch(/^Reset your .+ password$/);
    expect(mail?.textBody).toMatch(LINK);
    expect(mail?.textBody).toContain('30 minutes');
    expect(await mailsTo(`nobody.${Date.now()}@example.com`)).toHaveLength(0);

    // Only the token's hash is stored, with an expiry 30 minutes ahead.
    const token = await tokenSentTo(user.email);
    const rows = await t.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(createHash('sha256').update(token).digest('base64url'));
    expect(rows[0]?.tokenHash).not.toContain(token);
    const minutesLeft = ((rows[0]?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(29);
    expect(minutesLeft).toBeLessThanOrEqual(30);
  });

  it('sets the new password once: old sessions end, the old password stops, the link cannot be used again; audited', async () => {
    const user = await t.createUser('admin');
    const sessionA = await t.signIn(user.email, user.password);
    const sessionB = await t.signIn(user.email, user.password);
    expect((await forgot(user.email, '10.2.0.1')).statusCode).toBe(202);
    const token = await tokenSentTo(user.email);

    const res = await reset(token, NEW_PASSWORD);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: ACCOUNT_RECOVERY_MESSAGES.done });
    expect((await me(sessionA)).statusCode).toBe(401);
    expect((await me(sessionB)).statusCode).toBe(401);
    await expect(t.signIn(user.email, user.password)).rejects.toThrow(/401/);
    const fresh = await t.signIn(user.email, NEW_PASSWORD);
    expect((await me(fresh)).statusCode).toBe(200);

    const again = await reset(token, 'yet-another-Passphrase-8');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: ACCOUNT_RECOVERY_MESSAGES.badLink });
    await t.signIn(user.email, NEW_PASSWORD);

    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.password-reset-link'), eq(auditLog.entityId, user.id)));
    expect(entry).toMatchObject({ userId: user.id, entity: 'user', summary: { email: user.email, sessionsEnded: 2 } });
    expect(JSON.stringify(entry?.summary)).not.toContain(NEW_PASSWORD);
  });

  it('one reset uses up every other open link of the account', async () => {
    const user = await t.createUser('loan_officer');
    await forgot(user.email, '10.3.0.1');
    const first = await tokenSentTo(user.email);
    await forgot(user.email, '10.3.0.1');
    const second = await tokenSentTo(user.email);
    expect(second).not.toBe(first);
    expect((await reset(second, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await reset(first, 'other-Passphrase-99')).statusCode).toBe(400);
  });

  it('refuses an expired link and an unknown one with 400 and a message', async () => {
    const user = await t.createUser('loan_officer');
    await forgot(user.email, '10.4.0.1');
    const token = await tokenSentTo(user.email);
    await t.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, user.id));
    const expired = await reset(token, NEW_PASSWORD, '10.4.0.2');
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ message: ACCOUNT_RECOVERY_MESSAGES.badLink });
    await t.signIn(user.email, user.password);

    const unknown = await reset('x'.repeat(43), NEW_PASSWORD, '10.4.0.3');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: ACCOUNT_RECOVERY_MESSAGES.badLink });
    const empty = await reset('', NEW_PASSWORD, '10.4.0.3');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toHaveProperty('message');
    const noEmail = await t.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'not-an-address' } });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json()).toMatchObject({ message: 'Please enter a valid email address' });
  });

  it('applies the password rules of common/passwords.ts; a refused password leaves the link usable', async () => {
    const user = await t.createUser('loan_officer');
    await forgot(user.email, '10.5.0.1');
    const token = await tokenSentTo(user.email);
    const short = await reset(token, 'short-1', '10.5.0.2');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ message: NEW_PASSWORD_MESSAGES.tooShort });
    const common = await reset(token, 'Password123', '10.5.0.2');
    expect(common.json()).toMatchObject({ message: NEW_PASSWORD_MESSAGES.common });
    expect((await reset(token, NEW_PASSWORD, '10.5.0.2')).statusCode).toBe(200);
  });

  it('tells an account of the external provider to sign in there, without a link', async () => {
    const admin = await t.createUser('super_admin');
    const cookie = await t.signIn(admin.email, admin.password);
    const email = `ext.${Date.now()}@example.com`;
    const created = await t.request({ method: 'POST', url: '/api/admin/users', cookie, payload: { email, role: 'borrower', loginMethod: 'oidc' } });
    expect(created.statusCode).toBe(201);
    const res = await forgot(email, '10.6.0.1');
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ message: ACCOUNT_RECOVERY_MESSAGES.sent });
    const [mail] = await mailsTo(email);
    expect(mail).toMatchObject({ kind: 'password-reset-external' });
    expect(mail?.textBody).toMatch(/you sign in with/);
    expect(mail?.textBody).not.toMatch(LINK);
    const tokens = await t.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, created.json<{ id: string }>().id));
    expect(tokens).toHaveLength(0);
  });

  it('sends nothing to a deactivated account, and answers the same', async () => {
    const user = await t.createUser('loan_officer', { isActive: false });
    const res = await forgot(user.email, '10.7.0.1');
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ message: ACCOUNT_RECOVERY_MESSAGES.sent });
    expect(await mailsTo(user.email)).toHaveLength(0);
  });

  it('is throttled like sign-in: requests per address, refused links per IP; the sign-in itself stays open', async () => {
    const user = await t.createUser('loan_officer');
    for (let i = 0; i < 3; i += 1) expect((await forgot(user.email, `10.8.0.${i + 1}`)).statusCode).toBe(202);
    const over = await forgot(user.email, '10.8.0.9');
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toMatch(/^Too many failed attempts\. Please wait \d+ minutes? and try again\.$/);
    expect(over.headers['retry-after']).toBeDefined();
    expect(await mailsTo(user.email)).toHaveLength(3);
    // Asking for links never locks the account's sign-in.
    await t.signIn(user.email, user.password);

    for (let i = 0; i < 3; i += 1) expect((await reset(`guess-${i}`.padEnd(43, 'x'), NEW_PASSWORD, '10.9.0.1')).statusCode).toBe(400);
    const token = await tokenSentTo(user.email);
    expect((await reset(token, NEW_PASSWORD, '10.9.0.1')).statusCode).toBe(429);
    // From elsewhere the real link still works.
    expect((await reset(token, NEW_PASSWORD, '10.9.0.2')).statusCode).toBe(200);
  });

  it("a super admin's one-time password spends the links the person asked for before", async () => {
    const user = await t.createUser('loan_officer');
    const superAdmin = await t.createUser('super_admin');
    expect((await forgot(user.email, '10.10.0.1')).statusCode).toBe(202);
    const token = await tokenSentTo(user.email);
    const cookie = await t.signIn(superAdmin.email, superAdmin.password);
    const res = await t.request({
      method: 'POST',
      url: `/api/admin/users/${user.id}/reset-password`,
      payload: { password: superAdmin.password },
      cookie,
    });
    expect(res.statusCode, res.body).toBe(200);
    const late = await reset(token, NEW_PASSWORD, '10.10.0.2');
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ message: ACCOUNT_RECOVERY_MESSAGES.badLink });
    await expect(t.signIn(user.email, NEW_PASSWORD)).rejects.toThrow(/401/);
  });
});
