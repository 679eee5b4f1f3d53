import { sql } from 'drizzle-orm';
import { rowsOf, type TExecutor } from '../../db/client';

// The leases of backups and restores live in job_leases beside the jobs' own, named
// system.backup.<system_backups id> and system.restore.<upload id> (work-leases.ts).

/** Drops this holder's lease on a piece of work once it has ended. */
export async function deleteWorkLease(db: TExecutor, name: string, holder: string): Promise<void> {
  await db.execute(sql`delete from job_leases where name = ${name} and holder = ${holder}`);
}

/** Names of the work leases still running, whoever holds them. */
export async function liveWorkLeases(db: TExecutor): Promise<Set<string>> {
  const rows = rowsOf<{ name: string }>(
    await db.execute(sql`select name from job_leases where (name like 'system.backup.%' or name like 'system.restore.%') and lease_until > now()`),
  );
  return new Set(rows.map((row) => row.name));
}

/** True while a restore holds its lease, on any instance. */
export async function restoreLeaseLive(db: TExecutor): Promise<boolean> {
  const rows = rowsOf<{ live: boolean }>(
    await db.execute(sql`select exists (select 1 from job_leases where name like 'system.restore.%' and lease_until > now()) as live`),
  );
  return rows[0]?.live === true;
}

/** Names of the work leases that ran out: their holder stopped without ending the work. */
export async function lapsedWorkLeases(db: TExecutor): Promise<string[]> {
  const rows = rowsOf<{ name: string }>(
    await db.execute(sql`select name from job_leases where (name like 'system.backup.%' or name like 'system.restore.%') and lease_until <= now() order by name`),
  );
  return rows.map((row) => row.name);
}

/** Deletes a lapsed lease; true for the one caller that deleted it (two instances may sweep at once). */
export async function deleteLapsedWorkLease(db: TExecutor, name: string): Promise<boolean> {
  return rowsOf(await db.execute(sql`delete from job_leases where name = ${name} and lease_until <= now() returning name`)).length > 0;
}

/**
 * Backups still "running" with no live lease and older than `olderThanSeconds` (a backup takes its
 * lease just after its row is made, so a younger one may not have it yet).
 */
export async function unleasedRunningBackups(db: TExecutor, olderThanSeconds: number): Promise<{ id: number; filename: string }[]> {
  return rowsOf<{ id: number; filename: string }>(
    await db.execute(sql`
      select b.id, b.filename from system_backups b
      where b.status = 'running' and b.created_at < now() - make_interval(secs => ${olderThanSeconds})
        and not exists (select 1 from job_leases l where l.name = 'system.backup.' || b.id and l.lease_until > now())
      order by b.id`),
  ).map((row) => ({ id: Number(row.id), filename: row.filename }));
}

/** Marks such a backup failed, if it still is one; true for the one caller that did. */
export async function failUnleasedBackup(db: TExecutor, id: number): Promise<boolean> {
  const rows = rowsOf(
    await db.execute(sql`
      update system_backups b set status = 'failed'
      where b.id = ${id} and b.status = 'running'
        and not exists (select 1 from job_leases l where l.name = 'system.backup.' || b.id and l.lease_until > now())
      returning b.id`),
  );
  return rows.length > 0;
}
