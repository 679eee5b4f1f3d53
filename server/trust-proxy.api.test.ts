import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, PGLITE_ONLY, type TTestApp } from './test/test-app';

// TRUST_PROXY=true believed every X-Forwarded-For entry, so a client that wrote a new address into
// the header on each try was a new client each time and the per-address throttle never answered.
// Now only the proxies named are believed, and the client is the last address they did not add.
describe.each(PGLITE_ONLY)('client addresses behind a reverse proxy (TRUST_PROXY=127.0.0.1), on %s', (backend) => {
  let t: TTestApp;
  afterAll(() => t?.close());

  /** Seven wrong passwords for one new account, each arriving from `from` with the X-Forwarded-For header forwarded(n). */
  async function wrongSignIns(from: string, forwarded: (n: number) => string): Promise<number[]> {
    t ??= await createTestApp(backend, { TRUST_PROXY: '127.0.0.1', LOGIN_MAX_FAILURES: '5' });
    const user = await t.createUser('loan_officer');
    const statuses: number[] = [];
    for (let n = 1; n <= 7; n++) {
      const res = await t.request({
        method: 'POST',
        url: '/api/auth/local-login',
        remoteAddress: from,
        payload: { email: user.email, password: 'not-the-password' },
        headers: { 'x-forwarded-for': forwarded(n) },
      });
      statuses.push(res.statusCode);
    }
    return statuses;
  }

  it('through the proxy: sees the address the proxy added, not the ones the client wrote before it', async () => {
    const statuses = await wrongSignIns('127.0.0.1', (n) => `203.0.113.${n}, 198.51.100.7`);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });

  it('straight to the server: believes no header of a client that is not the proxy, even one naming the proxy', async () => {
    const statuses = await wrongSignIns('198.51.100.9', (n) => `203.0.113.${n}, 127.0.0.1`);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });
});
