import { sql } from 'drizzle-orm';
import { rowsOf, type TExecutor } from '../../db/client';

/**
 * Tables a backup leaves out, each with the reason. Every other table of the migrated database is
 * backed up, so a table added later is in the backups without anyone remembering to list it
 * (backup-tables.api.test.ts checks this list against the database).
 */
export const NOT_BACKED_UP: Readonly<Record<string, string>> = {
  session: 'signed-in sessions; a restore signs everyone out but the super admin who restores',
  auth_throttle: 'sign-in throttle counters',
  password_reset_tokens: 'single-use password reset links that end within 30 minutes; a restore must not bring one back',
  guarantor_invitations: "guarantors' single-use links (14 days); a restore must not bring back one that was used or revoked since, staff invite again",
  rate_counters: 'rate-limit counters',
  job_leases: 'which instance runs a background job',
  change_counters: 'list versions; they only ever go up, so no cached answer is taken for restored data',
  application_status_totals: 'derived from pawn_loan_applications by its triggers (migration 0008)',
  loan_payment_totals: 'derived from pawn_loan_applications and payments by their triggers (migration 0011)',
  payment_month_totals: 'derived from payments by its triggers (migration 0011)',
  payment_totals: 'derived from loan_payment_totals by its triggers (migration 0011)',
  payment_pending_deltas: "one transaction's moves of the 'pending' total, folded at its commit (migration 0012): always empty between transactions",
  email_outbox: 'the delivery queue; restoring it would send e-mails a second time',
  system_backups: 'the backup files of this installation; a restore keeps the list',
  auto_backup_settings: "this installation's backup schedule; a restore keeps it",
  system_logs: 'the operations log; a restore keeps it and adds to it',
};

/**
 * Derived tables a restore empties with the data and rebuilds from the restored rows in one
 * set-based pass (pawnbook_rebuild_derived_totals, migration 0015, the backfill statements of the
 * migrations that made them). A new derived table goes here and into that function.
 */
export const DERIVED_TABLES = ['application_status_totals', 'loan_payment_totals', 'payment_month_totals', 'payment_totals', 'payment_pending_deltas'] as const;

export type TColumn = {
  name: string;
  type: string;
  nullable: boolean;
  identity: 'ALWAYS' | 'BY DEFAULT' | null;
  /** A generated (computed) column: backed up for reading, never inserted. */
  generated: boolean;
};
export type TTableInfo = { name: string; columns: TColumn[]; columnMap: Map<string, TColumn>; primaryKey: string[]; parents: string[] };
/** The backed-up tables in foreign-key order (parents first), read from the database's own catalog. */
export type TBackupCatalog = { tables: TTableInfo[]; byName: Map<string, TTableInfo>; allTables: string[] };

/** Every table of the application's schema (public); drizzle's own bookkeeping lives elsewhere. */
export async function listDatabaseTables(db: TExecutor): Promise<string[]> {
  const result = await db.execute(sql`
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`);
  return rowsOf<{ name: string }>(result).map((row) => row.name);
}

/** Every foreign key of the schema as child table -> parent table, once a pair, in name order. */
export async function listForeignKeyLinks(db: TExecutor): Promise<{ child: string; parent: string }[]> {
  return rowsOf<{ child: string; parent: string }>(
    await db.execute(sql`
      select distinct child.relname as child, parent.relname as parent
      from pg_constraint k
      join pg_class child on child.oid = k.conrelid
      join pg_class parent on parent.oid = k.confrelid
      join pg_namespace n on n.oid = child.relnamespace
      where k.contype = 'f' and n.nspname = 'public'
      order by 1, 2`),
  );
}

export async function readBackupCatalog(db: TExecutor): Promise<TBackupCatalog> {
  const allTables = await listDatabaseTables(db);
  const names = allTables.filter((name) => !(name in NOT_BACKED_UP));
  const columns = rowsOf<{ table_name: string; column_name: string; data_type: string; is_nullable: string; identity_generation: string | null; is_generated: string }>(
    await db.execute(sql`
      select table_name, column_name, data_type, is_nullable, identity_generation, is_generated
      from information_schema.columns where table_schema = 'public' order by table_name, ordinal_position`),
  );
  const keys = rowsOf<{ table_name: string; column_name: string; position: number }>(
    await db.execute(sql`
      select c.relname as table_name, a.attname as column_name, array_position(i.indkey::int2[], a.attnum) as position
      from pg_index i
      join pg_class c on c.oid = i.indrelid
      join pg_namespace n on n.oid = c.relnamespace
      join pg_attribute a on a.attrelid = c.oid and a.attnum = any(i.indkey::int2[])
      where i.indisprimary and n.nspname = 'public'
      order by 1, 3`),
  );
  const links = await listForeignKeyLinks(db);
  const infos = new Map<string, TTableInfo>();
  for (const name of names) infos.set(name, { name, columns: [], columnMap: new Map(), primaryKey: [], parents: [] });
  for (const column of columns) {
    infos.get(column.table_name)?.columns.push({
      name: column.column_name,
      type: column.data_type,
      nullable: column.is_nullable === 'YES',
      identity: column.identity_generation === 'ALWAYS' || column.identity_generation === 'BY DEFAULT' ? column.identity_generation : null,
      generated: column.is_generated === 'ALWAYS',
    });
  }
  for (const info of infos.values()) for (const column of info.columns) info.columnMap.set(column.name, column);
  for (const key of keys) infos.get(key.table_name)?.primaryKey.push(key.column_name);
  for (const link of links) {
    const child = infos.get(link.child);
    if (child && link.parent !== link.child && infos.has(link.parent)) child.parents.push(link.parent);
  }
  const tables = foreignKeyOrder([...infos.values()]);
  return { tables, byName: new Map(tables.map((t) => [t.name, t])), allTables };
}

/** Parents before children (Kahn), by name within a level so every backup lists tables alike. */
function foreignKeyOrder(tables: TTableInfo[]): TTableInfo[] {
  const done = new Set<string>();
  const ordered: TTableInfo[] = [];
  let left = [...tables].sort((a, b) => a.name.localeCompare(b.name));
  while (left.length > 0) {
    const ready = left.filter((t) => t.parents.every((p) => done.has(p)));
    if (ready.length === 0) throw new Error(`foreign keys form a cycle between ${left.map((t) => t.name).join(', ')}`);
    for (const t of ready) {
      ordered.push(t);
      done.add(t.name);
    }
    left = left.filter((t) => !done.has(t.name));
  }
  return ordered;
}

/** A table name as an SQL identifier; names only ever come from the catalog, the quoting is belt and braces. */
export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
