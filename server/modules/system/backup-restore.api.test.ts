import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKUP_FILENAME_PATTERN, BACKUP_FORMAT, BACKUP_FORMAT_VERSION } from '@common/contracts/system';
import { rowsOf } from '../../db/client';
import { borrowers, emailSettings, payments, pawnLoanApplications, systemBackups, users } from '../../db/schema';
import { BOTH_BACKENDS, createTestApp, type TTestApp } from '../../test/test-app';
import { setApplicationStatus, submitApplication } from '../applications/pawn-loan-review.test-support';
import { pay } from '../payments/payments.test-support';
import { computePaymentStatisticsFromScratch } from '../payments/payment-statistics.test-support';
import { NOT_BACKED_UP, readBackupCatalog } from './backup-tables';
import { latestMigrationTag } from './schema-version';
import { auditEntries, downloadNewBackup, fingerprint, restoreRequest } from './system.test-support';

type TBackupFile = {
  format: string;
  formatVersion: number;
  appVersion: string;
  schemaVersion: string;
  createdAt: string;
  filesIncluded: boolean;
  tables: Record<string, Record<string, unknown>[]>;
  files: { key: string; size: number; sha256: string | null; data?: string }[];
};

/** The table fingerprints but the audit log's, which a restore adds to and never takes from. */
const withoutAudit = ({ audit_log: _audit, ...rest }: Record<string, string>) => rest;

describe.each(BOTH_BACKENDS)('backup and restore on %s', (backend) => {
  let t: TTestApp;
  let admin: { id: string; email: string; password: string; cookie: string };
  let staffCookie: string;
  let backupText: string;
  let before: Record<string, string>;
  let numbersBefore: { applications: string[]; receipts: string[] };

  const numbers = async () => ({
    applications: (await t.database.db.select({ n: pawnLoanApplications.applicationNumber }).from(pawnLoanApplications)).map((r) => r.n).sort(),
    receipts: (await t.database.db.select({ n: payments.receiptNumber }).from(payments)).map((r) => r.n).sort(),
  });

  beforeAll(async () => {
    t = await createTestApp(backend);
    const user = await t.createUser('super_admin');
    admin = { ...user, cookie: await t.signIn(user.email, user.password) };
    const officer = await t.createUser('loan_officer');
    staffCookie = await t.signIn(officer.email, officer.password);
    // Real submissions (numbers from the counters, uploads in the manifest) and real payments (receipt numbers).
    const first = await submitApplication(t);
    const second = await submitApplication(t, { borrowerName: 'Second Borrower', borrowerEmail: 'second@example.com', borrowerID: 'SEC999' });
    await setApplicationStatus(t.database.db, first.id, 'approved');
    await setApplicationStatus(t.database.db, second.id, 'approved');
    await pay(t, admin.cookie, first.id, '3000.00');
    await pay(t, admin.cookie, first.id, '1500.50');
    await pay(t, admin.cookie, second.id, '2000.00');
    const setting = await t.request({
      method: 'POST',
      url: '/api/admin/email-settings',
      cookie: admin.cookie,
      payload: { service: 'smtp', smtpHost: '127.0.0.1', smtpPort: 2525, username: 'shop@example.com', password: 'Smtp-Secret-Password-1', senderName: 'Shop' },
    });
    expect(setting.statusCode, setting.body).toBe(201);
    before = await fingerprint(t.database.db);
    numbersBefore = await numbers();
    backupText = (await downloadNewBackup(t, admin.cookie)).text;
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers the backup as a dated JSON download and records it', async () => {
    const res = await t.request({ method: 'POST', url: '/api/system/backup', cookie: admin.cookie, payload: {} });
    expect(res.statusCode).toBe(200);
    const disposition = String(res.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename=pawnbook-backup-\d{4}-\d{2}-\d{2}-\d{4}(-\d+)?\.json$/);
    const filename = disposition.split('filename=')[1] ?? '';
    expect(filename).toMatch(BACKUP_FILENAME_PATTERN);
    const [row] = await t.database.db.select().from(systemBackups).where(eq(systemBackups.filename, filename));
    expect(row).toMatchObject({ backupType: 'manual', status: 'completed', createdBy: admin.email, fileSize: Buffer.byteLength(res.body) });
    expect(row?.recordCount).toBeGreaterThan(10);
  });

  it('holds every backed-up table, hashes and sealed secrets as stored, and no sessions', async () => {
    const file = JSON.parse(backupText) as TBackupFile;
    expect(file).toMatchObject({ format: BACKUP_FORMAT, formatVersion: BACKUP_FORMAT_VERSION, schemaVersion: latestMigrationTag() });
    const catalog = await readBackupCatalog(t.database.db);
    expect(Object.keys(file.tables)).toEqual(catalog.tables.map((table) => table.name));
    for (const excluded of Object.keys(NOT_BACKED_UP)) expect(file.tables[excluded]).toBeUndefined();
    const [stored] = await t.database.db.select({ password: users.password }).from(users).where(eq(users.id, admin.id));
    const backedUpAdmin = file.tables.users?.find((u) => u.id === admin.id);
    expect(backedUpAdmin?.password).toBe(stored?.password);
    expect(String(backedUpAdmin?.password)).toMatch(/^\$argon2/);
    const [setting] = await t.database.db.select({ password: emailSettings.password }).from(emailSettings);
    expect(file.tables.email_settings?.[0]?.password).toBe(setting?.password);
    expect(backupText).not.toContain('Smtp-Secret-Password-1');
    // Amounts keep their exact text.
    expect(file.tables.payments?.map((p) => p.payment_amount).sort()).toEqual([1500.5, 2000, 3000]);
    expect(backupText).toContain('"payment_amount":1500.50');
    // The uploads of the two submissions are inside, with their sizes and hashes (local file storage).
    expect(file.filesIncluded).toBe(true);
    expect(file.files.length).toBe(8);
    for (const entry of file.files) {
      const bytes = Buffer.from(entry.data ?? '', 'base64');
      expect(bytes.length).toBe(entry.size);
      expect(entry.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    }
  });

  it('restores everything after changes and deletions, counters continue, totals agree, other sessions end', async () => {
    const itUser = await t.createUser('it');
    const itCookie = await t.signIn(itUser.email, itUser.password);
    // Changes: a payment deleted, a borrower renamed, a loan removed, a new application and payment.
    const db = t.database.db;
    const [somePayment] = await db.select().from(payments).limit(1);
    await db.delete(payments).where(eq(payments.id, somePayment!.id));
    await db.update(borrowers).set({ name: 'Changed Name' });
    const extra = await submitApplication(t, { borrowerName: 'Extra Person', borrowerEmail: 'extra@example.com', borrowerID: 'EXTRA1' });
    await setApplicationStatus(db, extra.id, 'approved');
    await pay(t, admin.cookie, extra.id, '100.00');
    expect(await fingerprint(db)).not.toEqual(before);
    const auditBeforeRestore = await auditEntries(db);

    const res = await restoreRequest(t, admin.cookie, backupText, 'shop-backup.json');
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<{ restoredRows: number; preRestoreBackup: string; missingFiles: string[]; filesIncluded: boolean; restoredFiles: number }>();
    expect(answer).toMatchObject({ missingFiles: [], filesIncluded: true, restoredFiles: 8 });
    expect(answer.preRestoreBackup).toMatch(BACKUP_FILENAME_PATTERN);

    expect(withoutAudit(await fingerprint(db))).toEqual(withoutAudit(before));
    // The planner's statistics were read again from the restored rows (ANALYZE counts a small table whole).
    const [planned] = rowsOf<{ reltuples: number; rows: number }>(
      await db.execute(sql`select c.reltuples::int as reltuples, (select count(*)::int from pawn_loan_applications) as rows from pg_class c where c.relname = 'pawn_loan_applications'`),
    );
    expect(planned!.reltuples).toBe(planned!.rows);
    // Audit entries are never removed: the backup's and the later ones stay in order, and the restore adds its own.
    const auditAfter = await auditEntries(db);
    expect(auditAfter.slice(0, -1)).toEqual(auditBeforeRestore);
    expect((JSON.parse(auditAfter.at(-1) ?? '[]') as unknown[]).slice(0, 4)).toEqual(['system.restore', 'system-backup', 'shop-backup.json', admin.id]);
    expect(await numbers()).toEqual(numbersBefore);
    // Derived totals equal what the rows say.
    const stats = await t.request({ method: 'GET', url: '/api/payments/statistics', cookie: admin.cookie });
    expect(stats.statusCode, stats.body).toBe(200);
    expect(stats.json()).toEqual(await computePaymentStatisticsFromScratch(db, new Date()));

    // The restorer stays signed in; everyone else signs in again.
    expect((await t.request({ method: 'GET', url: '/api/auth/user', cookie: admin.cookie })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/auth/user', cookie: itCookie })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/auth/user', cookie: staffCookie })).statusCode).toBe(401);

    // Numbers continue after the restored ones: no collision with the numbers the backup holds.
    const next = await submitApplication(t, { borrowerName: 'After Restore', borrowerEmail: 'after@example.com', borrowerID: 'AFTER1' });
    expect(numbersBefore.applications).not.toContain(next.applicationNumber);
    await setApplicationStatus(db, next.id, 'approved');
    const receipt = await pay(t, admin.cookie, next.id, '500.00');
    expect(numbersBefore.receipts).not.toContain(receipt.receiptNumber);
    // Ids of serial tables continue too (an audit row was just written by the payment).
    const [maxAudit] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from audit_log where action = 'system.restore'`));
    expect(maxAudit?.n).toBe(1);

    // The backups list keeps every file, with the pre-restore one.
    const list = await t.request({ method: 'GET', url: '/api/system/backups', cookie: admin.cookie });
    const types = list.json<{ backupType: string; fileExists: boolean }[]>().map((b) => b.backupType);
    expect(types).toContain('pre-restore');
    expect(list.json<{ fileExists: boolean }[]>().every((b) => b.fileExists)).toBe(true);
    const logs = await t.request({ method: 'GET', url: '/api/system/logs', cookie: admin.cookie });
    expect(logs.json<{ entries: { event: string }[] }>().entries.map((e) => e.event)).toEqual(expect.arrayContaining(['backup.created', 'restore.completed']));
  });

  it('reports uploaded files the storage no longer holds', async () => {
    const file = JSON.parse(backupText) as TBackupFile;
    file.files.push({ key: 'uploads/00000000-0000-4000-8000-000000000000', size: 10, sha256: null });
    const res = await restoreRequest(t, admin.cookie, JSON.stringify(file));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ missingFiles: string[] }>().missingFiles).toEqual(['uploads/00000000-0000-4000-8000-000000000000']);
  });
});
