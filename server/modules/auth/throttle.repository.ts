import { sql } from 'drizzle-orm';
import { rowsOf, type TExecutor } from '../../db/client';

/**
 * The counters of sign-in (and of the super-admin confirmation, which shares them), by e-mail in
 * lower case and IP, or by device cookie (its nonce) and e-mail. The pair and device keys put the
 * IP or nonce first: neither has a space, so the first space ends it and everything after is the
 * e-mail, whatever it contains.
 */
export const SIGN_IN_KEYS = {
  pair: (email: string, ip: string) => `login:pair:${ip} ${email}`,
  account: (email: string) => `login:id:${email}`,
  ip: (ip: string) => `login:ip:${ip}`,
  device: (email: string, nonce: string) => `login:device:${nonce} ${email}`,
};

/**
 * The counters of "Forgot password?" (links asked for, by e-mail and by IP) and of reset links
 * refused (by IP). Apart from the sign-in keys: asking for links never locks anyone's sign-in, and
 * Staff Users' locks (login: keys only) do not list them.
 */
export const RESET_KEYS = {
  account: (email: string) => `reset:id:${email}`,
  ip: (ip: string) => `reset:ip:${ip}`,
  link: (ip: string) => `reset:link:${ip}`,
};

// The e-mail a pair, device or account key is about, in SQL (null for an IP key).
const emailOfKey = sql`case
  when key like 'login:id:%' then substr(key, length('login:id:') + 1)
  when key like 'login:pair:%' or key like 'login:device:%' then substr(key, strpos(key, ' ') + 1)
end`;
const isAccountsOwnKey = sql`(key like 'login:id:%' or key like 'login:pair:%' or key like 'login:device:%')`;

/** A counter and the number of attempts it allows per window. */
export type TThrottleKey = { key: string; limit: number };

/**
 * One reserved attempt on a counter: the count including it, the window it was counted in (epoch
 * microseconds, exact, so a give-back never lands in a later window) and the seconds until the
 * counter's lock (or, without one, its window) ends.
 */
export type TReservation = TThrottleKey & { failures: number; window: string; secondsLeft: number };

const windowOf = (minutes: number) => sql`make_interval(mins => ${minutes})`;

/**
 * Counts one attempt against every key in one statement, before the password is checked, and
 * answers the counts. Each row is incremented under its row lock, so however many requests and
 * instances race, the n-th attempt in a window sees n. A key whose window has passed (and that is
 * not locked) starts again at 1; a key that reaches its limit is locked for one window from then
 * (an attempt refused while locked does not extend the lock). Keys go in sorted order, so two
 * statements on the same keys lock them in the same order and cannot deadlock.
 */
export async function reserveAttempt(db: TExecutor, keys: TThrottleKey[], windowMinutes: number): Promise<TReservation[]> {
  const window = windowOf(windowMinutes);
  const sorted = [...keys].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const values = sql.join(sorted.map((k) => sql`(${k.key}::text, ${k.limit}::int)`), sql`, `);
  const expired = sql`(t.window_started_at < now() - ${window} and (t.locked_until is null or t.locked_until <= now()))`;
  const limitOf = sql`(select k.lim from k where k.key = t.key)`;
  const result = await db.execute(sql`
    with k(key, lim) as (values ${values})
    insert into auth_throttle as t (key, failures, window_started_at, locked_until)
    select k.key, 1, now(), case when 1 >= k.lim then now() + ${window} end from k
    on conflict (key) do update set
      failures = case when ${expired} then 1 else t.failures + 1 end,
      window_started_at = case when ${expired} then now() else t.window_started_at end,
      locked_until = case
        when ${expired} then case when 1 >= ${limitOf} then now() + ${window} end
        when t.locked_until > now() then t.locked_until
        when t.failures + 1 >= ${limitOf} then now() + ${window}
        else t.locked_until end
    returning key, failures,
      (extract(epoch from window_started_at) * 1000000)::bigint::text as "window",
      ceil(extract(epoch from coalesce(locked_until, window_started_at + ${window}) - now()))::int as "secondsLeft"`);
  const limits = new Map(keys.map((k) => [k.key, k.limit]));
  return rowsOf<{ key: string; failures: number | string; window: string; secondsLeft: number | string }>(result).map((row) => ({
    key: row.key,
    limit: limits.get(row.key) ?? 0,
    failures: Number(row.failures),
    window: String(row.window),
    secondsLeft: Number(row.secondsLeft),
  }));
}

/**
 * Takes back one reserved attempt (a refused or a successful one), in the window it was counted in;
 * a counter that drops below its limit is unlocked. One row per statement: a statement that holds
 * one row lock and waits for no other cannot take part in a deadlock.
 */
export async function giveBack(db: TExecutor, reservations: TReservation[]): Promise<void> {
  for (const r of reservations) {
    await db.execute(sql`
      update auth_throttle as t set
        failures = greatest(t.failures - 1, 0),
        locked_until = case when t.failures - 1 < ${r.limit} then null else t.locked_until end
      where t.key = ${r.key} and (extract(epoch from t.window_started_at) * 1000000)::bigint = ${r.window}::bigint`);
  }
}

/** The end of the latest lock on each account's own counters (account-wide, any IP's pair, any device cookie's), by e-mail. */
export async function readAccountLocks(db: TExecutor): Promise<Map<string, Date>> {
  const result = await db.execute(sql`
    select ${emailOfKey} as email, max(locked_until) as "lockedUntil"
    from auth_throttle
    where locked_until > now() and ${isAccountsOwnKey}
    group by 1`);
  const rows = rowsOf<{ email: string; lockedUntil: Date | string }>(result);
  return new Map(rows.map((r) => [r.email, new Date(r.lockedUntil)]));
}

/**
 * Deletes an account's own counters (account-wide, every IP's pair and every device cookie's) and
 * answers the end of the latest lock it lifted, null when none was on. IP counters stay: they are
 * the whole counter's.
 */
export async function clearAccountLocks(db: TExecutor, email: string): Promise<Date | null> {
  const result = await db.execute(sql`
    with removed as (
      delete from auth_throttle
      where ${isAccountsOwnKey} and ${emailOfKey} = ${email}
      returning locked_until
    )
    select max(locked_until) filter (where locked_until > now()) as "lockedUntil" from removed`);
  const lockedUntil = rowsOf<{ lockedUntil: Date | string | null }>(result)[0]?.lockedUntil ?? null;
  return lockedUntil === null ? null : new Date(lockedUntil);
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
