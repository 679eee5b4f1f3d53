import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PGLITE_ONLY, type TTestApp } from '../../test/test-app';
import { expectPermissionAnswer, ROLES_AND_GUEST, signInEveryRole, type TActorName } from '../../test/roles';
import { downloadNewBackup, restoreRequest } from './system.test-support';

// Written out here on purpose, not read from common/permissions.ts: a change to that table must
// show up as a failing test. A backup file holds every borrower's data: download, delete and
// restore are super_admin only (DESIGN decisions 1 and 14).
const VIEW: TActorName[] = ['super_admin', 'it'];
const SUPER: TActorName[] = ['super_admin'];

describe.each(PGLITE_ONLY)('System Admin permission matrix on %s', (backend) => {
  let t: TTestApp;
  const cookies = new Map<TActorName, string>();
  let superAdmin: { email: string; password: string };
  let backupText = '';
  let filename = '';

  beforeAll(async () => {
    t = await createTestApp(backend);
    const sessions = await signInEveryRole(t);
    for (const [role, signedIn] of sessions) cookies.set(role, signedIn.cookie);
    const admin = sessions.get('super_admin')!;
    superAdmin = { email: admin.email, password: admin.password };
    const made = await downloadNewBackup(t, admin.cookie);
    backupText = made.text;
    filename = String(made.res.headers['content-disposition']).split('filename=')[1] ?? '';
  });
  afterAll(async () => {
    await t.close();
  });

  const calls: [string, TActorName[], (cookie: string | undefined) => ReturnType<TTestApp['request']>][] = [
    ['GET /api/system/backups', VIEW, (cookie) => t.request({ method: 'GET', url: '/api/system/backups', cookie })],
    ['GET /api/system/backup-status', VIEW, (cookie) => t.request({ method: 'GET', url: '/api/system/backup-status', cookie })],
    ['GET /api/system/auto-backup-settings', VIEW, (cookie) => t.request({ method: 'GET', url: '/api/system/auto-backup-settings', cookie })],
    [
      'POST /api/system/auto-backup-settings',
      VIEW,
      (cookie) =>
        t.request({ method: 'POST', url: '/api/system/auto-backup-settings', cookie, payload: { isEnabled: false, frequency: 'daily', time: '02:00', retentionDays: 30, maxBackups: 10 } }),
    ],
    ['GET /api/system/database-status', VIEW, (cookie) => t.request({ method: 'GET', url: '/api/system/database-status', cookie })],
    ['GET /api/system/database-tables', VIEW, (cookie) => t.request({ method: 'GET', url: '/api/system/database-tables', cookie })],
    ['GET /api/system/table-data/{table}', VIEW, (cookie) => t.request({ method: 'GET', url: '/api/system/table-data/users?page=1&limit=50', cookie })],
    ['GET /api/system/storage', VIEW, (cookie) => t.request({ method: 'GET', url: '/api/system/storage', cookie })],
    ['GET /api/system/logs', VIEW, (cookie) => t.request({ method: 'GET', url: '/api/system/logs', cookie })],
    ['POST /api/system/backup', VIEW, (cookie) => t.request({ method: 'POST', url: '/api/system/backup', cookie, payload: {} })],
    ['GET /api/system/backups/{filename}/download', SUPER, (cookie) => t.request({ method: 'GET', url: `/api/system/backups/${filename}/download`, cookie })],
    // A missing id: whoever gets past the permission check reaches the credential check (401 without them).
    [
      'DELETE /api/system/backups/{id}',
      SUPER,
      (cookie) => t.request({ method: 'DELETE', url: '/api/system/backups/999999', cookie, payload: { email: superAdmin.email, password: superAdmin.password } }),
    ],
    ['POST /api/system/restore', SUPER, (cookie) => (cookie ? restoreRequest(t, cookie, backupText) : t.request({ method: 'POST', url: '/api/system/restore', payload: {} }))],
  ];

  it.each(calls)('%s', async (_name, allowed, call) => {
    for (const actor of ROLES_AND_GUEST) {
      // A restore ends every other session: run it last, as the one allowed actor.
      if (_name === 'POST /api/system/restore' && actor === 'super_admin') continue;
      const res = await call(cookies.get(actor));
      expectPermissionAnswer(res, actor, allowed);
    }
  });

  it('lets the super admin restore', async () => {
    const res = await restoreRequest(t, cookies.get('super_admin')!, backupText);
    expect(res.statusCode, res.body).toBe(200);
  });
});
