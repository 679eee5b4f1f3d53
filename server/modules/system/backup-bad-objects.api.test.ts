import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemBackups, systemLogs } from '../../db/schema';
import { createTestApp, PGLITE_ONLY, type TTestApp } from '../../test/test-app';
import { submitApplication } from '../applications/pawn-loan-review.test-support';

type TBackupFile = { tables: Record<string, Record<string, unknown>[]>; files: { key: string; size: number | null; sha256: string | null }[] };

describe.each(PGLITE_ONLY)('a backup with a bad uploads row on %s', (backend) => {
  let t: TTestApp;
  let cookie: string;
  const badId = randomUUID();
  const missingId = randomUUID();
  const unreadableId = randomUUID();

  beforeAll(async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'pawnbook-bad-objects-'));
    t = await createTestApp(backend, { DATA_DIR: dataDir });
    // A folder where the file should be: the store finds it but cannot read it.
    await mkdir(path.join(dataDir, 'objects', 'uploads', unreadableId), { recursive: true });
    const admin = await t.createUser('super_admin');
    cookie = await t.signIn(admin.email, admin.password);
    await submitApplication(t);
    // As a crafted restore could once leave them: a key that leaves the file store; good keys with no file or an unreadable one.
    await t.database.db.execute(sql`
      insert into objects (id, key, content_type, size, status) values
        (${badId}, '../../../../etc/passwd', 'image/png', 5, 'stored'),
        (${missingId}, ${`uploads/${missingId}`}, 'image/png', 5, 'stored'),
        (${unreadableId}, ${`uploads/${unreadableId}`}, 'image/png', 5, 'stored')`);
  });
  afterAll(async () => {
    await t.close();
  });

  it('completes the backup, lists the readable files, and logs the rows it could not read', async () => {
    const res = await t.request({ method: 'POST', url: '/api/system/backup', cookie, payload: {} });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const file = JSON.parse(res.body) as TBackupFile;
    // The rows are copied as stored; the manifest has no entry for a key that names no file.
    expect(file.tables.objects?.map((row) => row.id)).toEqual(expect.arrayContaining([badId, missingId]));
    expect(file.files.map((entry) => entry.key)).not.toContain('../../../../etc/passwd');
    expect(file.files.find((entry) => entry.key === `uploads/${missingId}`)).toMatchObject({ sha256: null });
    expect(file.files.find((entry) => entry.key === `uploads/${unreadableId}`)).toMatchObject({ sha256: null });
    expect(file.files.filter((entry) => entry.sha256 !== null)).toHaveLength(4);
    const [row] = await t.database.db.select().from(systemBackups).orderBy(sql`id desc`).limit(1);
    expect(row?.status).toBe('completed');
    const [log] = await t.database.db.select().from(systemLogs).where(eq(systemLogs.event, 'backup.created')).orderBy(sql`id desc`).limit(1);
    expect(log?.level).toBe('warn');
    expect(log?.message).toContain(`1 listed file is missing from file storage (uploads ${missingId})`);
    expect(log?.message).toContain(`1 listed file could not be read (uploads ${unreadableId})`);
    expect(log?.message).toContain(`1 uploads row has a file key Pawnbook does not make (${badId})`);
  });

  it('answers 404 for the upload with the bad key, not 500', async () => {
    const res = await t.request({ method: 'GET', url: `/objects/uploads/${badId}`, cookie });
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json()).toMatchObject({ message: expect.any(String) });
    expect((await t.request({ method: 'GET', url: `/objects/uploads/${missingId}`, cookie })).statusCode).toBe(404);
  });
});
