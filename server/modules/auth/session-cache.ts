import type { TSessionUser } from '../../lib/session-user';

type TEntry = { user: TSessionUser; expire: Date; cachedAt: number };

/**
 * Signed-in sessions held in memory so a request costs no query. Entries are dropped when the
 * database announces a change to their user or session (see migration 0001), and in any case after
 * maxAgeMs, which bounds staleness should an announcement ever be lost.
 */
export class SessionCache {
  private readonly entries = new Map<string, TEntry>();

  constructor(
    private readonly maxEntries = 10_000,
    private readonly maxAgeMs = 30_000,
  ) {}

  get(sid: string): TEntry | undefined {
    const entry = this.entries.get(sid);
    if (!entry) return undefined;
    if (Date.now() - entry.cachedAt > this.maxAgeMs || entry.expire.getTime() <= Date.now()) {
      this.entries.delete(sid);
      return undefined;
    }
    return entry;
  }

  set(sid: string, user: TSessionUser, expire: Date): void {
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

  /** A pawnbook_auth notification: "user:<id>" or "sid:<hash>". */
  applyNotification(payload: string): void {
    if (payload.startsWith('user:')) this.deleteUser(payload.slice(5));
    else if (payload.startsWith('sid:')) this.deleteSid(payload.slice(4));
    else this.clear();
  }
}
