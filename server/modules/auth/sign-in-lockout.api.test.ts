import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOTH_BACKENDS, createTestApp, type TTestApp } from '../../test/test-app';

// A low limit keeps the argon2 checks few: 2 per account and IP, 8 per account, 20 per IP.
const LIMIT = 2;
const ACCOUNT_LIMIT = 4 * LIMIT;
const IP_LIMIT = 10 * LIMIT;

describe.each(BOTH_BACKENDS)('lock-outs per account and IP, per account, per IP, on %s', (backend) => {
  let t: TTestApp;
  let ipCounter = 0;
  /** A fresh address for each guesser, so the tests do not share an IP's counter. */
  const freshIp = () => `203.0.113.${(ipCounter += 1)}`;

  beforeAll(async () => {
    t = await createTestApp(backend, { LOGIN_MAX_FAILURES: String(LIMIT) });
  });
  afterAll(() => t.close());

  const signIn = (email: string, password: string, ip: string) =>
    t.request({ method: 'POST', url: '/api/auth/local-login', payload: { email, password }, remoteAddress: ip });

  it("a guesser at another IP locks only their own pair: the owner at their usual IP still signs in", async () => {
    const owner = await t.createUser('loan_officer');
    const home = freshIp();
    const guesser = freshIp();
    const statuses: number[] = [];
    // Well past the limit: the refused attempts must not count towards the account's bound either.
    for (let i = 0; i < ACCOUNT_LIMIT + 4; i += 1) statuses.push((await signIn(owner.email, `guess-${i}`, guesser)).statusCode);
    expect(statuses).toEqual([...Array<number>(LIMIT).fill(401), ...Array<number>(ACCOUNT_LIMIT + 4 - LIMIT).fill(429)]);
    expect((await signIn(owner.email, owner.password, guesser)).statusCode).toBe(429);
    expect((await signIn(owner.email, owner.password, home)).statusCode).toBe(200);
  });

  it('guessers spread over several IPs lock the account everywhere at the account-wide bound', async () => {
    const owner = await t.createUser('admin');
    const home = freshIp();
    const statuses: number[] = [];
    for (let g = 0; g < ACCOUNT_LIMIT / LIMIT; g += 1) {
      const ip = freshIp();
      for (let i = 0; i < LIMIT; i += 1) statuses.push((await signIn(owner.email, `guess-${g}-${i}`, ip)).statusCode);
    }
    // Every one of those was a checked failure, none refused early.
    expect(statuses).toEqual(Array<number>(ACCOUNT_LIMIT).fill(401));
    const locked = await signIn(owner.email, owner.password, home);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signIn(owner.email, owner.password, freshIp())).statusCode).toBe(429);
  });

  it('one IP failing on many accounts is stopped at the per-IP bound, for every account; other IPs are not', async () => {
    const counter = freshIp();
    for (let a = 0; a < IP_LIMIT / LIMIT; a += 1) {
      const account = await t.createUser('borrower');
      for (let i = 0; i < LIMIT; i += 1) expect((await signIn(account.email, `wrong-${i}`, counter)).statusCode).toBe(401);
    }
    const fresh = await t.createUser('borrower');
    expect((await signIn(fresh.email, fresh.password, counter)).statusCode).toBe(429);
    expect((await signIn(fresh.email, fresh.password, freshIp())).statusCode).toBe(200);
  });

  it('a successful sign-in clears its own pair only, and is not counted anywhere', async () => {
    const owner = await t.createUser('loan_officer');
    const home = freshIp();
    expect((await signIn(owner.email, 'typo-1', home)).statusCode).toBe(401);
    expect((await signIn(owner.email, owner.password, home)).statusCode).toBe(200);
    // The pair starts again: LIMIT more failures are checked at home.
    for (let i = 0; i < LIMIT; i += 1) expect((await signIn(owner.email, `typo-again-${i}`, home)).statusCode).toBe(401);
    expect((await signIn(owner.email, owner.password, home)).statusCode).toBe(429);
  });
});
