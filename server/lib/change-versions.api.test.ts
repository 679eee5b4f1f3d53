import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LISTEN_HEARTBEAT, rowsOf } from '../db/client';
import { insertApplication, submitApplication } from '../modules/applications/pawn-loan-review.test-support';
import { createBorrowerThroughApi, walkIn } from '../modules/borrowers/borrowers.test-support';
import { BOTH_BACKENDS, createTestApp, HAS_POSTGRES, type TTestApp } from '../test/test-app';
import { ChangeVersionStore } from './change-versions';

const LIST = '/api/pawn-loans?status=all&page=1&pageSize=20';
const BORROWERS = '/api/admin/borrowers';

const waitUntil = async (check: () => Promise<boolean>, ms = 10_000) => {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 25));
  }
  return false;
};

/** One list as a polling screen sees it: the first answer's ETag, then each poll's status. */
function poller(t: TTestApp, cookie: string, url: string) {
  let etag = '';
  return {
    async load(): Promise<void> {
      const res = await t.request({ method: 'GET', url, cookie });
      expect(res.statusCode, res.body).toBe(200);
      etag = String(res.headers.etag);
    },
    async poll(): Promise<number> {
      const res = await t.request({ method: 'GET', url, cookie, headers: { 'if-none-match': etag } });
      expect([200, 304], res.body).toContain(res.statusCode);
      if (res.statusCode === 200) etag = String(res.headers.etag);
      return res.statusCode;
    },
  };
}

/**
 * Runs SQL on a connection of its own, as another process would: on PostgreSQL no app instance
 * counts it as its own write. On PGlite (one process) it is the app's own database.
 */
async function elsewhere(t: TTestApp, statement: string): Promise<void> {
  if (!t.database.url) {
    await t.database.db.execute(sql.raw(statement));
    return;
  }
  const client = new pg.Client({ connectionString: t.database.url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

// The change counters behind every polled list's ETag live in memory, kept by the database's
// notifications (migration 0020), so a poll answered 304 reads nothing; a change is never hidden.
describe.each(BOTH_BACKENDS)('change counters in memory, on %s', (backend) => {
  let t: TTestApp;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp(backend);
    const admin = await t.createUser('admin');
    cookie = await t.signIn(admin.email, admin.password);
  });
  afterAll(() => t.close());

  it('answers a 304 poll without reading the change counters', async () => {
    const list = poller(t, cookie, LIST);
    await list.load();
    expect(await list.poll()).toBe(304);
    // With the table out of reach, only a poll served from memory can still answer.
    await elsewhere(t, 'alter table change_counters rename to change_counters_parked');
    try {
      expect(await list.poll()).toBe(304);
      expect(await list.poll()).toBe(304);
    } finally {
      await elsewhere(t, 'alter table change_counters_parked rename to change_counters');
    }
  });

  it("sees a change its own request made at the very next poll, before the change's notification arrives", async () => {
    // Every notification is held back, as if this instance's listener heard them late (on
    // PostgreSQL it hears its own commit a moment after it): only the mark of the writing request
    // (the onSend hook of registerChangeVersions) can make the next poll see the change.
    const held: { store: ChangeVersionStore; payload: string }[] = [];
    const hold = vi.spyOn(ChangeVersionStore.prototype, 'applyNotification').mockImplementation(function (this: ChangeVersionStore, payload: string) {
      held.push({ store: this, payload });
    });
    try {
      for (const [url, change] of [
        [LIST, () => submitApplication(t)],
        [BORROWERS, () => createBorrowerThroughApi(t, cookie, walkIn())],
      ] as const) {
        const list = poller(t, cookie, url);
        await list.load();
        expect(await list.poll()).toBe(304);
        await change();
        expect(await list.poll()).toBe(200);
        expect(await list.poll()).toBe(304);
      }
    } finally {
      hold.mockRestore();
      for (const { store, payload } of held) store.applyNotification(payload);
    }
  });

  it('sees a change made outside any request once the database has announced it', async () => {
    const list = poller(t, cookie, LIST);
    await list.load();
    await elsewhere(t, `update pawn_loan_applications set review_notes = 'elsewhere' where id = (select id from pawn_loan_applications limit 1)`);
    expect(await waitUntil(async () => (await list.poll()) === 200, 2_000)).toBe(true);
    expect(await list.poll()).toBe(304);
    // On this instance's own connections too, as a background job writes.
    await insertApplication(t.database.db, { borrowerName: 'Own Job' });
    expect(await waitUntil(async () => (await list.poll()) === 200, 2_000)).toBe(true);
    expect(await list.poll()).toBe(304);
  });
});

describe.runIf(HAS_POSTGRES)('change counters across two instances (PostgreSQL)', () => {
  let a: TTestApp;
  let b: TTestApp;
  let cookie: string;

  beforeAll(async () => {
    a = await createTestApp('postgres');
    b = await createTestApp('postgres', {}, { sameDatabaseAs: a });
    const admin = await a.createUser('admin');
    // Signed in on A, polling on B: no sticky sessions.
    cookie = await a.signIn(admin.email, admin.password);
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  const listeners = async () => {
    const result = await a.database.db.execute(
      sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and application_name like 'pawnbook listen %'`,
    );
    return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
  };
  /** Ends every LISTEN connection from the server side, as a restart or a dropped network would. */
  const dropListeners = async () => {
    await a.database.db.execute(sql`
      select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and application_name like 'pawnbook listen %'`);
  };

  it("makes the other instance's poll answer 200 as soon as the change is announced", async () => {
    for (const [url, change] of [
      [LIST, () => insertApplication(a.database.db, { borrowerName: 'On A' })],
      [BORROWERS, () => createBorrowerThroughApi(a, cookie, walkIn())],
    ] as const) {
      const onB = poller(b, cookie, url);
      await onB.load();
      expect(await onB.poll()).toBe(304);
      await change();
      expect(await waitUntil(async () => (await onB.poll()) === 200, 2_000)).toBe(true);
      expect(await onB.poll()).toBe(304);
    }
  });

  it('reads the database on every poll while the notifications are down, so no change is hidden', async () => {
    const onB = poller(b, cookie, LIST);
    await onB.load();
    expect(await onB.poll()).toBe(304);
    const reconnectMs = LISTEN_HEARTBEAT.reconnectMs;
    // Keep the listeners down long enough to act while they are.
    LISTEN_HEARTBEAT.reconnectMs = 5_000;
    try {
      await dropListeners();
      expect(await waitUntil(async () => (await listeners()) === 0)).toBe(true);
      await new Promise((r) => setTimeout(r, 100)); // the apps' end-of-connection events, on loopback
      // Announced to nobody: only a database read can see it.
      await elsewhere(a, `update pawn_loan_applications set review_notes = 'unheard' where id = (select id from pawn_loan_applications limit 1)`);
      expect(await onB.poll()).toBe(200);
      expect(await onB.poll()).toBe(304);
      await elsewhere(a, `update pawn_loan_applications set review_notes = 'unheard again' where id = (select id from pawn_loan_applications limit 1)`);
      expect(await onB.poll()).toBe(200);
    } finally {
      LISTEN_HEARTBEAT.reconnectMs = reconnectMs;
    }
    // Listening again (two connections per instance: sessions and counters): memory is trusted
    // again, and the next change is heard.
    expect(await waitUntil(async () => (await listeners()) >= 4)).toBe(true);
    expect(await onB.poll()).toBe(304);
    await elsewhere(a, `update pawn_loan_applications set review_notes = 'heard' where id = (select id from pawn_loan_applications limit 1)`);
    expect(await waitUntil(async () => (await onB.poll()) === 200, 2_000)).toBe(true);
  });
});
