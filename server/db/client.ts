import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Client as PgClient } from 'pg';
import * as schema from './schema';

export type TSchema = typeof schema;
/** Either driver: both are PostgreSQL, so services and repositories never know which one runs. */
export type TDb = PgDatabase<PgQueryResultHKT, TSchema>;
/** A database handle or an open transaction on it. */
export type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];
export type TExecutor = TDb | TTx;

/** Rows of a raw `db.execute(sql...)`: both drivers answer { rows }. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * A subscription to a NOTIFY channel. onDown runs as soon as messages may be missed (the listening
 * connection ended or stopped answering); onUp runs once it listens again (and at the start), so a
 * cache that depends on the messages can trust itself only between onUp and onDown.
 */
export type TListenHandlers = { onMessage: (payload: string) => void; onDown: () => void; onUp: () => void };
export type TListen = (channel: string, handlers: TListenHandlers) => Promise<() => Promise<void>>;

/** How often the listening connection proves it is alive, and how long it may take to answer. */
export const LISTEN_HEARTBEAT = { everyMs: 5_000, timeoutMs: 2_000, reconnectMs: 1_000 };

export type TDatabase = {
  db: TDb;
  kind: 'pglite' | 'postgres';
  listen: TListen;
  close: () => Promise<void>;
};

// Beside this file in the source tree; copied beside the bundle by the server build.
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

const MIGRATION_LOCK_ID = 7_265_431;

export async function openPostgres(url: string, poolSize = 10): Promise<TDatabase> {
  // Loaded here, not at start: the embedded setup never needs the pg driver (memory of an idle server).
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  pool.on('error', () => undefined); // an idle client dropped by the server must not crash the process
  const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as TDb;
  // The lock lives on its own connection so the pool stays free for the migration itself.
  const lock = new pg.Client({ connectionString: url });
  await lock.connect();
  try {
    // Several instances may start at once; one migrates, the others wait and then find nothing to do.
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg(pool, { casing: 'snake_case' }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await lock.end().catch(() => undefined); // ending the connection releases the advisory lock
  }
  const listen: TListen = async (channel, { onMessage, onDown, onUp }) => {
    let client: PgClient | null = null;
    let stopped = false;
    let retry: NodeJS.Timeout | undefined;
    let heartbeat: NodeJS.Timeout | undefined;
    const scheduleReconnect = () => {
      clearTimeout(retry);
      retry = setTimeout(() => void connect(), LISTEN_HEARTBEAT.reconnectMs);
      retry.unref();
    };
    const connect = async (): Promise<void> => {
      if (stopped) return;
      // Named, so an operator (and a test) can tell the listening connections apart in pg_stat_activity.
      const next = new pg.Client({ connectionString: url, keepAlive: true, application_name: `pawnbook listen ${channel}` });
      let ended = false;
      next.on('notification', (message) => {
        if (message.channel === channel) onMessage(message.payload ?? '');
      });
      next.on('error', () => undefined);
      next.on('end', () => {
        ended = true;
        clearInterval(heartbeat);
        if (stopped) return;
        // Messages sent while disconnected are lost: stop trusting what was cached, then reconnect.
        onDown();
        scheduleReconnect();
      });
      try {
        await next.connect();
        await next.query(`listen ${channel}`);
      } catch {
        if (!ended) {
          onDown();
          await next.end().catch(() => undefined);
          scheduleReconnect();
        }
        return;
      }
      client = next;
      onUp();
      // A connection can die without a word (a dropped network): a query it cannot answer in time
      // counts as down, so the cache stops trusting itself within seconds, not at the next timeout.
      heartbeat = setInterval(() => {
        const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no answer')), LISTEN_HEARTBEAT.timeoutMs).unref());
        Promise.race([next.query('select 1'), timeout]).catch(() => {
          if (ended || stopped) return;
          onDown();
          // Ending it fires 'end', which reconnects; a connection that will not end is dropped.
          void next.end().catch(() => undefined);
        });
      }, LISTEN_HEARTBEAT.everyMs);
      heartbeat.unref();
    };
    onDown();
    await connect();
    return async () => {
      stopped = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      await client?.end().catch(() => undefined);
    };
  };
  return { db, kind: 'postgres', listen, close: () => pool.end() };
}

/**
 * Extensions every embedded database is opened with: pg_trgm backs the substring search of the
 * staff lists (a trigram index, as on PostgreSQL). A data folder whose migrations created the
 * extension must always be opened with it.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

/**
 * The embedded server's PostgreSQL settings. PGlite's WebAssembly memory touches all of
 * shared_buffers at start and never gives memory back, so PostgreSQL's default of 128 MB made most
 * of an idle server's memory; the operating system's file cache still holds the data files.
 */
const EMBEDDED_SETTINGS = ['-c', 'shared_buffers=16MB'];

/** PGlite in a folder (the embedded default), or an already-open instance (tests). */
export async function openPglite(source: string | PGlite): Promise<TDatabase> {
  let client: PGlite;
  if (typeof source === 'string') {
    await mkdir(source, { recursive: true });
    client = await PGlite.create(source, { extensions: PGLITE_EXTENSIONS, startParams: [...PGlite.defaultStartParams, ...EMBEDDED_SETTINGS] });
  } else {
    client = source;
  }
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as TDb;
  await migratePglite(drizzlePglite(client, { casing: 'snake_case' }), { migrationsFolder: MIGRATIONS_FOLDER });
  // In PGlite a notification is delivered while the statement that caused it runs: nothing is ever missed.
  const listen: TListen = async (channel, { onMessage, onUp }) => {
    const stop = await client.listen(channel, onMessage);
    onUp();
    return stop;
  };
  return { db, kind: 'pglite', listen, close: () => client.close() };
}

/** The embedded database's folder inside DATA_DIR. */
export const embeddedFolderOf = (dataDir: string): string => path.join(dataDir, 'pglite');

/** Whether the embedded database in this folder has yet to be created (initdb has not run there). */
export const embeddedDatabaseMissing = (folder: string): boolean => !existsSync(path.join(folder, 'PG_VERSION'));

/** PostgreSQL at `databaseUrl` with at most `poolSize` connections (DATABASE_POOL_SIZE), else the embedded database. */
export function openDatabase(options: { databaseUrl?: string | undefined; dataDir: string; poolSize?: number }): Promise<TDatabase> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.poolSize) : openPglite(embeddedFolderOf(options.dataDir));
}
