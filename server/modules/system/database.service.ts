import { statfs } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type {
  TDatabaseStatus,
  TDatabaseTable,
  TStorageResponse,
  TSystemLogsResponse,
  TTableDataResponse,
} from '@common/contracts/system';
import { SYSTEM_LOGS_PAGE_SIZE, SYSTEM_MESSAGES } from '@common/contracts/system';
import type { TRole } from '@common/roles';
import { rowsOf, type TDb, type TExecutor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { listDatabaseTables, quoteIdent } from './backup-tables';
import { appliedMigrationCount, latestMigrationTag } from './schema-version';
import { maskRow, UNBROWSABLE_TABLES } from './table-masking';

/** Tables counted exactly below this size; bigger ones use the planner's estimate (the spec allows it). */
const EXACT_COUNT_BELOW = 100_000;

export async function databaseStatus(db: TDb, kind: 'pglite' | 'postgres'): Promise<TDatabaseStatus> {
  const database = kind === 'pglite' ? 'embedded' : 'postgresql';
  const latest = latestMigrationTag();
  const started = performance.now();
  try {
    const [info] = rowsOf<{ version: string; size: string | number }>(
      await db.execute(sql`select current_setting('server_version') as version, pg_database_size(current_database()) as size`),
    );
    const latencyMs = Math.round((performance.now() - started) * 10) / 10;
    return {
      status: 'healthy',
      database,
      version: `PostgreSQL ${info?.version ?? 'unknown'}`,
      sizeBytes: Number(info?.size ?? 0),
      latencyMs,
      migrations: { applied: await appliedMigrationCount(db), latest },
    };
  } catch {
    return { status: 'error', database, version: 'unknown', sizeBytes: 0, latencyMs: Math.round(performance.now() - started), migrations: { applied: 0, latest } };
  }
}

/** The tables the browser may open: the application's own, less the ones that hold only secrets. */
async function browsableTables(db: TExecutor): Promise<string[]> {
  return (await listDatabaseTables(db)).filter((name) => !UNBROWSABLE_TABLES.has(name));
}

async function rowCounts(db: TExecutor, names: string[]): Promise<Map<string, number>> {
  const estimates = new Map(
    rowsOf<{ name: string; estimate: number | string }>(
      await db.execute(sql`select c.relname as name, c.reltuples as estimate from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind in ('r', 'p')`),
    ).map((row) => [row.name, Number(row.estimate)]),
  );
  const counts = new Map<string, number>();
  for (const name of names) {
    const estimate = estimates.get(name) ?? -1;
    if (estimate >= EXACT_COUNT_BELOW) counts.set(name, Math.round(estimate));
    else counts.set(name, await exactCount(db, name));
  }
  return counts;
}

async function exactCount(db: TExecutor, table: string): Promise<number> {
  const [row] = rowsOf<{ n: number | string }>(await db.execute(sql.raw(`select count(*) as n from ${quoteIdent(table)}`)));
  return Number(row?.n ?? 0);
}

export async function databaseTables(db: TDb): Promise<TDatabaseTable[]> {
  const names = await browsableTables(db);
  const counts = await rowCounts(db, names);
  return names.map((name) => ({ name, rowCount: counts.get(name) ?? 0 }));
}

/**
 * One page of a table for the Database Browser. The name must be one of the browsable tables
 * (anything else, an injection attempt included, is 404 before any SQL names it); columns come
 * from the catalog; secrets are hidden from everyone, and it sees only allow-listed columns (table-masking).
 */
export async function tableData(db: TDb, role: TRole, table: string, query: { page: number; limit: number }): Promise<TTableDataResponse> {
  const names = await browsableTables(db);
  if (!names.includes(table)) throw new AppError('NOT_FOUND', SYSTEM_MESSAGES.unknownTable);
  const columns = rowsOf<{ name: string }>(
    await db.execute(sql`select column_name as name from information_schema.columns where table_schema = 'public' and table_name = ${table} order by ordinal_position`),
  ).map((row) => row.name);
  const keys = rowsOf<{ name: string }>(
    await db.execute(sql`
      select a.attname as name from pg_index i
      join pg_class c on c.oid = i.indrelid join pg_namespace n on n.oid = c.relnamespace
      join pg_attribute a on a.attrelid = c.oid and a.attnum = any(i.indkey::int2[])
      where i.indisprimary and n.nspname = 'public' and c.relname = ${table}
      order by array_position(i.indkey::int2[], a.attnum)`),
  ).map((row) => row.name);
  const totalCount = await exactCount(db, table);
  const totalPages = Math.max(1, Math.ceil(totalCount / query.limit));
  const order = keys.length > 0 ? ` order by ${keys.map((k) => `t.${quoteIdent(k)}`).join(', ')}` : '';
  const rows = rowsOf<{ j: string }>(
    await db.execute(
      sql`${sql.raw(`select row_to_json(t)::text as j from ${quoteIdent(table)} t${order} limit `)}${query.limit}${sql.raw(' offset ')}${(query.page - 1) * query.limit}`,
    ),
  );
  return {
    columns,
    data: rows.map((row) => maskRow(table, JSON.parse(row.j) as Record<string, unknown>, role)),
    totalCount,
    pagination: { page: query.page, totalPages, hasPrev: query.page > 1, hasNext: query.page < totalPages },
  };
}

export async function storageReport(db: TDb, options: { kind: 'pglite' | 'postgres'; dataDir: string }): Promise<TStorageResponse> {
  const names = await listDatabaseTables(db);
  const sizes = new Map(
    rowsOf<{ name: string; bytes: number | string }>(
      await db.execute(sql`select c.relname as name, pg_total_relation_size(c.oid) as bytes from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind in ('r', 'p')`),
    ).map((row) => [row.name, Number(row.bytes)]),
  );
  const counts = await rowCounts(db, names);
  const [dbSize] = rowsOf<{ size: number | string }>(await db.execute(sql`select pg_database_size(current_database()) as size`));
  const kinds = rowsOf<{ kind: string | null; count: number | string; bytes: number | string | null }>(
    await db.execute(sql`select content_type as kind, count(*) as count, coalesce(sum(size), 0) as bytes from objects where status = 'stored' group by content_type order by 1`),
  ).map((row) => ({ kind: row.kind ?? 'unknown', count: Number(row.count), bytes: Number(row.bytes ?? 0) }));
  const [backups] = rowsOf<{ count: number | string; bytes: number | string }>(
    await db.execute(sql`select count(*) as count, coalesce(sum(file_size), 0) as bytes from system_backups where status = 'completed'`),
  );
  let disk: TStorageResponse['disk'] = null;
  if (options.kind === 'pglite') {
    try {
      const fs = await statfs(options.dataDir);
      disk = { freeBytes: Number(fs.bavail) * Number(fs.bsize), totalBytes: Number(fs.blocks) * Number(fs.bsize) };
    } catch {
      disk = null;
    }
  }
  return {
    database: {
      sizeBytes: Number(dbSize?.size ?? 0),
      tables: names.map((name) => ({ name, rows: counts.get(name) ?? 0, bytes: sizes.get(name) ?? 0 })).sort((a, b) => b.bytes - a.bytes),
    },
    uploads: { count: kinds.reduce((n, k) => n + k.count, 0), bytes: kinds.reduce((n, k) => n + k.bytes, 0), byKind: kinds },
    backups: { count: Number(backups?.count ?? 0), bytes: Number(backups?.bytes ?? 0) },
    disk,
  };
}

export async function systemLogs(db: TDb, query: { level: string; page: number }): Promise<TSystemLogsResponse> {
  const level = query.level === '' || query.level === 'all' ? null : query.level;
  const where = level ? sql`where level = ${level}` : sql``;
  const [total] = rowsOf<{ n: number | string }>(await db.execute(sql`select count(*) as n from system_logs ${where}`));
  const totalCount = Number(total?.n ?? 0);
  const totalPages = Math.max(1, Math.ceil(totalCount / SYSTEM_LOGS_PAGE_SIZE));
  const rows = rowsOf<{ id: number | string; level: 'info' | 'warn' | 'error'; event: string; message: string; request_id: string | null; created_at: string | Date }>(
    await db.execute(sql`
      select id, level, event, message, request_id, created_at from system_logs ${where}
      order by id desc limit ${SYSTEM_LOGS_PAGE_SIZE} offset ${(query.page - 1) * SYSTEM_LOGS_PAGE_SIZE}`),
  );
  return {
    entries: rows.map((row) => ({
      id: Number(row.id),
      level: row.level,
      event: row.event,
      message: row.message,
      requestId: row.request_id,
      createdAt: new Date(row.created_at).toISOString(),
    })),
    totalCount,
    pagination: { page: query.page, totalPages, hasPrev: query.page > 1, hasNext: query.page < totalPages },
  };
}
