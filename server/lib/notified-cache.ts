import type { TListen } from '../db/client';

/**
 * One value that is read often and changes rarely (the shop's settings), kept in memory while the
 * database's change notifications reach this instance. A NOTIFY on the channel (a trigger on the
 * table, whoever writes) drops it on every instance; while the listening connection is down nothing
 * is kept and every read loads it again (fail closed, like the session cache).
 */
export type TNotifiedCache<T> = {
  read(): Promise<T>;
  /** This instance's own writer drops it at once, before any notification arrives. */
  drop(): void;
  close(): Promise<void>;
};

export function createNotifiedCache<T>(listen: TListen, channel: string, load: () => Promise<T>): TNotifiedCache<T> {
  let trusted = false;
  let epoch = 0;
  let kept: { value: T } | null = null;
  let listening: Promise<(() => Promise<void>) | null> | null = null;
  const drop = () => {
    epoch += 1;
    kept = null;
  };
  // Listening starts with the first read, so building the services stays synchronous.
  const start = () =>
    (listening ??= listen(channel, {
      onMessage: drop,
      onDown: () => {
        trusted = false;
        drop();
      },
      onUp: () => {
        drop();
        trusted = true;
      },
    }).catch(() => null));

  return {
    async read() {
      await start();
      if (trusted && kept) return kept.value;
      const readAt = epoch;
      const value = await load();
      // A change heard while loading may be newer than what was read: keep it only if none was.
      if (trusted && epoch === readAt) kept = { value };
      return value;
    },
    drop,
    async close() {
      const stop = await listening;
      listening = Promise.resolve(null);
      trusted = false;
      drop();
      await stop?.();
    },
  };
}
