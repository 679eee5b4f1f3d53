import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TDatabase } from '../db/client';
import { readChangeCounters } from './change-counters.repository';

declare module 'fastify' {
  // Module augmentation only works with interface declarations.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyContextConfig {
    /**
     * A GET route that changes data says so (`config: { writesData: true }`), so its reply counts
     * as a write for the change counters (see requestMayHaveWritten).
     */
    writesData?: boolean;
  }
}

/** The watched tables' change counters (migrations 0005 and after), by table name. */
export type TChangeCounterValues = Readonly<Record<string, number>>;

/** What routes may do with the change counters; registerChangeVersions builds it. */
export type TChangeVersions = {
  /**
   * Every change counter as committed, for ETags and memo keys. From memory while the database's
   * notifications are known to arrive; from the database otherwise. Never older than a change this
   * instance itself committed before the call.
   */
  read(): Promise<TChangeCounterValues>;
};

/**
 * The counters held in memory and kept current by the pawnbook_changes notifications (a trigger on
 * change_counters sends "name:version" at commit, migration 0020), so a poll answered 304 costs no
 * query. Trusted only between onUp and onDown of the listening connection, as the session cache is;
 * after a write of this instance (see markLocalWrite) and after any gap in the notifications, the
 * next read goes to the database once. A change committed by another instance is seen here once its
 * notification arrives, a moment after its commit.
 */
export class ChangeVersionStore {
  private values: TChangeCounterValues = {};
  private trusted = false;
  /** Memory holds every change committed and announced since it was last read from the database. */
  private fresh = false;
  /** Bumped whenever memory may have missed something: a read started before must not mark it fresh. */
  private epoch = 0;
  private flight: { epoch: number; promise: Promise<TChangeCounterValues> } | null = null;

  constructor(private readonly readFromDatabase: () => Promise<Map<string, number>>) {}

  read(): Promise<TChangeCounterValues> {
    if (this.trusted && this.fresh) return Promise.resolve(this.values);
    // Concurrent reads share one query, but only one that started after the last reason to re-read.
    if (this.flight?.epoch === this.epoch) return this.flight.promise;
    const epoch = this.epoch;
    const promise = this.readFromDatabase()
      .then((rows) => {
        const merged = this.merge(rows);
        if (epoch === this.epoch && this.trusted) {
          this.values = merged;
          this.fresh = true;
        }
        return merged;
      })
      .finally(() => {
        if (this.flight?.promise === promise) this.flight = null;
      });
    this.flight = { epoch, promise };
    return promise;
  }

  /** A notification "name:version"; anything else means memory may be wrong. */
  applyNotification(payload: string): void {
    const colon = payload.lastIndexOf(':');
    const version = Number(payload.slice(colon + 1));
    if (colon <= 0 || !Number.isSafeInteger(version)) {
      this.markStale();
      return;
    }
    const name = payload.slice(0, colon);
    // Counters only go up; a notification may arrive after a database read that already saw it.
    if ((this.values[name] ?? -1) < version) this.values = { ...this.values, [name]: version };
  }

  /**
   * This instance may have committed a change: on PostgreSQL its notification reaches this
   * instance's own listener a moment later, possibly after the caller's next request, so the next
   * read goes to the database instead (read your own writes). Called by the onSend hook of
   * registerChangeVersions for every request that may have written.
   */
  markLocalWrite(): void {
    this.markStale();
  }

  /** Notifications may be missed from now on: every read goes to the database until resume(). */
  suspend(): void {
    this.trusted = false;
    this.markStale();
  }

  /** Notifications arrive again; the next read fills memory from the database. */
  resume(): void {
    this.trusted = true;
    this.markStale();
  }

  get isTrusted(): boolean {
    return this.trusted;
  }

  private markStale(): void {
    this.fresh = false;
    this.epoch += 1;
  }

  private merge(rows: Map<string, number>): TChangeCounterValues {
    const merged: Record<string, number> = { ...this.values };
    for (const [name, version] of rows) if ((merged[name] ?? -1) < version) merged[name] = version;
    return merged;
  }
}

/** Methods that change nothing in this app; a GET route that does write says so in its config. */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a request may have changed data: any method but GET, HEAD and OPTIONS, or a route with `config.writesData`. */
function requestMayHaveWritten(request: FastifyRequest): boolean {
  return !READ_METHODS.has(request.method) || request.routeOptions.config?.writesData === true;
}

/**
 * Starts listening for counter changes on this app's database; stops when the app closes.
 *
 * Read your own writes: every request that may have written marks memory stale in an onSend hook,
 * which runs once the handler is done (its transactions committed) and before the reply goes out,
 * so the client's next request reads the counters from the database. A change made outside any
 * request (a background job, another instance, a script) is seen once its notification arrives.
 */
export async function registerChangeVersions(app: FastifyInstance, database: TDatabase): Promise<TChangeVersions & { store: ChangeVersionStore }> {
  const store = new ChangeVersionStore(() => readChangeCounters(database.db));
  const unlisten = await database.listen('pawnbook_changes', {
    onMessage: (payload) => store.applyNotification(payload),
    onDown: () => store.suspend(),
    onUp: () => store.resume(),
  });
  app.addHook('onSend', async (request) => {
    if (requestMayHaveWritten(request)) store.markLocalWrite();
  });
  app.addHook('onClose', async () => unlisten());
  return { read: () => store.read(), store };
}
