import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HIDDEN_VALUE, MASKED_VALUE } from '@common/contracts/system';
import { BOTH_BACKENDS, createTestApp, type TTestApp } from '../../test/test-app';
import { insertApplication } from '../applications/pawn-loan-review.test-support';
import { latestMigrationTag } from './schema-version';

type TTable = { columns: string[]; data: Record<string, unknown>[]; totalCount: number; pagination: { page: number; totalPages: number; hasPrev: boolean; hasNext: boolean } };

describe.each(BOTH_BACKENDS)('System Admin status, browser, storage and backup files on %s', (backend) => {
  let t: TTestApp;
  let admin: { email: string; password: string; cookie: string };
  let itCookie: string;

  beforeAll(async () => {
    t = await createTestApp(backend);
    const user = await t.createUser('super_admin');
    admin = { ...user, cookie: await t.signIn(user.email, user.password) };
    const itUser = await t.createUser('it');
    itCookie = await t.signIn(itUser.email, itUser.password);
    await insertApplication(t.database.db, { borrowerName: 'Marcia Personal', borrowerEmail: 'marcia@example.com', borrowerID: 'ID-7788', borrowerTRN: '123-456-789', borrowerPhone: '876-555-1212' });
    await t.database.db.execute(sql`insert into number_sequences (name, year, last_value) select 'T' || i, 2000, i from generate_series(1, 60) i`);
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, cookie = admin.cookie) => t.request({ method: 'GET', url, cookie });

  it('answers No backups yet (null) before the first backup, then the newest one', async () => {
    expect((await get('/api/system/backup-status')).json()).toEqual({ lastBackup: null });
    // it starts a backup but is not handed the file (it holds every borrower's data).
    const byIt = await t.request({ method: 'POST', url: '/api/system/backup', cookie: itCookie, payload: {} });
    expect(byIt.statusCode).toBe(201);
    expect(byIt.headers['content-disposition']).toBeUndefined();
    expect(byIt.json()).toMatchObject({ backup: { backupType: 'manual', status: 'completed', fileExists: true } });
    expect(byIt.body).not.toContain('Marcia Personal');
    const status = (await get('/api/system/backup-status', itCookie)).json<{ lastBackup: Record<string, unknown> }>();
    expect(status.lastBackup).toMatchObject({ backupType: 'manual', status: 'completed' });
    expect(Number(status.lastBackup.fileSize)).toBeGreaterThan(100);
  });

  it('reports the database status', async () => {
    const res = await get('/api/system/database-status', itCookie);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ status: string; database: string; version: string; sizeBytes: number; latencyMs: number; migrations: { applied: number; latest: string } }>();
    expect(body).toMatchObject({ status: 'healthy', database: backend === 'pglite' ? 'embedded' : 'postgresql', migrations: { latest: latestMigrationTag() } });
    expect(body.version).toMatch(/^PostgreSQL \d+/);
    expect(body.sizeBytes).toBeGreaterThan(0);
    expect(body.migrations.applied).toBeGreaterThanOrEqual(13);
  });

  it('lists the application tables with row counts, never the secret-only ones', async () => {
    const tables = (await get('/api/system/database-tables', itCookie)).json<{ name: string; rowCount: number }[]>();
    const names = tables.map((table) => table.name);
    expect(names).toEqual(expect.arrayContaining(['users', 'pawn_loan_applications', 'payments', 'system_logs', 'system_backups']));
    expect(names).not.toContain('session');
    expect(names).not.toContain('auth_throttle');
    expect(tables.find((table) => table.name === 'pawn_loan_applications')?.rowCount).toBe(1);
  });

  it('shows it personal columns masked and nobody password hashes or sealed secrets', async () => {
    const asIt = (await get('/api/system/table-data/users', itCookie)).json<TTable>();
    expect(asIt.columns).toEqual(expect.arrayContaining(['id', 'email', 'password', 'role', 'first_name']));
    for (const row of asIt.data) {
      expect(row.password).toBe(HIDDEN_VALUE);
      expect(row.email).toBe(MASKED_VALUE);
      expect(row.first_name).toBe(MASKED_VALUE);
      expect(typeof row.role).toBe('string');
    }
    const asAdmin = (await get('/api/system/table-data/users')).json<TTable>();
    expect(asAdmin.data.map((row) => row.email)).toContain(admin.email);
    for (const row of asAdmin.data) expect(row.password).toBe(HIDDEN_VALUE);

    const loans = (await get('/api/system/table-data/pawn_loan_applications', itCookie)).json<TTable>();
    const text = JSON.stringify(loans);
    for (const personal of ['Marcia Personal', 'marcia@example.com', 'ID-7788', '123-456-789', '876-555-1212']) expect(text).not.toContain(personal);
    expect(loans.data[0]).toMatchObject({ borrower_name: MASKED_VALUE, borrower_email: MASKED_VALUE, borrower_trn: MASKED_VALUE, borrower_id_number: MASKED_VALUE, status: 'submitted' });
    const asAdminLoans = JSON.stringify((await get('/api/system/table-data/pawn_loan_applications')).json<TTable>());
    expect(asAdminLoans).toContain('Marcia Personal');
  });

  it('pages a table 50 rows at a time, at most 100', async () => {
    const first = (await get('/api/system/table-data/number_sequences?page=1&limit=50', itCookie)).json<TTable>();
    expect(first.data).toHaveLength(50);
    expect(first.totalCount).toBeGreaterThanOrEqual(60);
    expect(first.pagination).toMatchObject({ page: 1, hasPrev: false, hasNext: true });
    const second = (await get(`/api/system/table-data/number_sequences?page=${first.pagination.totalPages}&limit=50`, itCookie)).json<TTable>();
    expect(second.pagination).toMatchObject({ hasPrev: true, hasNext: false });
    expect((await get('/api/system/table-data/number_sequences?limit=101', itCookie)).statusCode).toBe(400);
    expect((await get('/api/system/table-data/number_sequences?page=0', itCookie)).statusCode).toBe(400);
  });

  it.each(['session', 'auth_throttle', 'nope', 'users;drop table users', 'users"--', '..%2Fusers', 'pg_shadow', 'drizzle.__drizzle_migrations'])(
    'answers 404 for the table %s',
    async (table) => {
      const res = await get(`/api/system/table-data/${encodeURIComponent(table)}`);
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Unknown table' });
    },
  );

  it('analyses storage: tables, uploads, backups and free disk', async () => {
    const res = await get('/api/system/storage', itCookie);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ database: { sizeBytes: number; tables: { name: string; rows: number; bytes: number }[] }; backups: { count: number; bytes: number }; disk: { freeBytes: number } | null }>();
    expect(body.database.tables.find((table) => table.name === 'pawn_loan_applications')?.rows).toBe(1);
    expect(body.backups.count).toBeGreaterThanOrEqual(1);
    if (backend === 'pglite') expect(body.disk?.freeBytes).toBeGreaterThan(0);
    else expect(body.disk).toBeNull();
  });

  it('downloads only listed backups, and 404s any other name or path trick', async () => {
    const list = (await get('/api/system/backups')).json<{ filename: string; fileExists: boolean; actualFileSize: number; fileSize: number }[]>();
    const [newest] = list;
    expect(newest?.fileExists).toBe(true);
    expect(newest?.actualFileSize).toBe(newest?.fileSize);
    const res = await get(`/api/system/backups/${newest!.filename}/download`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename=${newest!.filename}`);
    expect(JSON.parse(res.body)).toMatchObject({ format: 'pawnbook-backup' });
    for (const name of ['pawnbook-backup-2020-01-01-0000.json', '..%2F..%2Fpglite%2FPG_VERSION', '%2Fetc%2Fpasswd', 'backups.json', '.work']) {
      const trick = await get(`/api/system/backups/${name}/download`);
      expect(trick.statusCode, name).toBe(404);
    }
    expect((await get(`/api/system/backups/${newest!.filename}/download`, itCookie)).statusCode).toBe(403);
  });

  it('deletes a backup only with super admin credentials', async () => {
    const { filename } = (await get('/api/system/backups')).json<{ id: number; filename: string }[]>()[0]!;
    const { id } = (await get('/api/system/backups')).json<{ id: number }[]>()[0]!;
    const missing = await t.request({ method: 'DELETE', url: `/api/system/backups/${id}`, cookie: admin.cookie, payload: {} });
    expect(missing.statusCode).toBe(401);
    const wrong = await t.request({ method: 'DELETE', url: `/api/system/backups/${id}`, cookie: admin.cookie, payload: { email: admin.email, password: 'wrong-password' } });
    expect(wrong.statusCode).toBe(401);
    const ok = await t.request({ method: 'DELETE', url: `/api/system/backups/${id}`, cookie: admin.cookie, payload: { email: admin.email, password: admin.password } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await get('/api/system/backups')).json<{ id: number }[]>().map((b) => b.id)).not.toContain(id);
    expect((await get(`/api/system/backups/${filename}/download`)).statusCode).toBe(404);
    const again = await t.request({ method: 'DELETE', url: `/api/system/backups/${id}`, cookie: admin.cookie, payload: { email: admin.email, password: admin.password } });
    expect(again.statusCode).toBe(404);
  });

  it('shows system logs newest first, filtered by level, without personal data', async () => {
    const all = (await get('/api/system/logs', itCookie)).json<{ entries: { level: string; event: string; message: string }[]; totalCount: number }>();
    expect(all.entries.map((e) => e.event)).toEqual(expect.arrayContaining(['backup.created', 'backup.deleted']));
    const errors = (await get('/api/system/logs?level=error', itCookie)).json<{ entries: { level: string }[] }>();
    expect(errors.entries.every((e) => e.level === 'error')).toBe(true);
    expect(JSON.stringify(all)).not.toContain(admin.email);
    expect((await get('/api/system/logs?level=debug', itCookie)).statusCode).toBe(400);
  });
});
