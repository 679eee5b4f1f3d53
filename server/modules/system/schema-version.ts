import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_FOLDER, rowsOf, type TExecutor } from '../../db/client';

let latest: string | null = null;

/** The tag of the last migration this build carries (e.g. "0015_system_admin"): a backup's schemaVersion. */
export function latestMigrationTag(): string {
  if (latest === null) {
    const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };
    latest = journal.entries.at(-1)?.tag ?? 'none';
  }
  return latest;
}

/** How many migrations the database has applied (drizzle's own table). */
export async function appliedMigrationCount(db: TExecutor): Promise<number> {
  const rows = rowsOf<{ n: number | string }>(await db.execute(sql`select count(*) as n from drizzle.__drizzle_migrations`));
  return Number(rows[0]?.n ?? 0);
}

/** One line for System Logs at start: the schema the database is at. */
export async function migrationSummary(db: TExecutor): Promise<string> {
  return `database schema at ${latestMigrationTag()} (${await appliedMigrationCount(db)} migrations applied)`;
}
