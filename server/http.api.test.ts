import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PGLITE_ONLY, TEST_ORIGIN, type TTestApp } from './test/test-app';

describe.each(PGLITE_ONLY)('behaviour every API call shares, on %s', (backend) => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { BODY_LIMIT_BYTES: '2048' });
  });
  afterAll(() => t.close());

  it('answers unknown /api paths with a 404 JSON message', async () => {
    for (const [method, url] of [['GET', '/api/nope'], ['POST', '/api/auth/nothing'], ['DELETE', '/api']] as const) {
      const res = await t.request({ method, url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toMatchObject({ message: 'Not found' });
    }
  });

  it('answers invalid JSON with 400 and no stack trace', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/calculator',
      headers: { 'content-type': 'application/json' },
      payload: '{"loanAmount": 10000,',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Request body is not valid JSON' });
    expect(res.body).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('answers wrong types with 400 naming the field', async () => {
    const res = await t.request({ method: 'POST', url: '/api/calculator', payload: { loanAmount: 10000, interestRate: '20', termMonths: '4weeks' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Interest rate must be a number/);
    const array = await t.request({ method: 'POST', url: '/api/auth/local-login', payload: [1, 2, 3] });
    expect(array.statusCode).toBe(400);
  });

  it('answers an oversize body with 413', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/calculator',
      payload: { loanAmount: 10000, interestRate: 20, termMonths: '4weeks', padding: 'x'.repeat(5000) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ message: 'Request body is too large' });
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await t.request({ method: 'POST', url: '/api/calculator', headers: { 'content-type': 'text/xml' }, payload: '<a/>' });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('Unsupported content type');
  });

  it('refuses mutating calls from another site, or with no origin at all, with 403', async () => {
    const payload = { loanAmount: 10000, interestRate: 20, termMonths: '4weeks' };
    const foreign = await t.app.inject({ method: 'POST', url: '/api/calculator', payload, headers: { origin: 'https://evil.example' } });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toMatch(/cross-site/);
    const none = await t.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(none.statusCode).toBe(403);
    const referer = await t.app.inject({ method: 'POST', url: '/api/calculator', payload, headers: { referer: `${TEST_ORIGIN}/calculator` } });
    expect(referer.statusCode).toBe(200);
    // Reads need no origin.
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('sends security headers and never caches API answers', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(res.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('reports readiness with the database it uses', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health/ready' });
    expect(res.json()).toEqual({ status: 'ready', database: backend });
  });
});

describe.each(PGLITE_ONLY)('permissions of the foundation routes on %s', (backend) => {
  let t: TTestApp;
  const cookies: Record<string, string | undefined> = {};
  const roles = ['borrower', 'loan_officer', 'admin', 'super_admin', 'it'] as const;

  beforeAll(async () => {
    t = await createTestApp(backend);
    cookies.guest = undefined;
    for (const role of roles) {
      const user = await t.createUser(role);
      cookies[role] = await t.signIn(user.email, user.password);
    }
  });
  afterAll(() => t.close());

  const matrix: { url: string; allowed: string[] }[] = [
    { url: '/api/admin/summary', allowed: ['loan_officer', 'admin', 'super_admin'] },
    { url: '/api/borrower/loans', allowed: ['borrower'] },
    { url: '/api/auth/user', allowed: ['borrower', 'loan_officer', 'admin', 'super_admin', 'it'] },
  ];

  for (const { url, allowed } of matrix) {
    it(`GET ${url} is allowed exactly for ${allowed.join(', ')}`, async () => {
      const outcome: Record<string, number> = {};
      for (const actor of ['guest', ...roles]) {
        const cookie = cookies[actor];
        outcome[actor] = (await t.request({ method: 'GET', url, ...(cookie ? { cookie } : {}) })).statusCode;
      }
      const expected = Object.fromEntries(
        ['guest', ...roles].map((actor) => [actor, allowed.includes(actor) ? 200 : actor === 'guest' ? 401 : 403]),
      );
      expect(outcome).toEqual(expected);
    });
  }

  it('the admin summary counts from SQL', async () => {
    const res = await t.request({ method: 'GET', url: '/api/admin/summary', cookie: cookies.admin });
    expect(res.json()).toEqual({ total: 0, pending: 0, approved: 0, active: 0, completed: 0, rejected: 0, value: '0.00', openLoans: 0, lentOut: '0.00', owed: '0.00' });
  });
});
