import { randomUUID } from 'node:crypto';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { TDb } from '../../db/client';
import { takeLease } from '../../lib/job-lease.repository';
import { writeSystemLog } from '../../lib/system-log';
import {
  deleteLapsedWorkLease,
  deleteWorkLease,
  failUnleasedBackup,
  lapsedWorkLeases,
  liveWorkLeases,
  restoreLeaseLive,
  unleasedRunningBackups,
} from './work-leases.repository';

/**
 * A backup or a restore holds a lease (a job_leases row) while it runs, renewed every RENEW_MS.
 * A server stopped hard (kill -9, power loss) stops renewing, so after WORK_LEASE_SECONDS the
 * interrupted-work job (system.jobs.ts) marks the work failed and removes its work files: a
 * backup row would otherwise say "running" forever and its half-written file stay on disk.
 */
export const WORK_LEASE_SECONDS = 120;
const RENEW_MS = 30_000;
/** Work files under a name this version does not make (written before work had leases) go after a day. */
const OTHER_FILE_AGE_MS = 24 * 60 * 60 * 1000;

/** This process, as the holder of its work leases. */
const HOLDER = `work-${randomUUID()}`;
/** Work running in this process: never swept, whatever its lease says (a renewal may be late). */
const runningHere = new Set<string>();

export const backupWorkName = (id: number) => `system.backup.${id}`;
export const restoreWorkName = (uploadId: string) => `system.restore.${uploadId}`;
export const backupWorkFile = (id: number) => `backup-${id}.part`;
export const restoreWorkFile = (uploadId: string) => `restore-${uploadId}.upload`;

/** The lease a work file belongs to, read from its name; null for a name this version does not make. */
function leaseOfFile(name: string): string | null {
  const backup = /^backup-(\d+)\.part$/.exec(name);
  if (backup) return backupWorkName(Number(backup[1]));
  const restore = /^restore-([0-9a-f-]{36})\.upload$/.exec(name);
  return restore ? restoreWorkName(restore[1]!) : null;
}

/** Takes the work's lease and keeps it renewed; answers the release, to call once its work files are gone. */
export async function holdWorkLease(db: TDb, name: string): Promise<() => Promise<void>> {
  runningHere.add(name);
  try {
    await takeLease(db, name, HOLDER, WORK_LEASE_SECONDS);
  } catch (error) {
    runningHere.delete(name);
    throw error;
  }
  const timer = setInterval(() => void takeLease(db, name, HOLDER, WORK_LEASE_SECONDS).catch(() => undefined), RENEW_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    runningHere.delete(name);
    await deleteWorkLease(db, name, HOLDER).catch(() => undefined);
  };
}

/**
 * The background jobs skip their runs while a restore runs anywhere (its lease is live, from the
 * upload on): a job that started meanwhile would hold rows of the tables the restore replaces when
 * its transaction begins, and make it wait or answer 409 (restore-locks.ts).
 */
export function restoreRunning(db: TDb): Promise<boolean> {
  return restoreLeaseLive(db);
}

/**
 * Ends the backups and restores whose server stopped: a backup still "running" with no live lease
 * is marked failed, a restore whose lease ran out is logged (its transaction was rolled back by
 * the database), and their work files in this instance's work folder are removed. Work running in
 * this process is never touched.
 */
export async function sweepInterruptedWork(db: TDb, workDir: string): Promise<void> {
  for (const row of await unleasedRunningBackups(db, WORK_LEASE_SECONDS)) {
    const name = backupWorkName(row.id);
    if (runningHere.has(name) || !(await failUnleasedBackup(db, row.id))) continue;
    await deleteLapsedWorkLease(db, name);
    await rm(path.join(workDir, backupWorkFile(row.id)), { force: true });
    await writeSystemLog(db, {
      level: 'error',
      event: 'backup.interrupted',
      message: `Backup ${row.filename} was interrupted (the server stopped while writing it) and is marked failed; its work files were removed.`,
    });
  }
  // What is left: restores, and backups that ended just before their lease was dropped.
  for (const name of await lapsedWorkLeases(db)) {
    if (runningHere.has(name) || !(await deleteLapsedWorkLease(db, name))) continue;
    const restore = /^system\.restore\.(.+)$/.exec(name);
    if (!restore) continue;
    await rm(path.join(workDir, restoreWorkFile(restore[1]!)), { force: true });
    await writeSystemLog(db, {
      level: 'error',
      event: 'restore.interrupted',
      message: 'A restore was interrupted (the server stopped while it ran); its uploaded file was removed. The database rolled back what it had not finished.',
    });
  }
  await removeStaleWorkFiles(db, workDir);
}

/**
 * Removes the files in this instance's work folder that no running work owns. Each instance runs
 * it before a backup too, as the job runs on one instance at a time and each has its own folder.
 */
export async function removeStaleWorkFiles(db: TDb, workDir: string): Promise<void> {
  let names: string[];
  try {
    names = await readdir(workDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if (names.length === 0) return;
  // Read after the folder: a work takes its lease before making its file, so every file listed
  // above whose work still runs has its lease in this set.
  const live = await liveWorkLeases(db);
  for (const name of names) {
    const lease = leaseOfFile(name);
    if (lease && (runningHere.has(lease) || live.has(lease))) continue;
    const file = path.join(workDir, name);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) continue;
    if (!lease && Date.now() - info.mtimeMs < OTHER_FILE_AGE_MS) continue;
    await rm(file, { force: true });
  }
}
