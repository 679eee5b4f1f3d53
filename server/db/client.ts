import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
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

/** A subscription to a NOTIFY channel. onReset runs whenever messages may have been missed (reconnects). */
export type TListen = (channel: string, onMessage: (payload: string) => void, onReset: () => void) => Promise<() => Promise<void>>;

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
  const listen: TListen = async (channel, onMessage, onReset) => {
    let client: pg.Client | null = null;
    let stopped = false;
    let retry: NodeJS.Timeout | undefined;
    const connect = async (): Promise<void> => {
      const next = new pg.Client({ connectionString: url });
      next.on('notification', (message) => {
        if (message.channel === channel) onMessage(message.payload ?? '');
      });
      next.on('error', () => undefined);
      next.on('end', () => {
        if (stopped) return;
        // Messages sent while disconnected are lost: forget everything cached, then reconnect.
        onReset();
        retry = setTimeout(() => void connect().catch(() => undefined), 1000);
        retry.unref();
      });
      await next.connect();
      await next.query(`listen ${channel}`);
      client = next;
    };
    await connect();
    return async () => {
      stopped = true;
      clearTimeout(retry);
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

/** PGlite in a folder (the embedded default), or an already-open instance (tests). */
export async function openPglite(source: string | PGlite): Promise<TDatabase> {
  let client: PGlite;
  if (typeof source === 'string') {
    await mkdir(source, { recursive: true });
    client = await PGlite.create(source, { extensions: PGLITE_EXTENSIONS });
  } else {
    client = source;
  }
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as TDb;
  await migratePglite(drizzlePglite(client, { casing: 'snake_case' }), { migrationsFolder: MIGRATIONS_FOLDER });
  // In PGlite a notification is delivered while the statement that caused it runs: nothing is ever missed.
  const listen: TListen = async (channel, onMessage) => client.listen(channel, onMessage);
  return { db, kind: 'pglite', listen, close: () => client.close() };
}

export function openDatabase(options: { databaseUrl?: string | undefined; dataDir: string }): Promise<TDatabase> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(path.join(options.dataDir, 'pglite'));
}
