import { sql } from 'drizzle-orm';
import { rowsOf, type TExecutor } from '../db/client';

/** Takes (or renews) the named lease for this holder; false when another live instance holds it. */
export async function takeLease(db: TExecutor, name: string, holder: string, seconds: number): Promise<boolean> {
  const result = await db.execute(sql`
    insert into job_leases (name, holder, lease_until, last_run_at)
    values (${name}, ${holder}, now() + make_interval(secs => ${seconds}), now())
    on conflict (name) do update
      set holder = excluded.holder, lease_until = excluded.lease_until, last_run_at = now()
      where job_leases.lease_until < now() or job_leases.holder = excluded.holder
    returning name`);
  return rowsOf(result).length > 0;
}
