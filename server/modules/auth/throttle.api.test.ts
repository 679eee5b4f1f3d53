import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOTH_BACKENDS, createTestApp, HAS_POSTGRES, type TTestApp } from '../../test/test-app';

const LIMIT = 5;

/** How many answers of each status: a 401 is a password that was checked, a 429 one that was not. */
function tally(answers: LightMyRequestResponse[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const res of answers) counts[res.statusCode] = (counts[res.statusCode] ?? 0) + 1;
  return counts;
}

const guess = (t: TTestApp, email: string, i: number) =>
  t.request({ method: 'POST', url: '/api/auth/local-login', payload: { email, password: `wrong-guess-${i}` } });

describe.each(BOTH_BACKENDS)('the sign-in limit under concurrent guesses on %s', (backend) => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { LOGIN_MAX_FAILURES: String(LIMIT) });
  });
  afterAll(() => t.close());

  it('checks at most LIMIT of 30 simultaneous wrong passwords for one account; the rest are 429', async () => {
    const user = await t.createUser('admin');
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => guess(t, user.email, i)));
    expect(tally(answers)).toEqual({ 401: LIMIT, 429: 30 - LIMIT });
    for (const res of answers.filter((r) => r.statusCode === 429)) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Locked now, the right password included.
    const locked = await t.request({ method: 'POST', url: '/api/auth/local-login', payload: { email: user.email, password: user.password } });
    expect(locked.statusCode).toBe(429);
  });

  it('counts the super-admin confirmation of a delete the same way: 30 at once, at most LIMIT checked', async () => {
    const caller = await t.createUser('super_admin');
    const cookie = await t.signIn(caller.email, caller.password);
    const confirmer = await t.createUser('super_admin');
    const target = await t.createUser('loan_officer');
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        t.request({ method: 'DELETE', url: `/api/admin/users/${target.id}`, cookie, payload: { email: confirmer.email, password: `wrong-${i}` } }),
      ),
    );
    expect(tally(answers)).toEqual({ 401: LIMIT, 429: 30 - LIMIT });
  });

  it("counts a delete's confirmation with sign-in's own counters, both ways", async () => {
    const caller = await t.createUser('super_admin');
    const cookie = await t.signIn(caller.email, caller.password);
    const target = await t.createUser('loan_officer');
    const confirm = (credentials: { email: string; password: string }) =>
      t.request({ method: 'DELETE', url: `/api/admin/users/${target.id}`, cookie, payload: credentials });
    // Wrong confirmations lock the confirmer's sign-in...
    const confirmer = await t.createUser('super_admin');
    for (let i = 0; i < LIMIT; i += 1) expect((await confirm({ email: confirmer.email, password: `wrong-${i}` })).statusCode).toBe(401);
    expect((await t.request({ method: 'POST', url: '/api/auth/local-login', payload: { email: confirmer.email, password: confirmer.password } })).statusCode).toBe(429);
    // ...and wrong sign-ins lock the confirmation.
    const other = await t.createUser('super_admin');
    for (let i = 0; i < LIMIT; i += 1) expect((await guess(t, other.email, i)).statusCode).toBe(401);
    expect((await confirm({ email: other.email, password: other.password })).statusCode).toBe(429);
    // A right password of someone who is not a super admin is a failure too, on that account.
    const admin = await t.createUser('admin');
    for (let i = 0; i < LIMIT; i += 1) expect((await confirm({ email: admin.email, password: admin.password })).statusCode).toBe(401);
    expect((await t.request({ method: 'POST', url: '/api/auth/local-login', payload: { email: admin.email, password: admin.password } })).statusCode).toBe(429);
    expect((await t.request({ method: 'GET', url: '/api/admin/users', cookie })).json()).toContainEqual(expect.objectContaining({ id: target.id }));
  });

  it('a right password within the limit signs in and does not count as a failure', async () => {
    const user = await t.createUser('loan_officer');
    for (let i = 0; i < LIMIT - 1; i += 1) expect((await guess(t, user.email, i)).statusCode).toBe(401);
    await t.signIn(user.email, user.password);
    // The successful sign-in cleared the count: LIMIT more failures are checked before the lock.
    const statuses: number[] = [];
    for (let i = 0; i <= LIMIT; i += 1) statuses.push((await guess(t, user.email, i)).statusCode);
    expect(statuses).toEqual([...Array<number>(LIMIT).fill(401), 429]);
  });
});

// Two app instances on one PostgreSQL database, as production runs them: the limit is the
// database's, not an instance's.
describe.skipIf(!HAS_POSTGRES)('the sign-in limit across two instances on postgres', () => {
  let first: TTestApp;
  let second: TTestApp;
  beforeAll(async () => {
    first = await createTestApp('postgres', { LOGIN_MAX_FAILURES: String(LIMIT) });
    second = await createTestApp('postgres', { LOGIN_MAX_FAILURES: String(LIMIT) }, { sameDatabaseAs: first });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('60 simultaneous guesses split over both instances get at most LIMIT password checks', async () => {
    const user = await first.createUser('admin');
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => guess(i % 2 === 0 ? first : second, user.email, i)));
    expect(tally(answers)).toEqual({ 401: LIMIT, 429: 60 - LIMIT });
    // Either instance now refuses the account.
    for (const app of [first, second]) expect((await guess(app, user.email, 99)).statusCode).toBe(429);
  });
});
