import { describe, expect, it } from 'vitest';
import type { TListenHandlers } from '../db/client';
import { createNotifiedCache } from './notified-cache';

/** A listen() whose connection the test brings up and down and whose messages it sends. */
function fakeListen() {
  let handlers: TListenHandlers | null = null;
  const listen = async (_channel: string, given: TListenHandlers) => {
    handlers = given;
    given.onDown();
    return async () => undefined;
  };
  return {
    listen,
    up: () => handlers?.onUp(),
    down: () => handlers?.onDown(),
    notify: () => handlers?.onMessage('UPDATE'),
  };
}

describe('createNotifiedCache', () => {
  it('keeps the value only while notifications arrive, and drops it on each one', async () => {
    const channel = fakeListen();
    let loads = 0;
    const cache = createNotifiedCache(channel.listen, 'pawnbook_shop', async () => (loads += 1));

    // Not listening yet: every read loads (fail closed).
    expect(await cache.read()).toBe(1);
    expect(await cache.read()).toBe(2);
    channel.up();
    expect(await cache.read()).toBe(3);
    expect(await cache.read()).toBe(3);
    channel.notify();
    expect(await cache.read()).toBe(4);
    cache.drop();
    expect(await cache.read()).toBe(5);
    channel.down();
    expect(await cache.read()).toBe(6);
    expect(await cache.read()).toBe(7);
  });

  it('does not keep a value read before a change it heard while loading', async () => {
    const channel = fakeListen();
    let version = 0;
    let gate: { entered: () => void; opened: Promise<void> } | null = null;
    const cache = createNotifiedCache(channel.listen, 'pawnbook_shop', async () => {
      const seen = version;
      if (gate) {
        gate.entered();
        await gate.opened;
      }
      return seen;
    });
    await cache.read();
    channel.up();

    let open: () => void = () => undefined;
    let entered: () => void = () => undefined;
    const reached = new Promise<void>((resolve) => (entered = resolve));
    gate = { entered, opened: new Promise<void>((resolve) => (open = resolve)) };
    const slow = cache.read();
    await reached;
    version = 1;
    channel.notify();
    gate = null;
    open();
    expect(await slow).toBe(0);
    // The old value was not kept: the next read loads the new one, and keeps that.
    expect(await cache.read()).toBe(1);
    version = 2;
    expect(await cache.read()).toBe(1);
  });
});
