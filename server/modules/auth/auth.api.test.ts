import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOTH_BACKENDS, cookieFrom, createTestApp, STANDARD_HASHING, type TTestApp } from '../../test/test-app';
import { users } from '../../db/schema';
import { renameUser, setUserActive } from '../../test/test-db';

describe.each(BOTH_BACKENDS)('sign-in and sessions on %s', (backend) => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { ...STANDARD_HASHING, LOGIN_MAX_FAILURES: '5' });
  });
  afterAll(() => t.close());

  it('GET /api/auth/user is 401 with a message when signed out', async () => {
    const res = await t.request({ method: 'GET', url: '/api/auth/user' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: expect.stringMatching(/not signed in/i) });
  });

  it('signs in with the right password, sets an HttpOnly SameSite=Lax cookie and never returns the hash', async () => {
    const user = await t.createUser('admin');
    const res = await t.request({ method: 'POST', url: '/api/auth/local-login', payload: { email: user.email.toUpperCase(), password: user.password } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ email: user.email, role: 'admin', firstName: 'Test', isActive: true, isStaff: true });
    expect(body).not.toHaveProperty('password');
    expect(res.body).not.toContain('$argon2');
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).not.toMatch(/Secure/); // APP_URL is http in tests

    const me = await t.request({ method: 'GET', url: '/api/auth/user', cookie: cookieFrom(res) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: user.id, email: user.email, role: 'admin' });
    expect(me.body).not.toContain('$argon2');
  });

  it('hashes passwords with argon2id at OWASP\'s cost here (m=19456 KiB, t=2, p=1), the other suites\' cheap setting aside', async () => {
    const user = await t.createUser('borrower');
    const [row] = await t.database.db.select({ password: users.password }).from(users).where(eq(users.id, user.id));
    expect(row?.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    await t.signIn(user.email, user.password);
  });

  it('refuses a wrong password and an unknown e-mail with the same 401 message', async () => {
    const user = await t.createUser('loan_officer');
    const wrong = await t.request({ method: 'POST', url: '/api/auth/local-login', payload: { email: user.email, password: 'wrong-password' } });
    const unknown = await t.request({ method: 'POST', url: '/api/auth/local-login', payload: { email: 'nobody@example.com', password: 'whatever-1' } });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ message: 'Invalid email or password' });
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('gives a new session id at every sign-in and ends the old one', async () => {
    const user = await t.createUser('borrower');
    const first = await t.signIn(user.email, user.password);
    const res = await t.request({ method: 'POST', url: '/api/auth/local-login', payload: { email: user.email, password: user.password }, cookie: first });
    const second = cookieFrom(res);
    expect(second).not.toBe(first);
    expect((await t.request({ method: 'GET', url: '/api/auth/user', cookie: first })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/auth/user', cookie: second })).statusCode).toBe(200);
  });

  it('refuses an inactive user at sign-in and stops their existing sessions at once', async () => {
    const user = await t.createUser('loan_officer');
    const cookie = await t.signIn(user.email, user.password);
    // Twice, so the second answer comes from the in-memory session cache.
    expect((await t.request({ method: 'GET', url: '/api/auth/user', cookie })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/auth/user', cookie })).statusCode).toBe(200);
    // A change made straight in the database (not through this app instance) still reaches the cache:
    // the users trigger notifies every instance. PGlite delivers it with the statement itself;
    // PostgreSQL delivers it to the listening connection a moment later.
    await setUserActive(t.database.db, user.id, false);
    const status = async () => (await t.request({ method: 'GET', url: '/api/auth/user', cookie })).statusCode;
    if (backend === 'pglite') expect(await status()).toBe(401);
    else await expect.poll(status, { timeout: 2000, interval: 20 }).toBe(401);
    // The right password of a deactivated account looks like any failure.
    const res = await t.request({ method: 'POST', url: '/api/auth/local-login', payload: { email: user.email, password: user.password } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: 'Invalid email or password' });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it("counts a deactivated account's right password as a failure: it neither clears the count nor gets past the lock", async () => {
    const user = await t.createUser('loan_officer', { isActive: false });
    const attempt = (password: string) => t.request({ method: 'POST', url: '/api/auth/local-login', payload: { email: user.email, password } });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await attempt(`wrong-${i}`)).statusCode);
    statuses.push((await attempt(user.password)).statusCode);
    statuses.push((await attempt('wrong-3')).statusCode);
    // Five failures (the right password among them) reach the limit of 5.
    statuses.push((await attempt(user.password)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('shows a changed name at once although the session is cached', async () => {
    const user = await t.createUser('admin');
    const cookie = await t.signIn(user.email, user.password);
    expect((await t.request({ method: 'GET', url: '/api/auth/user', cookie })).json().lastName).toBe('admin');
    await renameUser(t.database.db, user.id, 'Campbell');
    const lastName = async () => (await t.request({ method: 'GET', url: '/api/auth/user', cookie })).json().lastName;
    if (backend === 'pglite') expect(await lastName()).toBe('Campbell');
    else await expect.poll(lastName, { timeout: 2000, interval: 20 }).toBe('Campbell');
  });

  it('signs out: the session stops working and the cookie is cleared', async () => {
    const user = await t.createUser('admin');
    const cookie = await t.signIn(user.email, user.password);
    const res = await t.request({ method: 'POST', url: '/api/auth/logout', cookie });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/pawnbook_sid=;/);
    expect((await t.request({ method: 'GET', url: '/api/auth/user', cookie })).statusCode).toBe(401);
  });

  it('ignores forged and malformed session cookies', async () => {
    const user = await t.createUser('admin');
    const real = await t.signIn(user.email, user.password);
    const [sid, signature] = real.split('=')[1]!.split('.');
    const tampered = [
      `pawnbook_sid=${sid}`, // the id without its signature
      `pawnbook_sid=${sid}.${'B'.repeat(43)}`, // a made-up signature
      `pawnbook_sid=${'A'.repeat(43)}.${signature}`, // another id under this signature
    ];
    for (const cookie of ['pawnbook_sid=forged', `pawnbook_sid=${'A'.repeat(43)}`, 'pawnbook_sid=../../etc', ...tampered]) {
      const res = await t.request({ method: 'GET', url: '/api/auth/user', cookie });
      expect(res.statusCode).toBe(401);
    }
  });

  it('throttles sign-in with 429 after repeated failures, even for the right password', async () => {
    const user = await t.createUser('admin');
    for (let i = 0; i < 5; i++) {
      const res = await t.request({ method: 'POST', url: '/api/auth/local-login', payload: { email: user.email, password: `bad-${i}` } });
      expect(res.statusCode).toBe(401);
    }
    const locked = await t.request({ method: 'POST', url: '/api/auth/local-login', payload: { email: user.email, password: user.password } });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/Too many failed attempts/);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // Another account from the same counter is not locked out by it.
    const other = await t.createUser('loan_officer');
    const ok = await t.request({ method: 'POST', url: '/api/auth/local-login', payload: { email: other.email, password: other.password } });
    expect(ok.statusCode).toBe(200);
  });

  it('validates the sign-in body with clear 400s', async () => {
    const cases = [
      [{}, /email/i],
      [{ email: 'not-an-email', password: 'x' }, /valid email/i],
      [{ email: 'a@b.co', password: '' }, /Password is required/],
      [{ email: 'a@b.co', password: 12345 }, /password/i],
    ] as const;
    for (const [payload, message] of cases) {
      const res = await t.request({ method: 'POST', url: '/api/auth/local-login', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(message);
    }
  });

  it('GET /api/auth/login redirects back to /login explaining that external sign-in is not set up', async () => {
    const res = await t.request({ method: 'GET', url: '/api/auth/login' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login?error=external_unavailable');
    const config = await t.request({ method: 'GET', url: '/api/auth/config' });
    expect(config.json()).toEqual({ externalProviderEnabled: false, externalProviderName: 'Single sign-on' });
  });
});
