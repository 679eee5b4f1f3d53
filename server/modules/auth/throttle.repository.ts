import { sql } from 'drizzle-orm';
import { rowsOf, type TExecutor } from '../../db/client';

/** Seconds until the latest lock among these keys ends; 0 when none is locked. */
export async function secondsLocked(db: TExecutor, keys: string[]): Promise<number> {
  const result = await db.execute(sql`
    select ceil(extract(epoch from max(locked_until) - now())) as seconds
    from auth_throttle
    where key in (${sql.join(keys.map((k) => sql`${k}`), sql`, `)}) and locked_until > now()`);
  const seconds = Number(rowsOf<{ seconds: number | string | null }>(result)[0]?.seconds ?? 0);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
}

/** Counts one failure for a key inside a rolling window; locks the key for the window once it reaches the limit. */
export async function recordFailure(db: TExecutor, key: string, limit: number, windowMinutes: number): Promise<void> {
  const window = sql`make_interval(mins => ${windowMinutes})`;
  await db.execute(sql`
    insert into auth_throttle as t (key, failures, window_started_at, locked_until)
    values (${key}, 1, now(), case when 1 >= ${limit} then now() + ${window} else null end)
    on conflict (key) do update set
      failures = case when t.window_started_at < now() - ${window} then 1 else t.failures + 1 end,
      window_started_at = case when t.window_started_at < now() - ${window} then now() else t.window_started_at end,
      locked_until = case
        when (case when t.window_started_at < now() - ${window} then 1 else t.failures + 1 end) >= ${limit}
          then now() + ${window}
        else t.locked_until end`);
}

export async function clearKeys(db: TExecutor, keys: string[]): Promise<void> {
  await db.execute(sql`delete from auth_throttle where key in (${sql.join(keys.map((k) => sql`${k}`), sql`, `)})`);
}

export async function deleteStaleThrottles(db: TExecutor, windowMinutes: number): Promise<void> {
  await db.execute(sql`
    delete from auth_throttle
    where window_started_at < now() - make_interval(mins => ${windowMinutes})
      and (locked_until is null or locked_until < now())`);
}
