import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PGLITE_ONLY, type TTestApp } from '../../test/test-app';
import { insertApplication } from '../applications/pawn-loan-review.test-support';
import { deviceEntryOf } from './device-cookie';

// The default limit, as in the attack found by the probe: 5 per account and address, 20 per account.
const LIMIT = 5;
const ACCOUNT_LIMIT = 4 * LIMIT;
const DEVICE = /pawnbook_device$/;

/** A browser's cookies: what the server set, less what it cleared, sent back as one header. */
class Browser {
  private readonly jar = new Map<string, string>();
  constructor(readonly ip: string) {}
  take(res: LightMyRequestResponse): LightMyRequestResponse {
    for (const c of res.cookies) {
      const cleared = c.value === '' || c.maxAge === 0 || (c.expires !== undefined && c.expires.getTime() <= Date.now());
      if (cleared) this.jar.delete(c.name);
      else this.jar.set(c.name, c.value);
    }
    return res;
  }
  get header(): string {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  get device(): string | undefined {
    return [...this.jar].find(([name]) => DEVICE.test(name))?.[1];
  }
  set device(value: string | undefined) {
    if (value === undefined) return;
    const name = [...this.jar.keys()].find((n) => DEVICE.test(n)) ?? 'pawnbook_device';
    this.jar.set(name, value);
  }
}

describe.each(PGLITE_ONLY)('device cookies against lock-outs, on %s', (backend) => {
  let t: TTestApp;
  let ipCounter = 0;
  const freshIp = () => `198.51.100.${(ipCounter += 1)}`;

  beforeAll(async () => {
    t = await createTestApp(backend, { LOGIN_MAX_FAILURES: String(LIMIT) });
  });
  afterAll(() => t.close());

  const signIn = (browser: Browser, email: string, password: string) =>
    t
      .request({ method: 'POST', url: '/api/auth/local-login', payload: { email, password }, remoteAddress: browser.ip, cookie: browser.header })
      .then((res) => browser.take(res));

  /** The probe's attack: LIMIT wrong passwords from each of four addresses, every one checked (401). */
  async function lockEverywhere(email: string): Promise<void> {
    const statuses: number[] = [];
    for (let g = 0; g < ACCOUNT_LIMIT / LIMIT; g += 1) {
      const guesser = new Browser(freshIp());
      for (let i = 0; i < LIMIT; i += 1) statuses.push((await signIn(guesser, email, `guess-${g}-${i}`)).statusCode);
    }
    expect(statuses).toEqual(Array<number>(ACCOUNT_LIMIT).fill(401));
  }

  /** A browser at a fresh address that has signed in to the account once (and signed out). */
  async function ownersBrowser(owner: { email: string; password: string }): Promise<Browser> {
    const browser = new Browser(freshIp());
    expect((await signIn(browser, owner.email, owner.password)).statusCode).toBe(200);
    browser.take(await t.request({ method: 'POST', url: '/api/auth/logout', cookie: browser.header, remoteAddress: browser.ip }));
    return browser;
  }

  it("the owner's browser signs in after guessers at four addresses locked the account; without its device cookie, 429", async () => {
    const owner = await t.createUser('super_admin');
    const home = await ownersBrowser(owner); // signed in there once, and signed out

    await lockEverywhere(owner.email);
    const elsewhere = new Browser(freshIp());
    const refused = await signIn(elsewhere, owner.email, owner.password);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: expect.stringMatching(/^Too many failed attempts\. Please wait \d+ minutes? and try again\.$/) });

    // The same browser, now at a fifth address (a phone on another network, say).
    const travelling = new Browser(freshIp());
    travelling.device = home.device;
    const res = await signIn(travelling, owner.email, owner.password);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: owner.email });
  });

  it('sets the device cookie HttpOnly, SameSite=Lax, for 180 days, only on a successful sign-in', async () => {
    const user = await t.createUser('loan_officer');
    const browser = new Browser(freshIp());
    const wrong = await signIn(browser, user.email, 'wrong-password');
    expect(wrong.cookies.find((c) => DEVICE.test(c.name))).toBeUndefined();
    const res = await signIn(browser, user.email, user.password);
    const cookie = res.cookies.find((c) => DEVICE.test(c.name));
    expect(cookie).toMatchObject({ name: 'pawnbook_device', httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 180 * 24 * 3600 });
    expect(cookie?.secure).toBeFalsy(); // APP_URL is http in tests
    expect(cookie?.value).not.toContain(user.email);
  });

  it('five wrong passwords with a device cookie lock that cookie only: another browser of the owner, and the account, still sign in', async () => {
    const owner = await t.createUser('admin');
    const counter = await ownersBrowser(owner);
    const office = await ownersBrowser(owner);
    expect(counter.device).not.toBe(office.device);

    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 2; i += 1) statuses.push((await signIn(counter, owner.email, `typo-${i}`)).statusCode);
    expect(statuses).toEqual([...Array<number>(LIMIT).fill(401), 429, 429]);
    const locked = await signIn(counter, owner.email, owner.password);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);

    expect((await signIn(office, owner.email, owner.password)).statusCode).toBe(200);
    // Those failures counted on the device cookie, not on the account or the address.
    expect((await signIn(new Browser(counter.ip), owner.email, owner.password)).statusCode).toBe(200);
  });

  it('Staff Users shows a locked device cookie as a lock on the account, and lifting it lets that browser in again', async () => {
    const admin = await t.createUser('super_admin');
    const adminBrowser = new Browser(freshIp());
    expect((await signIn(adminBrowser, admin.email, admin.password)).statusCode).toBe(200);
    const owner = await t.createUser('loan_officer');
    const counter = await ownersBrowser(owner);
    for (let i = 0; i < LIMIT; i += 1) expect((await signIn(counter, owner.email, `typo-${i}`)).statusCode).toBe(401);

    const listed = async () =>
      (await t.request({ method: 'GET', url: '/api/admin/users', cookie: adminBrowser.header })).json<{ id: string; lockedUntil: string | null }[]>().find((u) => u.id === owner.id);
    expect((await listed())?.lockedUntil).toEqual(expect.any(String));
    const unlock = await t.request({ method: 'DELETE', url: `/api/admin/users/${owner.id}/sign-in-lock`, cookie: adminBrowser.header });
    expect(unlock.statusCode).toBe(200);
    expect((await listed())?.lockedUntil).toBeNull();
    expect((await signIn(counter, owner.email, owner.password)).statusCode).toBe(200);
  });

  it('ignores a tampered, forged, expired or other account\'s device cookie: the account-wide lock holds', async () => {
    const owner = await t.createUser('admin');
    const other = await t.createUser('admin');
    const home = await ownersBrowser(owner);
    const othersBrowser = await ownersBrowser(other);
    await lockEverywhere(owner.email);
    const genuine = home.device!;

    const tryWith = async (device: string) => {
      const browser = new Browser(freshIp());
      browser.device = device;
      return (await signIn(browser, owner.email, owner.password)).statusCode;
    };
    const [nonce, expires, mac] = genuine.split('.');
    const flip = (s: string, at: number) => `${s.slice(0, at)}${s[at] === 'A' ? 'B' : 'A'}${s.slice(at + 1)}`;
    expect(await tryWith(`${flip(nonce!, 0)}.${expires}.${mac}`)).toBe(429);
    expect(await tryWith(`${nonce}.${Number(expires) + 86_400}.${mac}`)).toBe(429);
    expect(await tryWith(`${nonce}.${expires}.${flip(mac!, 10)}`)).toBe(429);
    expect(await tryWith(`${nonce}.${expires}.${'A'.repeat(43)}`)).toBe(429);
    expect(await tryWith(othersBrowser.device!)).toBe(429);
    expect(await tryWith('not a device cookie')).toBe(429);
    expect(await tryWith('x'.repeat(5000))).toBe(429);

    // One made as the server makes them, but past its expiry (PGlite's clock is the process's, so
    // the test cannot move time on without ending the lock too).
    const now = Math.floor(Date.now() / 1000);
    expect(await tryWith(deviceEntryOf(t.secret, owner.email, 'E'.repeat(22), now - 1))).toBe(429);
    expect(await tryWith(deviceEntryOf(randomBytes(32), owner.email, 'F'.repeat(22), now + 3600))).toBe(429);
    expect(await tryWith(deviceEntryOf(t.secret, owner.email, 'G'.repeat(22), now + 3600))).toBe(200);
    expect(await tryWith(genuine)).toBe(200);
  });

  it("a shop's shared computer keeps a device cookie for each account signed in there", async () => {
    const first = await t.createUser('loan_officer');
    const second = await t.createUser('loan_officer');
    const shared = new Browser(freshIp());
    expect((await signIn(shared, first.email, first.password)).statusCode).toBe(200);
    expect((await signIn(shared, second.email, second.password)).statusCode).toBe(200);
    await lockEverywhere(first.email);
    await lockEverywhere(second.email);
    const elsewhere = new Browser(freshIp());
    elsewhere.device = shared.device!;
    expect((await signIn(elsewhere, first.email, first.password)).statusCode).toBe(200);
    expect((await signIn(elsewhere, second.email, second.password)).statusCode).toBe(200);
  });

  it("a super admin's own browser confirms with their password while guessers have locked the account", async () => {
    const owner = await t.createUser('super_admin');
    const home = new Browser(freshIp());
    expect((await signIn(home, owner.email, owner.password)).statusCode).toBe(200);
    await lockEverywhere(owner.email);
    const confirm = (cookie: string) =>
      t.request({ method: 'POST', url: '/api/auth/validate-admin', cookie, remoteAddress: home.ip, payload: { email: owner.email, password: owner.password } });
    expect((await confirm(home.header)).statusCode).toBe(200);
    const sessionOnly = home.header.split('; ').filter((c) => !c.includes('pawnbook_device=')).join('; ');
    expect((await confirm(sessionOnly)).statusCode).toBe(429);
  });

  it('every confirmation honours it, not only validate-admin: deleting an application', async () => {
    const owner = await t.createUser('super_admin');
    const home = new Browser(freshIp());
    expect((await signIn(home, owner.email, owner.password)).statusCode).toBe(200);
    const { id } = await insertApplication(t.database.db);
    await lockEverywhere(owner.email);
    const remove = (cookie: string) =>
      t.request({ method: 'DELETE', url: `/api/pawn-loans/${id}`, cookie, remoteAddress: home.ip, payload: { email: owner.email, password: owner.password } });
    const sessionOnly = home.header.split('; ').filter((c) => !c.includes('pawnbook_device=')).join('; ');
    expect((await remove(sessionOnly)).statusCode).toBe(429);
    const res = await remove(home.header);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Application deleted' });
  });
});

describe('the device cookie behind https', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { APP_URL: 'https://pawnbook.example' });
  });
  afterAll(() => t.close());

  it('is Secure, with the __Host- prefix', async () => {
    const user = await t.createUser('borrower');
    const res = await t.request({ method: 'POST', url: '/api/auth/local-login', payload: { email: user.email, password: user.password }, headers: { origin: 'https://pawnbook.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => DEVICE.test(c.name))).toMatchObject({ name: '__Host-pawnbook_device', secure: true, httpOnly: true, path: '/' });
  });
});
