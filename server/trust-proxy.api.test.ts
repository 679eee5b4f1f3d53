import { afterAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestApp, type TTestApp } from './test/test-app';

// TRUST_PROXY=true trusted every X-Forwarded-For entry, so a client that wrote a new address into
// the header on each try was a new client each time and the per-address throttle never answered.
// Trusted now: the proxies named (or counted), and the client is the last address they did not add.
describe.each(BACKENDS)('client addresses behind a reverse proxy, on %s', (backend) => {
  const apps: TTestApp[] = [];
  afterAll(async () => {
    for (const t of apps) await t.close();
  });

  /** Seven wrong passwords for one account, each with the X-Forwarded-For header forwarded(n) gives. */
  async function wrongSignIns(trustProxy: string, forwarded: (n: number) => string): Promise<number[]> {
    const t = await createTestApp(backend, { TRUST_PROXY: trustProxy, LOGIN_MAX_FAILURES: '5' });
    apps.push(t);
    const user = await t.createUser('loan_officer');
    const statuses: number[] = [];
    for (let n = 1; n <= 7; n++) {
      const res = await t.request({
        method: 'POST',
        url: '/api/auth/local-login',
        payload: { email: user.email, password: 'not-the-password' },
        headers: { 'x-forwarded-for': forwarded(n) },
      });
      statuses.push(res.statusCode);
    }
    return statuses;
  }

  it('with one proxy hop (TRUST_PROXY=1) sees the address the proxy added, not the ones the client wrote', async () => {
    // The test's requests arrive from 127.0.0.1: that is the proxy; its own entry is the client.
    const statuses = await wrongSignIns('1', (n) => `203.0.113.${n}, 127.0.0.1`);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });

  it('with the proxy\'s address (TRUST_PROXY=127.0.0.1) sees the last address it did not add', async () => {
    const statuses = await wrongSignIns('127.0.0.1', (n) => `203.0.113.${n}, 198.51.100.7`);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });

});
