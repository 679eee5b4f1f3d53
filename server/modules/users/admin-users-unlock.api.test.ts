import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_MESSAGES, type TAdminUser } from '@common/contracts/admin-users';
import { signInAs, type TSignedIn } from '../../test/roles';
import { BOTH_BACKENDS, createTestApp, type TTestApp } from '../../test/test-app';
import { auditRowsOf } from './admin-users.test-support';

const LIMIT = 2;

describe.each(BOTH_BACKENDS)('sign-in locks on Staff Users, on %s', (backend) => {
  let t: TTestApp;
  let superAdmin: TSignedIn;
  let admin: TSignedIn;
  let ipCounter = 0;
  const freshIp = () => `198.51.100.${(ipCounter += 1)}`;

  beforeAll(async () => {
    t = await createTestApp(backend, { LOGIN_MAX_FAILURES: String(LIMIT) });
    superAdmin = await signInAs(t, 'super_admin');
    admin = await signInAs(t, 'admin');
  });
  afterAll(() => t.close());

  const signIn = (email: string, password: string, ip: string) =>
    t.request({ method: 'POST', url: '/api/auth/local-login', payload: { email, password }, remoteAddress: ip });
  const lockAt = async (email: string, ip: string) => {
    for (let i = 0; i < LIMIT; i += 1) expect((await signIn(email, `wrong-${i}`, ip)).statusCode).toBe(401);
  };
  const listed = async (id: string, as: TSignedIn = admin): Promise<TAdminUser | undefined> =>
    (await t.request({ method: 'GET', url: '/api/admin/users', cookie: as.cookie })).json<TAdminUser[]>().find((u) => u.id === id);
  const unlock = (id: string, as: TSignedIn = superAdmin) =>
    t.request({ method: 'DELETE', url: `/api/admin/users/${id}/sign-in-lock`, cookie: as.cookie });

  it('lists when a locked account is unlocked again, and null for the others', async () => {
    const locked = await t.createUser('loan_officer');
    const fine = await t.createUser('loan_officer');
    const before = Date.now();
    await lockAt(locked.email, freshIp());
    // One failure is no lock.
    expect((await signIn(fine.email, 'wrong', freshIp())).statusCode).toBe(401);

    const row = await listed(locked.id);
    expect(row?.lockedUntil).toEqual(expect.any(String));
    const until = Date.parse(row!.lockedUntil!);
    // LOGIN_WINDOW_MINUTES (15) from the failure that reached the limit.
    expect(until).toBeGreaterThan(before + 14 * 60_000);
    expect(until).toBeLessThan(Date.now() + 16 * 60_000);
    expect((await listed(fine.id))?.lockedUntil).toBeNull();
  });

  it('a super admin unlocks an account: it signs in at once, at every IP where it was locked, and the unlock is audited', async () => {
    const owner = await t.createUser('admin');
    const [home, elsewhere] = [freshIp(), freshIp()];
    await lockAt(owner.email, home);
    await lockAt(owner.email, elsewhere);
    expect((await signIn(owner.email, owner.password, home)).statusCode).toBe(429);
    const lockedUntil = (await listed(owner.id))!.lockedUntil!;

    const res = await unlock(owner.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: USER_MESSAGES.unlocked });
    expect((await listed(owner.id))?.lockedUntil).toBeNull();
    expect((await signIn(owner.email, owner.password, home)).statusCode).toBe(200);
    expect((await signIn(owner.email, owner.password, elsewhere)).statusCode).toBe(200);

    const rows = (await auditRowsOf(t, owner.id)).filter((r) => r.action === 'user.unlock');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      entity: 'user',
      userId: superAdmin.id,
      userEmail: superAdmin.email,
      userRole: 'super_admin',
      summary: { email: owner.email, lockedUntil: new Date(lockedUntil).toISOString() },
    });
  });

  it("clears the account-wide bound too, and leaves other accounts' locks and the IP's own counter alone", async () => {
    const owner = await t.createUser('loan_officer');
    const neighbour = await t.createUser('loan_officer');
    // Guessers at four IPs reach the account-wide bound (4 x LIMIT): locked everywhere.
    const ips = [freshIp(), freshIp(), freshIp(), freshIp()];
    for (const ip of ips) await lockAt(owner.email, ip);
    await lockAt(neighbour.email, ips[0]!);
    expect((await signIn(owner.email, owner.password, freshIp())).statusCode).toBe(429);

    expect((await unlock(owner.id)).statusCode).toBe(200);
    expect((await signIn(owner.email, owner.password, freshIp())).statusCode).toBe(200);
    expect((await signIn(neighbour.email, neighbour.password, ips[0]!)).statusCode).toBe(429);
    expect((await listed(neighbour.id))?.lockedUntil).toEqual(expect.any(String));
  });

  it('answers an account that is not locked with the same 200, audited with no lock', async () => {
    const user = await t.createUser('borrower');
    const res = await unlock(user.id);
    expect(res.statusCode).toBe(200);
    const [row] = (await auditRowsOf(t, user.id)).filter((r) => r.action === 'user.unlock');
    expect(row?.summary).toEqual({ email: user.email, lockedUntil: null });
  });

  it('answers 404 for an unknown or malformed id, and audits nothing', async () => {
    for (const id of [randomUUID(), 'not-a-uuid']) {
      const res = await unlock(id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: USER_MESSAGES.notFound });
    }
  });

  it('refuses an admin (403) and leaves the lock on', async () => {
    const owner = await t.createUser('loan_officer');
    const ip = freshIp();
    await lockAt(owner.email, ip);
    const res = await unlock(owner.id, admin);
    expect(res.statusCode).toBe(403);
    expect((await signIn(owner.email, owner.password, ip)).statusCode).toBe(429);
    expect((await auditRowsOf(t, owner.id)).filter((r) => r.action === 'user.unlock')).toEqual([]);
  });
});
