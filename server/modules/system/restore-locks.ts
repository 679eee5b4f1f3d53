import { sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client';
import { listForeignKeyLinks, quoteIdent } from './backup-tables';

/**
 * How long a restore waits for the tables it replaces. A request's or a job's transaction ends in
 * seconds; one that holds a table longer is answered 409 (try again), not waited for while every
 * screen waits behind the restore's queued lock.
 */
const TABLE_LOCK_WAIT = '20s';

/** The tables outside `tables` with a foreign key to one of them. */
export async function tablesReferringTo(tx: TExecutor, tables: readonly string[]): Promise<string[]> {
  const inside = new Set(tables);
  const links = await listForeignKeyLinks(tx);
  return [...new Set(links.filter((link) => inside.has(link.parent) && !inside.has(link.child)).map((link) => link.child))];
}

/**
 * The restore's first statements: every table it replaces, locked exclusively in one statement in
 * one fixed order (by name), and the list versions against other writers. Taken one by one as the
 * work reached them (the session read, the audit log's copy, then TRUNCATE, ALTER TABLE), the locks
 * let a background job that held one table and wanted another deadlock with the restore, and
 * PostgreSQL ended whichever it chose. Now the restore holds nothing else while it waits, and once
 * it holds these it waits for no one: a job that holds a table past TABLE_LOCK_WAIT, or that asks
 * for a table the restore already holds while holding one it waits for (PostgreSQL's deadlock
 * check then ends one of the two), rolls the restore back whole, which answers 409 (isLockConflict).
 * Readers of change_counters (the 304 polls) are not blocked by its SHARE ROW EXCLUSIVE lock.
 */
export async function lockReplacedTables(tx: TExecutor, tables: readonly string[]): Promise<void> {
  await tx.execute(sql.raw(`set local lock_timeout = '${TABLE_LOCK_WAIT}'`));
  await tx.execute(sql.raw(`lock table ${[...tables].sort().map(quoteIdent).join(', ')} in access exclusive mode`));
  await tx.execute(sql.raw('lock table change_counters in share row exclusive mode'));
  await tx.execute(sql.raw('set local lock_timeout = default'));
}
