import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { TDatabase } from '../db/client';
import { ChangeVersionStore, registerChangeVersions } from './change-versions';

/** A store over a fake change_counters table that counts its reads. */
function storeOver(table: Map<string, number>) {
  let reads = 0;
  const store = new ChangeVersionStore(async () => {
    reads += 1;
    return new Map(table);
  });
  return { store, reads: () => reads };
}

describe('ChangeVersionStore', () => {
  it('reads the database until notifications are known to arrive', async () => {
    const table = new Map([['payments', 3]]);
    const { store, reads } = storeOver(table);
    expect(await store.read()).toEqual({ payments: 3 });
    expect(await store.read()).toEqual({ payments: 3 });
    expect(reads()).toBe(2);
    store.resume();
    expect(await store.read()).toEqual({ payments: 3 });
    expect(reads()).toBe(3);
    // Trusted and filled: from memory, and kept current by notifications alone.
    table.set('payments', 4);
    store.applyNotification('payments:4');
    expect(await store.read()).toEqual({ payments: 4 });
    store.applyNotification('pawn_loan_applications:9');
    expect(await store.read()).toEqual({ payments: 4, pawn_loan_applications: 9 });
    expect(reads()).toBe(3);
  });

  it('never goes back: a late notification or read of an older version is ignored', async () => {
    const table = new Map([['payments', 5]]);
    const { store } = storeOver(table);
    store.resume();
    await store.read();
    store.applyNotification('payments:4');
    expect((await store.read()).payments).toBe(5);
  });

  it('after a write of this process, reads the database once (its own notification may not have arrived)', async () => {
    const table = new Map([['borrowers', 1]]);
    const { store, reads } = storeOver(table);
    store.resume();
    await store.read();
    table.set('borrowers', 2);
    store.markLocalWrite();
    expect((await store.read()).borrowers).toBe(2);
    expect((await store.read()).borrowers).toBe(2);
    expect(reads()).toBe(2);
  });

  it('does not trust a read that started before the listener went down, and reads the database while it is down', async () => {
    const table = new Map([['payments', 1]]);
    let release: () => void = () => undefined;
    let reads = 0;
    const store = new ChangeVersionStore(async () => {
      reads += 1;
      const snapshot = new Map(table);
      if (reads === 1) await new Promise<void>((r) => (release = r));
      return snapshot;
    });
    store.resume();
    const first = store.read();
    store.suspend();
    release();
    expect((await first).payments).toBe(1);
    // A change nobody hears about while down must still be seen.
    table.set('payments', 2);
    expect((await store.read()).payments).toBe(2);
    table.set('payments', 3);
    expect((await store.read()).payments).toBe(3);
    // Up again: filled from the database once, then from memory.
    store.resume();
    expect((await store.read()).payments).toBe(3);
    const before = reads;
    await store.read();
    expect(reads).toBe(before);
  });

  it('shares one database read between concurrent callers, but not one started before a write', async () => {
    const table = new Map([['payments', 1]]);
    const { store, reads } = storeOver(table);
    store.resume();
    const [a, b] = await Promise.all([store.read(), store.read()]);
    expect(a).toEqual(b);
    expect(reads()).toBe(1);
    store.markLocalWrite();
    const pending = store.read();
    table.set('payments', 2);
    store.markLocalWrite();
    const after = store.read();
    expect((await pending).payments).toBe(1);
    expect((await after).payments).toBe(2);
    expect(reads()).toBe(3);
  });

  it('treats a malformed notification as a gap', async () => {
    const table = new Map([['payments', 1]]);
    const { store, reads } = storeOver(table);
    store.resume();
    await store.read();
    store.applyNotification('restore');
    table.set('payments', 7);
    expect((await store.read()).payments).toBe(7);
    expect(reads()).toBe(2);
  });
});

describe('registerChangeVersions', () => {
  it('sends the next read to the database after every request that may have written, and only then', async () => {
    let reads = 0;
    // A database whose notifications arrive (onUp) and whose change_counters read is counted.
    const database = {
      db: {
        execute: async () => {
          reads += 1;
          return { rows: [{ name: 'payments', version: '1' }] };
        },
      },
      listen: async (_channel: string, handlers: { onUp: () => void }) => {
        handlers.onUp();
        return async () => undefined;
      },
    } as unknown as TDatabase;
    const app = Fastify();
    const changes = await registerChangeVersions(app, database);
    app.get('/read', async () => changes.read());
    app.post('/write', async () => ({ ok: true }));
    app.get('/callback', { config: { writesData: true } }, async () => ({ ok: true }));
    await app.ready();
    const readsAfter = async (method: 'GET' | 'POST', url: string) => {
      await app.inject({ method, url });
      const before = reads;
      await app.inject({ method: 'GET', url: '/read' });
      return reads - before;
    };
    try {
      await app.inject({ method: 'GET', url: '/read' }); // fills memory
      expect(await readsAfter('GET', '/read')).toBe(0);
      expect(await readsAfter('POST', '/write')).toBe(1);
      expect(await readsAfter('GET', '/callback')).toBe(1);
      // A write refused or sent nowhere changed nothing, but counts all the same: one cheap read.
      expect(await readsAfter('POST', '/nowhere')).toBe(1);
      expect(await readsAfter('GET', '/nowhere')).toBe(0);
    } finally {
      await app.close();
    }
  });
});
