import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAuditLogResponse } from '@common/contracts/audit';
import { createTestApp, PGLITE_ONLY, type TTestApp } from '../../test/test-app';
import { auditEntries, downloadNewBackup, restoreRequest } from './system.test-support';

const SHOP = { businessName: 'Audit Pawn', address: '2 Duke Street', phone: '876-555-0102', email: 'desk@audit.example', licenceNumber: 'L-2', supportHours: 'Daily' };

/** Activity's view: every entry, newest first. */
async function activity(t: TTestApp, cookie: string): Promise<TAuditLogResponse['items']> {
  const res = await t.request({ method: 'GET', url: '/api/admin/audit-log?pageSize=100', cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TAuditLogResponse>().items;
}

describe.each(PGLITE_ONLY)('a restore keeps the audit log, on %s', (backend) => {
  let t: TTestApp;
  let owner: { id: string; email: string; cookie: string };
  let backupText: string;

  const saveShop = (cookie: string, businessName: string) => t.request({ method: 'PUT', url: '/api/admin/shop-settings', cookie, payload: { ...SHOP, businessName } });

  beforeAll(async () => {
    t = await createTestApp(backend);
    const user = await t.createUser('super_admin');
    owner = { ...user, cookie: await t.signIn(user.email, user.password) };
    expect((await saveShop(owner.cookie, 'Before The Backup')).statusCode).toBe(200);
    backupText = (await downloadNewBackup(t, owner.cookie)).text;
  });
  afterAll(() => t.close());

  it('keeps every entry made after the backup and adds one naming who restored which file', async () => {
    const admin = await t.createUser('admin');
    const adminCookie = await t.signIn(admin.email, admin.password);
    const smtp = await t.request({
      method: 'POST',
      url: '/api/admin/email-settings',
      cookie: adminCookie,
      payload: { service: 'smtp', smtpHost: '127.0.0.1', smtpPort: 2525, username: 'later@example.com', password: 'Later-1', senderName: 'Shop' },
    });
    expect(smtp.statusCode, smtp.body).toBe(201);
    expect((await saveShop(owner.cookie, 'Later Still')).statusCode).toBe(200);
    const before = await auditEntries(t.database.db);

    const res = await restoreRequest(t, owner.cookie, backupText, 'nightly-backup.json');
    expect(res.statusCode, res.body).toBe(200);

    const after = await auditEntries(t.database.db);
    expect(after.slice(0, -1)).toEqual(before);
    const items = await activity(t, owner.cookie);
    // The admin who made a later change is not in the backup, yet the entry of their change stays.
    expect(items.filter((i) => i.action === 'shop-settings.update')).toHaveLength(2);
    expect(items.find((i) => i.action === 'email-setting.create')).toMatchObject({ userId: admin.id, userEmail: admin.email });
    const [newest] = items;
    expect(newest).toMatchObject({ action: 'system.restore', entity: 'system-backup', entityId: 'nightly-backup.json', userId: owner.id, userEmail: owner.email, userRole: 'super_admin' });
    const backup = JSON.parse(backupText) as { createdAt: string; tables: Record<string, unknown[]> };
    expect(newest?.summary).toMatchObject({
      filename: 'nightly-backup.json',
      backupCreatedAt: backup.createdAt,
      rows: Object.values(backup.tables).reduce((sum, rows) => sum + rows.length, 0),
      tables: { users: backup.tables.users?.length, shop_settings: 1 },
      keptAuditEntries: 2,
    });
  });

  it('restoring the same backup again keeps the first restore\'s entry and copies no entry twice', async () => {
    const before = await auditEntries(t.database.db);
    const res = await restoreRequest(t, owner.cookie, backupText, 'nightly-backup.json');
    expect(res.statusCode, res.body).toBe(200);
    const after = await auditEntries(t.database.db);
    expect(after.slice(0, -1)).toEqual(before);
    expect(after.filter((entry) => entry.startsWith('["system.restore"'))).toHaveLength(2);
  });

  it('on another machine, keeps that machine\'s own entries after the backup\'s', async () => {
    const other = await createTestApp(backend);
    try {
      const user = await other.createUser('super_admin');
      const cookie = await other.signIn(user.email, user.password);
      const settingUp = await other.request({ method: 'PUT', url: '/api/admin/shop-settings', cookie, payload: { ...SHOP, businessName: 'New Machine' } });
      expect(settingUp.statusCode).toBe(200);
      const own = await auditEntries(other.database.db);
      const res = await restoreRequest(other, cookie, backupText);
      expect(res.statusCode, res.body).toBe(200);
      const after = await auditEntries(other.database.db);
      const fromBackup = (JSON.parse(backupText) as { tables: { audit_log: unknown[] } }).tables.audit_log.length;
      expect(after).toHaveLength(fromBackup + own.length + 1);
      expect(after.slice(fromBackup, -1)).toEqual(own);
    } finally {
      await other.close();
    }
  });
});
