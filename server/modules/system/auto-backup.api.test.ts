import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { autoBackupSettings, emailOutbox, systemBackups, systemLogs } from '../../db/schema';
import { BOTH_BACKENDS, createTestApp, type TTestApp } from '../../test/test-app';
import { applyRetention, runScheduledBackup } from './auto-backup.service';
import { createBackupStore, type TBackupStore } from './backup-store';
import type { TSystemDeps } from './backup.service';

const DAY = 86_400_000;

describe.each(BOTH_BACKENDS)('auto-backup settings and the scheduled run on %s', (backend) => {
  let t: TTestApp;
  let cookie: string;
  let store: TBackupStore;
  const depsOf = (app: TTestApp, backupStore = store): TSystemDeps => ({ db: app.database.db, objectStore: app.outboxWorker.objectStore, backupStore, version: 'test' });

  beforeAll(async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'pawnbook-auto-backup-'));
    t = await createTestApp(backend, { DATA_DIR: dataDir });
    store = createBackupStore({ DATA_DIR: dataDir });
    const admin = await t.createUser('super_admin', { email: `boss.${backend}@example.com` });
    cookie = await t.signIn(admin.email, admin.password);
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await t.database.db.delete(systemBackups);
  });

  const dueNow = async () => {
    const past = new Date(Date.now() - 60_000);
    await t.database.db.update(autoBackupSettings).set({ isEnabled: true, nextRun: past, status: 'active', errorMessage: null });
  };
  const autoCount = async () => (await t.database.db.select().from(systemBackups).where(eq(systemBackups.backupType, 'auto'))).length;

  it('starts with the spec defaults', async () => {
    const res = await t.request({ method: 'GET', url: '/api/system/auto-backup-settings', cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ isEnabled: false, frequency: 'daily', time: '02:00', retentionDays: 30, maxBackups: 10, lastRun: null, nextRun: null, status: 'active', errorMessage: null });
  });

  it('saves settings and schedules the next run in Jamaica time', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/system/auto-backup-settings',
      cookie,
      payload: { isEnabled: true, frequency: 'weekly', time: '03:30', retentionDays: 7, maxBackups: 3 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<{ nextRun: string; frequency: string }>();
    expect(saved.frequency).toBe('weekly');
    // 03:30 in Jamaica is 08:30 UTC.
    expect(new Date(saved.nextRun).getUTCHours()).toBe(8);
    expect(new Date(saved.nextRun).getUTCMinutes()).toBe(30);
    expect(new Date(saved.nextRun).getTime()).toBeGreaterThan(Date.now());
    const off = await t.request({ method: 'POST', url: '/api/system/auto-backup-settings', cookie, payload: { isEnabled: false, frequency: 'daily', time: '02:00', retentionDays: 30, maxBackups: 10 } });
    expect(off.json<{ nextRun: string | null }>().nextRun).toBeNull();
  });

  it.each([
    [{ retentionDays: 0 }, /retentionDays must be between 1 and 365/],
    [{ retentionDays: 366 }, /retentionDays must be between 1 and 365/],
    [{ maxBackups: 0 }, /maxBackups must be between 1 and 100/],
    [{ maxBackups: 101 }, /maxBackups must be between 1 and 100/],
    [{ frequency: 'hourly' }, /frequency must be daily, weekly or monthly/],
    [{ time: '24:00' }, /time must be HH:MM/],
    [{ retentionDays: 1.5 }, /retentionDays must be a whole number/],
  ])('refuses %o with a 400', async (change, message) => {
    const payload = { isEnabled: true, frequency: 'daily', time: '02:00', retentionDays: 30, maxBackups: 10, ...change };
    const res = await t.request({ method: 'POST', url: '/api/system/auto-backup-settings', cookie, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(message);
  });

  it('does nothing when the run is not due or the schedule is off', async () => {
    await t.database.db.update(autoBackupSettings).set({ isEnabled: true, nextRun: new Date(Date.now() + DAY) });
    expect(await runScheduledBackup(depsOf(t))).toBe('not-due');
    await t.database.db.update(autoBackupSettings).set({ isEnabled: false, nextRun: new Date(Date.now() - DAY) });
    expect(await runScheduledBackup(depsOf(t))).toBe('not-due');
    expect(await autoCount()).toBe(0);
  });

  it('makes one backup when two runs race for the same due time', async () => {
    await dueNow();
    const second = backend === 'postgres' ? await createTestApp(backend, {}, { sameDatabaseAs: t }) : t;
    try {
      const results = await Promise.all([runScheduledBackup(depsOf(t)), runScheduledBackup(depsOf(second))]);
      // The loser either saw the run claimed under it, or (one connection, so one after the other) not due any more.
      expect(results.filter((r) => r === 'completed')).toHaveLength(1);
      expect(results.filter((r) => r !== 'completed')).toEqual([expect.stringMatching(/^(taken-elsewhere|not-due)$/)]);
      expect(await autoCount()).toBe(1);
      const [settings] = await t.database.db.select().from(autoBackupSettings);
      expect(settings?.nextRun?.getTime()).toBeGreaterThan(Date.now());
      expect(settings?.lastRun).not.toBeNull();
    } finally {
      if (second !== t) await second.close();
    }
  });

  it('keeps auto backups within retention days and the maximum, never touching manual or pre-restore ones', async () => {
    const db = t.database.db;
    const make = async (backupType: string, daysOld: number, n: number) => {
      const filename = `pawnbook-backup-2020-01-0${n}-0000.json`;
      await mkdir(store.workDir, { recursive: true });
      await writeFile(path.join(store.workDir, '..', filename), '{}');
      await db.insert(systemBackups).values({ filename, backupType, status: 'completed', createdAt: new Date(Date.now() - daysOld * DAY) });
      return filename;
    };
    const oldManual = await make('manual', 400, 1);
    const oldPre = await make('pre-restore', 400, 2);
    const autoExpired = await make('auto', 10, 3);
    const autoNewest = await make('auto', 1, 4);
    const autoSecond = await make('auto', 2, 5);
    const autoThird = await make('auto', 3, 6);
    const removed = await applyRetention(depsOf(t), { retentionDays: 7, maxBackups: 2 });
    expect(removed).toBe(2);
    const left = (await db.select().from(systemBackups)).map((row) => row.filename).sort();
    expect(left).toEqual([oldManual, oldPre, autoNewest, autoSecond].sort());
    expect(await store.size(autoExpired)).toBeNull();
    expect(await store.size(autoThird)).toBeNull();
    expect(await store.size(autoNewest)).toBe(2);
  });

  it('records a failed run, logs it and e-mails the super admins', async () => {
    await dueNow();
    const broken: TBackupStore = { ...store, putFile: () => Promise.reject(new Error('disk full')) };
    expect(await runScheduledBackup(depsOf(t, broken))).toBe('failed');
    const res = await t.request({ method: 'GET', url: '/api/system/auto-backup-settings', cookie });
    expect(res.json()).toMatchObject({ status: 'error', errorMessage: 'Scheduled backup failed: disk full' });
    const mails = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'system.auto-backup-failed'));
    expect(mails.map((m) => m.toAddress)).toContain(`boss.${backend}@example.com`);
    expect(mails[0]?.textBody).toContain('disk full');
    const logged = await t.database.db.select().from(systemLogs).where(eq(systemLogs.event, 'auto-backup.failed'));
    expect(logged.length).toBeGreaterThan(0);
    const [failedRow] = await t.database.db.select().from(systemBackups).where(eq(systemBackups.backupType, 'auto'));
    expect(failedRow?.status).toBe('failed');
    // The next good run clears the error.
    await dueNow();
    expect(await runScheduledBackup(depsOf(t))).toBe('completed');
    expect((await t.request({ method: 'GET', url: '/api/system/auto-backup-settings', cookie })).json()).toMatchObject({ status: 'active', errorMessage: null });
  });
});
