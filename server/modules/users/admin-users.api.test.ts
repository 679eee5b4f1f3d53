import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_MESSAGES } from '@common/contracts/admin-users';
import { verifyPassword } from '../../lib/passwords';
import { signInAs, type TSignedIn } from '../../test/roles';
import { BOTH_BACKENDS, createTestApp, type TTestApp } from '../../test/test-app';
import { auditRowsOf, freshEmail } from './admin-users.test-support';
import { findUserByEmail } from '../auth';

describe.each(BOTH_BACKENDS)('POST /api/admin/users on %s', (backend) => {
  let t: TTestApp;
  let superAdmin: TSignedIn;
  let admin: TSignedIn;

  beforeAll(async () => {
    t = await createTestApp(backend);
    superAdmin = await signInAs(t, 'super_admin');
    admin = await signInAs(t, 'admin');
  });
  afterAll(() => t.close());

  const create = (as: TSignedIn, body: Record<string, unknown>) =>
    t.request({ method: 'POST', url: '/api/admin/users', payload: body, cookie: as.cookie });
  const officerBody = (overrides: Record<string, unknown> = {}) => ({
    email: freshEmail('officer'),
    firstName: 'Keisha',
    lastName: 'Brown',
    role: 'loan_officer',
    password: 'officer-pass-2025',
    bankAccountNumber: 'NCB 123-456-789',
    loginMethod: 'local',
    ...overrides,
  });

  it('creates a loan officer who can then sign in with the given password; the answer has no hash', async () => {
    const body = officerBody({ email: '  Keisha.Brown@Example.COM ' });
    const res = await create(superAdmin, body);
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      email: 'keisha.brown@example.com',
      firstName: 'Keisha',
      lastName: 'Brown',
      role: 'loan_officer',
      bankAccountNumber: 'NCB 123-456-789',
      loginMethod: 'local',
      isActive: true,
      isStaff: true,
    });
    expect(created).not.toHaveProperty('password');
    expect(res.body).not.toContain('$argon2');
    expect(res.body).not.toContain(body.password);

    const row = await findUserByEmail(t.database.db, 'keisha.brown@example.com');
    expect(row?.password).toMatch(/^\$argon2id\$/);
    const signIn = await t.request({ method: 'POST', url: '/api/auth/local-login', payload: { email: 'Keisha.Brown@example.com', password: body.password } });
    expect(signIn.statusCode, signIn.body).toBe(200);
    expect(signIn.json()).toMatchObject({ id: created.id, role: 'loan_officer' });
  });

  it('writes a user.create audit row with the actor and no password', async () => {
    const body = officerBody();
    const res = await create(admin, body);
    expect(res.statusCode, res.body).toBe(201);
    const rows = await auditRowsOf(t, res.json().id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'user.create',
      entity: 'user',
      userId: admin.id,
      userEmail: admin.email,
      userRole: 'admin',
      summary: { email: body.email, role: 'loan_officer', loginMethod: 'local' },
    });
    const text = JSON.stringify(rows[0]);
    expect(text).not.toContain(body.password);
    expect(text).not.toContain('$argon2');
  });

  it.each(['super_admin', 'it'])('refuses an admin creating a %s account, and lets a super admin', async (role) => {
    const email = freshEmail(role);
    const refused = await create(admin, officerBody({ email, role }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: USER_MESSAGES.roleNotAllowed });
    expect(await findUserByEmail(t.database.db, email)).toBeUndefined();

    const allowed = await create(superAdmin, officerBody({ email, role }));
    expect(allowed.statusCode, allowed.body).toBe(201);
    expect(allowed.json()).toMatchObject({ email, role });
  });

  it.each(['borrower', 'loan_officer', 'admin'])('lets an admin create a %s account', async (role) => {
    const res = await create(admin, officerBody({ role }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().role).toBe(role);
  });

  it('refuses an e-mail that exists in any letter case with 409', async () => {
    const email = freshEmail('dup');
    expect((await create(superAdmin, officerBody({ email }))).statusCode).toBe(201);
    for (const again of [email.toUpperCase(), ` ${email.replace(/^d/, 'D')} `]) {
      const res = await create(superAdmin, officerBody({ email: again }));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ message: USER_MESSAGES.emailTaken });
    }
  });

  it('answers 409 to the loser when the same e-mail is created twice at once', async () => {
    const email = freshEmail('race');
    const [a, b] = await Promise.all([create(superAdmin, officerBody({ email })), create(admin, officerBody({ email: email.toUpperCase() }))]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    expect([a, b].find((r) => r.statusCode === 409)?.json()).toMatchObject({ message: USER_MESSAGES.emailTaken });
  });

  it('needs a password of at least 10 characters for a local account', async () => {
    for (const password of ['nine-char', '', null, undefined]) {
      const email = freshEmail('short');
      const res = await create(superAdmin, officerBody({ email, password }));
      expect(res.statusCode, String(password)).toBe(400);
      expect(res.json()).toMatchObject({ message: USER_MESSAGES.passwordTooShort });
      expect(await findUserByEmail(t.database.db, email)).toBeUndefined();
    }
    const res = await create(superAdmin, officerBody({ password: 'ten-chars!' }));
    expect(res.statusCode, res.body).toBe(201);
  });

  it('creates an external-provider account without a password, which cannot sign in locally', async () => {
    const email = freshEmail('oidc');
    const res = await create(superAdmin, { email, firstName: 'Sso', lastName: 'User', role: 'loan_officer', loginMethod: 'oidc' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ email, loginMethod: 'oidc', bankAccountNumber: null, isActive: true });
    const row = await findUserByEmail(t.database.db, email);
    expect(row?.password).toBeNull();
    const signIn = await t.request({ method: 'POST', url: '/api/auth/local-login', payload: { email, password: 'anything-at-all' } });
    expect(signIn.statusCode).toBe(401);
    // A password given to such an account must still be long enough.
    const short = await create(superAdmin, { email: freshEmail('oidc'), role: 'loan_officer', loginMethod: 'oidc', password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ message: USER_MESSAGES.passwordTooShort });
  });

  it('stores an external-provider account with a password as able to sign in with it', async () => {
    const email = freshEmail('oidc');
    const res = await create(superAdmin, { email, role: 'admin', loginMethod: 'oidc', password: 'both-ways-123' });
    expect(res.statusCode, res.body).toBe(201);
    expect(await verifyPassword((await findUserByEmail(t.database.db, email))?.password, 'both-ways-123')).toBe(true);
  });

  it('answers bad bodies with 400 and the reason, never 500', async () => {
    const cases: [unknown, RegExp][] = [
      [officerBody({ email: 'not-an-email' }), /^Please enter a valid email address$/],
      [officerBody({ role: 'boss' }), /^Role must be one of borrower, loan_officer, admin, super_admin, it$/],
      [officerBody({ loginMethod: 'ldap' }), /^Login method must be one of local, oidc$/],
      [officerBody({ bankAccountNumber: '1'.repeat(51) }), /^Bank account number must be at most 50 characters$/],
      [officerBody({ firstName: 'x'.repeat(101) }), /^First name must be at most 100 characters$/],
      [{ role: 'admin', password: 'long-enough-1' }, /email/],
      [[], /./],
    ];
    for (const [body, message] of cases) {
      const res = await create(superAdmin, body as Record<string, unknown>);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    const noBody = await t.request({ method: 'POST', url: '/api/admin/users', cookie: superAdmin.cookie });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json()).toMatchObject({ message: expect.any(String) });
  });
});
