import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTEN_HEARTBEAT, rowsOf } from '../../db/client';
import { createTestApp, HAS_POSTGRES, type TTestApp } from '../../test/test-app';
import { setUserActive } from '../../test/test-db';

// On PostgreSQL each instance hears of user and session changes through a LISTEN connection. While
// that connection is down a change can go unheard, so the session cache must not be trusted: every
// request reads its session from the database until the connection listens again.
describe.runIf(HAS_POSTGRES)('signed-in sessions while change notifications are down (PostgreSQL)', () => {
  let t: TTestApp;

  beforeAll(async () => {
    t = await createTestApp('postgres');
  });
  afterAll(() => t.close());

  const me = async (cookie: string) => (await t.request({ method: 'GET', url: '/api/auth/user', cookie })).statusCode;
  /** Ends this app's LISTEN connection from the server side, as a restart or a dropped network would. */
  const dropListener = async () => {
    await t.database.db.execute(sql`
      select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and query ilike 'listen %'`);
  };
  const waitUntil = async (check: () => Promise<boolean>, ms = 10_000) => {
    const end = Date.now() + ms;
    while (Date.now() < end) {
      if (await check()) return true;
      await new Promise((r) => setTimeout(r, 25));
    }
    return false;
  };
  const listening = async () => {
    const result = await t.database.db.execute(sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and query ilike 'listen %'`);
    return (rowsOf<{ n: number }>(result)[0]?.n ?? 0) > 0;
  };

  it('refuses a user deactivated while the notifications were down, instead of serving the cached session', async () => {
    const warm = await t.createUser('loan_officer');
    expect(await me(await t.signIn(warm.email, warm.password))).toBe(200);
    // Keep the connection down long enough to act while it is (it reconnects after this delay).
    const reconnectMs = LISTEN_HEARTBEAT.reconnectMs;
    LISTEN_HEARTBEAT.reconnectMs = 5_000;
    try {
      await dropListener();
      expect(await waitUntil(async () => !(await listening()))).toBe(true);
      await new Promise((r) => setTimeout(r, 100)); // the app's end-of-connection event, on loopback
      await checkWhileDown();
    } finally {
      LISTEN_HEARTBEAT.reconnectMs = reconnectMs;
    }
  });

  async function checkWhileDown(): Promise<void> {
    const user = await t.createUser('loan_officer');
    const cookie = await t.signIn(user.email, user.password);
    // The request made while the listener is down reads the database (and must not be cached)...
    expect(await me(cookie)).toBe(200);
    // ...because this change is made while nobody listens, so no notification will ever drop it.
    await setUserActive(t.database.db, user.id, false);
    expect(await me(cookie)).toBe(401);
  }

  it('listens again after the connection drops, and then a change made elsewhere is seen at once', async () => {
    await dropListener();
    expect(await waitUntil(async () => !(await listening()))).toBe(true);
    expect(await waitUntil(listening)).toBe(true);
    const user = await t.createUser('admin');
    const cookie = await t.signIn(user.email, user.password);
    // Cached again once notifications arrive; the deactivation's notification drops it.
    await waitUntil(async () => (await me(cookie)) === 200);
    expect(await me(cookie)).toBe(200);
    await setUserActive(t.database.db, user.id, false);
    expect(await waitUntil(async () => (await me(cookie)) === 401, 2_000)).toBe(true);
  });
});
