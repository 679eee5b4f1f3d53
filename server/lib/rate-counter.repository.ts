import { sql } from 'drizzle-orm';
import { rowsOf, type TExecutor } from '../db/client';

/**
 * Counts one hit for a key in a fixed window (a new window starts once the old one has passed).
 * Answers the hits so far in the current window and the seconds until it ends.
 */
export async function countHit(db: TExecutor, key: string, windowMinutes: number): Promise<{ hits: number; retryAfterSeconds: number }> {
  const window = sql`make_interval(mins => ${windowMinutes})`;
  const result = await db.execute(sql`
    insert into rate_counters as c (key, hits, window_started_at) values (${key}, 1, now())
    on conflict (key) do update set
      hits = case when c.window_started_at <= now() - ${window} then 1 else c.hits + 1 end,
      window_started_at = case when c.window_started_at <= now() - ${window} then now() else c.window_started_at end
    returning hits, ceil(extract(epoch from window_started_at + ${window} - now())) as retry`);
  const row = rowsOf<{ hits: number | string; retry: number | string }>(result)[0];
  return { hits: Number(row?.hits ?? 1), retryAfterSeconds: Math.max(1, Number(row?.retry ?? 1)) };
}

export async function deleteStaleRateCounters(db: TExecutor, windowMinutes: number): Promise<void> {
  await db.execute(sql`delete from rate_counters where window_started_at < now() - make_interval(mins => ${windowMinutes})`);
}
