import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, objects, payments, users } from '../db/schema';
import { insertLoan, pay } from '../modules/payments/payments.test-support';
import { createTestApp, PGLITE_ONLY, TEST_ORIGIN, type TTestApp } from '../test/test-app';

const FOREIGN = 'https://evil.example';
const REFUSED = { message: 'This request must come from the Pawnbook site itself (cross-site request refused).', code: 'FORBIDDEN' };

// The router decodes %xx before matching, so a check on the raw URL text ("/%61pi/...") is no check.
describe.each(PGLITE_ONLY)('cross-site requests with an encoded path, on %s', (backend) => {
  let t: TTestApp;
  let staffCookie: string;
  let superCookie: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    const officer = await t.createUser('loan_officer');
    staffCookie = await t.signIn(officer.email, officer.password);
    const superAdmin = await t.createUser('super_admin');
    superCookie = await t.signIn(superAdmin.email, superAdmin.password);
  });
  afterAll(() => t.close());

  const foreign = (method: 'POST' | 'PUT', url: string, cookie: string, payload?: Record<string, unknown>) =>
    t.app.inject({ method, url, headers: { origin: FOREIGN, cookie }, ...(payload ? { payload } : {}) });
  const rows = async (table: typeof payments | typeof users | typeof objects | typeof emailOutbox) =>
    (await t.database.db.select({ n: count() }).from(table))[0]!.n;

  it('refuses a payment posted to /%61pi/payments and records nothing', async () => {
    const loan = await insertLoan(t.database.db);
    const before = await rows(payments);
    const res = await foreign('POST', '/%61pi/payments', staffCookie, { loanApplicationId: loan.id, paymentAmount: '100.00' });
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json()).toEqual(REFUSED);
    expect(await rows(payments)).toBe(before);
  });

  it('refuses an account created through /%61pi/admin/users', async () => {
    const res = await foreign('POST', '/%61pi/admin/users', superCookie, { email: 'planted@example.com', role: 'super_admin', password: 'planted-password-1' });
    expect(res.statusCode, res.body).toBe(403);
    expect(await t.database.db.select().from(users).where(eq(users.email, 'planted@example.com'))).toEqual([]);
  });

  it('refuses a body-less sign-out, receipt resend and upload address on encoded paths', async () => {
    const loan = await insertLoan(t.database.db);
    const payment = await pay(t, staffCookie, loan.id, '100.00');
    const [outboxBefore, objectsBefore] = [await rows(emailOutbox), await rows(objects)];

    expect((await foreign('POST', '/%61pi/auth/logout', staffCookie)).statusCode).toBe(403);
    expect((await foreign('POST', `/%61pi/payments/${payment.id}/resend`, staffCookie)).statusCode).toBe(403);
    expect((await foreign('POST', '/ap%69/objects/upload', staffCookie)).statusCode).toBe(403);
    expect((await foreign('POST', '/%61%70%69/objects/upload', staffCookie)).statusCode).toBe(403);

    expect(await rows(emailOutbox)).toBe(outboxBefore);
    expect(await rows(objects)).toBe(objectsBefore);
    // Still signed in: the sign-out was refused.
    expect((await t.request({ method: 'GET', url: '/api/auth/user', cookie: staffCookie })).statusCode).toBe(200);
  });

  it('refuses every other mutating request from another site too, whatever its path', async () => {
    const put = await foreign('PUT', '/objects/uploads/00000000-0000-4000-8000-000000000000?token=x&expires=1', staffCookie);
    expect(put.statusCode).toBe(403);
    const unknown = await foreign('POST', '/%61pi/nothing', staffCookie);
    expect(unknown.statusCode).toBe(403);
  });

  it('marks answers on encoded API paths as not cacheable', async () => {
    const officer = await t.createUser('loan_officer');
    const cookie = await t.signIn(officer.email, officer.password);
    const res = await t.request({ method: 'GET', url: '/%61pi/auth/user', cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const missing = await t.request({ method: 'GET', url: '/%61pi/nothing', cookie });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
  });
});

// The site is APP_URL's origin, never the Host the request names: a request that names a foreign
// Host and the same foreign Origin is no more this site than one that names only the Origin.
describe.each(PGLITE_ONLY)('which origins are this site, on %s', (backend) => {
  let t: TTestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    const officer = await t.createUser('loan_officer');
    cookie = await t.signIn(officer.email, officer.password);
  });
  afterAll(() => t.close());

  const post = (headers: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/objects/upload', headers: { cookie, ...headers } });

  it('refuses a foreign Origin or Referer that matches the Host the request names', async () => {
    const requests: Record<string, string>[] = [
      { host: 'evil.example', origin: 'http://evil.example' },
      { host: 'evil.example', referer: 'http://evil.example/page' },
      { host: 'evil.example:5000', origin: 'http://evil.example:5000' },
      { host: 'localhost:5000', 'x-forwarded-host': 'evil.example', origin: 'http://evil.example' },
    ];
    for (const headers of requests) {
      const res = await post(headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json()).toEqual(REFUSED);
    }
  });

  it('takes APP_URL (http://localhost:5000) by any loopback name at its port, and no other port or scheme', async () => {
    for (const origin of [TEST_ORIGIN, 'http://127.0.0.1:5000', 'http://[::1]:5000']) {
      expect((await post({ origin, host: '127.0.0.1:5000' })).statusCode, origin).toBe(200);
    }
    for (const origin of ['http://127.0.0.1:5001', 'https://localhost:5000', 'http://localhost', 'http://pawnbook.lan:5000']) {
      expect((await post({ origin })).statusCode, origin).toBe(403);
    }
  });
});

describe.each(PGLITE_ONLY)('a site whose APP_URL is a domain, on %s', (backend) => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { APP_URL: 'https://loans.example.jm' });
  });
  afterAll(() => t.close());

  it('takes that origin only: not this machine\'s loopback names, not the Host a request names', async () => {
    const post = (headers: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/objects/upload', headers });
    expect((await post({ origin: 'https://loans.example.jm' })).statusCode).toBe(200);
    expect((await post({ origin: 'https://loans.example.jm', host: 'loans.example.jm', 'x-forwarded-proto': 'https' })).statusCode).toBe(200);
    for (const [origin, host] of [['http://localhost:5000', 'localhost:5000'], ['http://127.0.0.1:5000', '127.0.0.1:5000'], ['http://loans.example.jm', 'loans.example.jm']]) {
      expect((await post({ origin: origin!, host: host! })).statusCode, origin).toBe(403);
    }
  });
});
