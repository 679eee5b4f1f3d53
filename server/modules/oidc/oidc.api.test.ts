import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { borrowers, users } from '../../db/schema';
import { startOidcTestProvider, type TOidcTestProvider } from '../../test/oidc-test-provider';
import { BOTH_BACKENDS, cookieFrom, createTestApp, TEST_ORIGIN, type TTestApp } from '../../test/test-app';
import { findOrCreateBorrower } from '../borrowers';
import { openLoginAttempt, sealLoginAttempt } from './oidc-login-cookie';

let provider: TOidcTestProvider;
let serial = 0;
const uniqueSub = (label: string) => `${label}-${(serial += 1)}-${Date.now().toString(36)}`;
const emailOf = (sub: string) => `${sub}@example.com`;

beforeAll(async () => {
  provider = await startOidcTestProvider({ appUrl: TEST_ORIGIN });
});
afterAll(() => provider.close());

type TStarted = { location: URL; cookie: string; cookieValue: string; res: LightMyRequestResponse };

async function startLogin(t: TTestApp, query = ''): Promise<TStarted> {
  const res = await t.request({ method: 'GET', url: `/api/auth/login${query}` });
  expect(res.statusCode).toBe(302);
  const c = res.cookies.find((x) => x.name.endsWith('pawnbook_oidc'));
  if (!c) throw new Error('no login attempt cookie');
  return { location: new URL(String(res.headers.location)), cookie: `${c.name}=${c.value}`, cookieValue: c.value, res };
}

const callback = (t: TTestApp, url: URL, cookie?: string) =>
  t.request({ method: 'GET', url: `${url.pathname}${url.search}`, ...(cookie ? { cookie } : {}) });

/** The whole flow: the app's login link, the provider's login page as `sub`, the app's callback. */
async function signInExternally(t: TTestApp, sub: string, query = ''): Promise<LightMyRequestResponse> {
  const started = await startLogin(t, query);
  const back = await provider.signIn(started.location.href, sub);
  return callback(t, back, started.cookie);
}

const sessionCookieOf = (res: LightMyRequestResponse) => res.cookies.find((c) => c.name.endsWith('pawnbook_sid') && c.value !== '');
const expectRefused = (res: LightMyRequestResponse, reason: string) => {
  expect(res.statusCode).toBe(302);
  expect(res.headers.location).toBe(`/login?error=${reason}`);
  expect(sessionCookieOf(res)).toBeUndefined();
};

describe.each(BOTH_BACKENDS)('external sign-in (OpenID Connect) on %s', (backend) => {
  let t: TTestApp;
  let superAdmin: string;
  beforeAll(async () => {
    t = await createTestApp(backend, provider.env);
    const admin = await t.createUser('super_admin');
    superAdmin = await t.signIn(admin.email, admin.password);
  });
  afterAll(() => t.close());

  it('says external sign-in is on, with the provider name', async () => {
    const res = await t.request({ method: 'GET', url: '/api/auth/config' });
    expect(res.json()).toEqual({ externalProviderEnabled: true, externalProviderName: 'Test ID' });
  });

  it('starts the code flow with PKCE S256, state and nonce, kept only in a sealed HttpOnly cookie', async () => {
    const { location, res, cookieValue } = await startLogin(t);
    expect(location.origin).toBe(provider.issuer);
    const p = location.searchParams;
    expect(p.get('response_type')).toBe('code');
    expect(p.get('code_challenge_method')).toBe('S256');
    expect(p.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(p.get('state')?.length).toBeGreaterThanOrEqual(16);
    expect(p.get('nonce')?.length).toBeGreaterThanOrEqual(16);
    expect(p.get('redirect_uri')).toBe(`${TEST_ORIGIN}/api/auth/callback`);
    expect(p.get('scope')).toBe('openid email profile');
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(cookieValue).not.toContain(p.get('state'));
    expect(cookieValue).not.toContain(p.get('nonce'));
  });

  it('makes a borrower account at the first sign-in of a verified e-mail, linked by id to their borrower records', async () => {
    const sub = uniqueSub('new');
    const email = emailOf(sub);
    const record = await findOrCreateBorrower(t.database.db, {
      email, idNumber: `ID-${sub}`.toUpperCase(), name: 'Nadia Reid', phone: '876-555-0101', address: 'Kingston',
      trn: null, photoUrl: '/objects/x', signatureUrl: '/objects/y', trnPhotoUrl: '/objects/z', userId: null,
    });
    provider.setAccount(sub, { email: email.toUpperCase(), email_verified: true, given_name: 'Nadia', family_name: 'Reid' });
    const res = await signInExternally(t, sub);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/dashboard');
    const me = await t.request({ method: 'GET', url: '/api/auth/user', cookie: cookieFrom(res) });
    expect(me.json()).toMatchObject({ email, role: 'borrower', loginMethod: 'oidc', firstName: 'Nadia', lastName: 'Reid', isStaff: false });
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ oidcSubject: sub, password: null });
    const [linked] = await t.database.db.select().from(borrowers).where(eq(borrowers.id, record.id));
    expect(linked?.userId).toBe(row?.id);

    // The second sign-in finds the same account by its subject.
    const again = await signInExternally(t, sub);
    expect(again.headers.location).toBe('/dashboard');
    const me2 = await t.request({ method: 'GET', url: '/api/auth/user', cookie: cookieFrom(again) });
    expect(me2.json()).toMatchObject({ id: row?.id });
  });

  it('signs staff made with the external method in with their own role, and lands them on /admin', async () => {
    const sub = uniqueSub('staff');
    const email = emailOf(sub);
    const created = await t.request({
      method: 'POST', url: '/api/admin/users', cookie: superAdmin,
      payload: { email, firstName: 'Omar', lastName: 'Officer', role: 'loan_officer', loginMethod: 'oidc' },
    });
    expect(created.statusCode).toBe(201);
    provider.setAccount(sub, { email, email_verified: true, given_name: 'Someone', family_name: 'Else' });
    const res = await signInExternally(t, sub);
    expect(res.headers.location).toBe('/admin');
    const me = await t.request({ method: 'GET', url: '/api/auth/user', cookie: cookieFrom(res) });
    // The account keeps the names staff gave it.
    expect(me.json()).toMatchObject({ email, role: 'loan_officer', firstName: 'Omar', isStaff: true });
  });

  it('never takes over a password account, the super admin above all', async () => {
    const local = await t.createUser('super_admin');
    const sub = uniqueSub('takeover');
    provider.setAccount(sub, { email: local.email, email_verified: true });
    expectRefused(await signInExternally(t, sub), 'local_account');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, local.id));
    expect(row?.oidcSubject).toBeNull();
    expect(row?.loginMethod).toBe('local');
  });

  it('refuses a different subject with the e-mail of an account bound to another', async () => {
    const sub = uniqueSub('first');
    const email = emailOf(sub);
    provider.setAccount(sub, { email, email_verified: true });
    expect((await signInExternally(t, sub)).headers.location).toBe('/dashboard');
    const other = uniqueSub('second');
    provider.setAccount(other, { email, email_verified: true });
    expectRefused(await signInExternally(t, other), 'account_mismatch');
  });

  it('requires an e-mail the provider has verified, and makes no account otherwise', async () => {
    const sub = uniqueSub('unverified');
    provider.setAccount(sub, { email: emailOf(sub), email_verified: false });
    expectRefused(await signInExternally(t, sub), 'email_unverified');
    const noEmail = uniqueSub('noemail');
    provider.setAccount(noEmail, { given_name: 'No', family_name: 'Mail' });
    expectRefused(await signInExternally(t, noEmail), 'email_unverified');
    const rows = await t.database.db.select().from(users).where(eq(users.email, emailOf(sub)));
    expect(rows).toHaveLength(0);
  });

  it('refuses a deactivated external account, and deactivation ends its sessions', async () => {
    const sub = uniqueSub('inactive');
    provider.setAccount(sub, { email: emailOf(sub), email_verified: true });
    const first = await signInExternally(t, sub);
    const cookie = cookieFrom(first);
    const me = await t.request({ method: 'GET', url: '/api/auth/user', cookie });
    const id = me.json<{ id: string }>().id;
    const off = await t.request({ method: 'PATCH', url: `/api/admin/users/${id}`, cookie: superAdmin, payload: { isActive: false } });
    expect(off.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/auth/user', cookie })).statusCode).toBe(401);
    expectRefused(await signInExternally(t, sub), 'account_inactive');
  });

  it('refuses a callback whose state was changed', async () => {
    const sub = uniqueSub('state');
    provider.setAccount(sub, { email: emailOf(sub), email_verified: true });
    const started = await startLogin(t);
    const back = await provider.signIn(started.location.href, sub);
    back.searchParams.set('state', `${back.searchParams.get('state')}x`);
    expectRefused(await callback(t, back, started.cookie), 'external_failed');
  });

  it('refuses an ID token whose nonce is not the one this attempt sent', async () => {
    const sub = uniqueSub('nonce');
    provider.setAccount(sub, { email: emailOf(sub), email_verified: true });
    const started = await startLogin(t);
    const back = await provider.signIn(started.location.href, sub);
    const attempt = openLoginAttempt(t.secret, started.cookieValue);
    if (!attempt) throw new Error('the attempt cookie did not open');
    const forged = sealLoginAttempt(t.secret, { ...attempt, nonce: `${attempt.nonce}-other` });
    expectRefused(await callback(t, back, started.cookie.replace(started.cookieValue, forged)), 'external_failed');
  });

  it('refuses a callback without the PKCE verifier, or with another one', async () => {
    const sub = uniqueSub('pkce');
    provider.setAccount(sub, { email: emailOf(sub), email_verified: true });
    const started = await startLogin(t);
    const back = await provider.signIn(started.location.href, sub);
    const attempt = openLoginAttempt(t.secret, started.cookieValue);
    if (!attempt) throw new Error('the attempt cookie did not open');
    const { codeVerifier: _dropped, ...withoutVerifier } = attempt;
    const box = (await import('../../lib/mail/secret-box')).createSecretBox(t.secret, 'pawnbook oidc-login-attempt');
    const missing = box.seal(JSON.stringify(withoutVerifier));
    expectRefused(await callback(t, back, started.cookie.replace(started.cookieValue, missing)), 'external_expired');
    const other = sealLoginAttempt(t.secret, { ...attempt, codeVerifier: 'x'.repeat(43) });
    expectRefused(await callback(t, back, started.cookie.replace(started.cookieValue, other)), 'external_failed');
  });

  it('refuses a callback with no attempt cookie, an altered one, or an expired one', async () => {
    const sub = uniqueSub('cookie');
    provider.setAccount(sub, { email: emailOf(sub), email_verified: true });
    const started = await startLogin(t);
    const back = await provider.signIn(started.location.href, sub);
    expectRefused(await callback(t, back), 'external_expired');
    const altered = `${started.cookieValue.slice(0, -4)}AAAA`;
    expectRefused(await callback(t, back, started.cookie.replace(started.cookieValue, altered)), 'external_expired');
    const attempt = openLoginAttempt(t.secret, started.cookieValue);
    if (!attempt) throw new Error('the attempt cookie did not open');
    const expired = sealLoginAttempt(t.secret, { ...attempt, expiresAt: Date.now() - 1 });
    expectRefused(await callback(t, back, started.cookie.replace(started.cookieValue, expired)), 'external_expired');
    // A forged callback with made-up values.
    expectRefused(await callback(t, new URL(`${TEST_ORIGIN}/api/auth/callback?code=forged&state=forged`), started.cookie), 'external_failed');
  });

  it('refuses a replayed callback: the code works once', async () => {
    const sub = uniqueSub('replay');
    provider.setAccount(sub, { email: emailOf(sub), email_verified: true });
    const started = await startLogin(t);
    const back = await provider.signIn(started.location.href, sub);
    const first = await callback(t, back, started.cookie);
    expect(first.headers.location).toBe('/dashboard');
    expect(first.cookies.find((c) => c.name.endsWith('pawnbook_oidc'))?.value).toBe('');
    expectRefused(await callback(t, back, started.cookie), 'external_failed');
  });

  it('says so when the person cancels at the provider', async () => {
    const started = await startLogin(t);
    const state = started.location.searchParams.get('state') ?? '';
    const res = await callback(t, new URL(`${TEST_ORIGIN}/api/auth/callback?error=access_denied&state=${state}`), started.cookie);
    expectRefused(res, 'external_cancelled');
  });

  it('gives a new session id and ends the one the browser had', async () => {
    const local = await t.createUser('borrower');
    const before = await t.signIn(local.email, local.password);
    const sub = uniqueSub('fresh');
    provider.setAccount(sub, { email: emailOf(sub), email_verified: true });
    const started = await startLogin(t);
    const back = await provider.signIn(started.location.href, sub);
    const res = await callback(t, back, `${started.cookie}; ${before}`);
    const after = cookieFrom(res);
    expect(after).not.toBe(before);
    expect((await t.request({ method: 'GET', url: '/api/auth/user', cookie: before })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/auth/user', cookie: after })).json()).toMatchObject({ email: emailOf(sub) });
  });

  it('returns to a same-site path only', async () => {
    const sub = uniqueSub('return');
    provider.setAccount(sub, { email: emailOf(sub), email_verified: true });
    expect((await signInExternally(t, sub, '?returnTo=%2Fprofile%3Ftab%3D1')).headers.location).toBe('/profile?tab=1');
    for (const target of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', '/api/auth/logout', 'javascript:alert(1)']) {
      const res = await signInExternally(t, sub, `?returnTo=${encodeURIComponent(target)}`);
      expect(res.headers.location, target).toBe('/dashboard');
    }
  });

  it('offers signing out at the provider through its end-session endpoint', async () => {
    const res = await t.request({ method: 'GET', url: '/api/auth/provider-logout' });
    expect(res.statusCode).toBe(302);
    const url = new URL(String(res.headers.location));
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('client_id')).toBe(provider.clientId);
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe(`${TEST_ORIGIN}/login?logout=true`);
  });
});

describe.each(BOTH_BACKENDS)('external sign-in settings on %s', (backend) => {
  it('with OIDC_NEW_USERS=off only accounts staff made may sign in', async () => {
    const t = await createTestApp(backend, { ...provider.env, OIDC_NEW_USERS: 'off' });
    try {
      const sub = uniqueSub('closed');
      provider.setAccount(sub, { email: emailOf(sub), email_verified: true });
      expectRefused(await signInExternally(t, sub), 'no_account');
      expect(await t.database.db.select().from(users).where(eq(users.email, emailOf(sub)))).toHaveLength(0);
    } finally {
      await t.close();
    }
  });

  it('without a provider the login page is told so, and an unreachable one is not a 500', async () => {
    const off = await createTestApp(backend);
    const down = await createTestApp(backend, { ...provider.env, OIDC_ISSUER: 'http://127.0.0.1:9' });
    try {
      expect((await off.request({ method: 'GET', url: '/api/auth/config' })).json()).toEqual({
        externalProviderEnabled: false,
        externalProviderName: 'Single sign-on',
      });
      for (const app of [off, down]) {
        const res = await app.request({ method: 'GET', url: '/api/auth/login' });
        expect(res.statusCode).toBe(302);
        expect(res.headers.location).toBe('/login?error=external_unavailable');
      }
      const cb = await off.request({ method: 'GET', url: '/api/auth/callback?code=x&state=y' });
      expect(cb.headers.location).toBe('/login?error=external_unavailable');
    } finally {
      await off.close();
      await down.close();
    }
  });
});
