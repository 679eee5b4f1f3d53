import { sql } from 'drizzle-orm';
import { rowsOf, type TExecutor } from '../db/client';

/** Every change counter (a handful of rows, one per watched table). */
export async function readChangeCounters(db: TExecutor): Promise<Map<string, number>> {
  const result = await db.execute(sql`select name, version::text as version from change_counters`);
  return new Map(rowsOf<{ name: string; version: string }>(result).map((r) => [r.name, Number(r.version)]));
}
