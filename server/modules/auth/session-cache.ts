import type { TSessionUser } from '../../lib/session-user';

type TEntry = { user: TSessionUser; expire: Date; cachedAt: number };

/**
 * Signed-in sessions held in memory so a request costs no query. Entries are dropped when the
 * database announces a change to their user or session (see migration 0001), and in any case after
 * maxAgeMs, which bounds staleness should an announcement ever be lost.
 */
export class SessionCache {
  private readonly entries = new Map<string, TEntry>();
  /** Whether change notifications are arriving; until they are, nothing is cached or served from cache. */
  private trusted = true;
  /** Bumped whenever trust changes: a row read before a change of trust must not be cached after it. */
  private epoch = 0;

  constructor(
    private readonly maxEntries = 10_000,
    private readonly maxAgeMs = 30_000,
  ) {}

  get(sid: string): TEntry | undefined {
    if (!this.trusted) return undefined;
    const entry = this.entries.get(sid);
    if (!entry) return undefined;
    if (Date.now() - entry.cachedAt > this.maxAgeMs || entry.expire.getTime() <= Date.now()) {
      this.entries.delete(sid);
      return undefined;
    }
    return entry;
  }

  /** The epoch to pass back to set(): take it before reading the row from the database. */
  get readEpoch(): number {
    return this.epoch;
  }

  set(sid: string, user: TSessionUser, expire: Date, readAt: number = this.epoch): void {
    if (!this.trusted || readAt !== this.epoch) return;
    if (this.entries.size >= this.maxEntries) {
      // Maps iterate in insertion order: drop the oldest.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(sid, { user, expire, cachedAt: Date.now() });
  }

  deleteSid(sid: string): void {
    this.entries.delete(sid);
  }

  deleteUser(userId: string): void {
    for (const [sid, entry] of this.entries) if (entry.user.id === userId) this.entries.delete(sid);
  }

  clear(): void {
    this.entries.clear();
  }

  /** Notifications may be missed from now on: forget everything and cache nothing until resume(). */
  suspend(): void {
    this.trusted = false;
    this.epoch += 1;
    this.entries.clear();
  }

  /** Notifications arrive again; what is read from the database from now on may be cached. */
  resume(): void {
    this.trusted = true;
    this.epoch += 1;
  }

  get isTrusted(): boolean {
    return this.trusted;
  }

  /** A pawnbook_auth notification: "user:<id>" or "sid:<hash>". */
  applyNotification(payload: string): void {
    if (payload.startsWith('user:')) this.deleteUser(payload.slice(5));
    else if (payload.startsWith('sid:')) this.deleteSid(payload.slice(4));
    else this.clear();
  }
}
