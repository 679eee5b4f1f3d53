import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobLeases, systemBackups, systemLogs } from '../../db/schema';
import { BOTH_BACKENDS, createTestApp, type TTestApp } from '../../test/test-app';
import { createBackupStore } from './backup-store';
import { restoreRequest } from './system.test-support';
import { systemJobs } from './system.jobs';
import { backupWorkFile, backupWorkName, holdWorkLease, restoreWorkFile, restoreWorkName } from './work-leases';

const HOUR = 3_600_000;

describe.each(BOTH_BACKENDS)('backups and restores a stopped server left behind on %s', (backend) => {
  let t: TTestApp;
  let dataDir: string;
  let workDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'pawnbook-interrupted-'));
    t = await createTestApp(backend, { DATA_DIR: dataDir });
    workDir = createBackupStore({ DATA_DIR: dataDir }).workDir;
    await mkdir(workDir, { recursive: true });
  });
  afterAll(async () => {
    await t.close();
  });

  /** A work file last written `ageMs` ago. */
  const workFile = async (name: string, ageMs: number) => {
    const file = path.join(workDir, name);
    await writeFile(file, 'partial backup');
    const then = new Date(Date.now() - ageMs);
    await utimes(file, then, then);
    return name;
  };
  const runningBackup = async (filename: string) => {
    const [row] = await t.database.db
      .insert(systemBackups)
      .values({ filename, backupType: 'manual', status: 'running', createdAt: new Date(Date.now() - HOUR) })
      .returning();
    return row!;
  };
  const lease = (name: string, holder: string, untilMs: number) =>
    t.database.db.insert(jobLeases).values({ name, holder, leaseUntil: new Date(Date.now() + untilMs), lastRunAt: new Date() });
  const statusOf = async (id: number) => (await t.database.db.select().from(systemBackups).where(eq(systemBackups.id, id)))[0]?.status;
  const runJob = async () => {
    const job = systemJobs({ DATA_DIR: dataDir, s3: null }, 'test').find((j) => j.name === 'system.interrupted-work');
    expect(job).toBeDefined();
    await job!.run({ db: t.database.db, objectStore: t.outboxWorker.objectStore });
  };

  it('marks a backup and a restore whose lease expired failed, removes their work files, and touches no live work', async () => {
    // Killed with kill -9: a backup and a restore upload whose leases ran out, and a backup from before leases.
    const killed = await runningBackup('pawnbook-backup-2020-01-01-0000.json');
    await lease(backupWorkName(killed.id), 'a-dead-process', -10 * 60_000);
    const killedFile = await workFile(backupWorkFile(killed.id), HOUR);
    const restoreId = randomUUID();
    await lease(restoreWorkName(restoreId), 'a-dead-process', -10 * 60_000);
    const restoreFile = await workFile(restoreWorkFile(restoreId), HOUR);
    const unleased = await runningBackup('pawnbook-backup-2020-01-01-0001.json');
    const oldFile = await workFile(`${randomUUID()}.part`, 48 * HOUR);

    // Alive: another instance's backup (its lease runs), and one of this process whose lease lapsed.
    const elsewhere = await runningBackup('pawnbook-backup-2020-01-01-0002.json');
    await lease(backupWorkName(elsewhere.id), 'another-instance', 10 * 60_000);
    const elsewhereFile = await workFile(backupWorkFile(elsewhere.id), HOUR);
    const here = await runningBackup('pawnbook-backup-2020-01-01-0003.json');
    const release = await holdWorkLease(t.database.db, backupWorkName(here.id));
    await t.database.db.update(jobLeases).set({ leaseUntil: new Date(Date.now() - HOUR) }).where(eq(jobLeases.name, backupWorkName(here.id)));
    const hereFile = await workFile(backupWorkFile(here.id), HOUR);

    await runJob();

    expect(await statusOf(killed.id)).toBe('failed');
    expect(await statusOf(unleased.id)).toBe('failed');
    expect(await statusOf(elsewhere.id)).toBe('running');
    expect(await statusOf(here.id)).toBe('running');
    const left = await readdir(workDir);
    expect(left).not.toContain(killedFile);
    expect(left).not.toContain(restoreFile);
    expect(left).not.toContain(oldFile);
    expect(left).toEqual(expect.arrayContaining([elsewhereFile, hereFile]));
    const leases = (await t.database.db.select().from(jobLeases).where(like(jobLeases.name, 'system.%.%'))).map((l) => l.name);
    expect(leases.sort()).toEqual([backupWorkName(elsewhere.id), backupWorkName(here.id)].sort());

    const logs = await t.database.db.select().from(systemLogs).where(sql`${systemLogs.event} in ('backup.interrupted', 'restore.interrupted')`);
    expect(logs.map((l) => l.message).sort()).toEqual([
      'A restore was interrupted (the server stopped while it ran); its uploaded file was removed. The database rolled back what it had not finished.',
      'Backup pawnbook-backup-2020-01-01-0000.json was interrupted (the server stopped while writing it) and is marked failed; its work files were removed.',
      'Backup pawnbook-backup-2020-01-01-0001.json was interrupted (the server stopped while writing it) and is marked failed; its work files were removed.',
    ]);
    expect(logs.every((l) => l.level === 'error')).toBe(true);

    // Once this process's backup ends, its lease goes with it.
    await release();
    expect(await t.database.db.select().from(jobLeases).where(eq(jobLeases.name, backupWorkName(here.id)))).toEqual([]);
  });

  it('leaves no lease and no work file after a backup and a restore', async () => {
    const admin = await t.createUser('super_admin');
    const cookie = await t.signIn(admin.email, admin.password);
    const workLeases = async () => (await t.database.db.select().from(jobLeases).where(like(jobLeases.name, 'system.%.%'))).map((l) => l.name).sort();
    const leasesBefore = await workLeases();
    const filesBefore = (await readdir(workDir)).sort();
    const backup = await t.request({ method: 'POST', url: '/api/system/backup', cookie, payload: {} });
    expect(backup.statusCode).toBe(200);
    const restore = await restoreRequest(t, cookie, backup.body);
    expect(restore.statusCode, restore.body).toBe(200);
    expect(await workLeases()).toEqual(leasesBefore);
    // Nothing new is left (and the file of the work released above went with the backup's own tidy-up).
    expect((await readdir(workDir)).filter((name) => !filesBefore.includes(name))).toEqual([]);
  });
});
