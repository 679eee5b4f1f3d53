import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemBackups } from '../../db/schema';
import { BOTH_BACKENDS, createTestApp, type TTestApp } from '../../test/test-app';
import { insertApplication } from '../applications/pawn-loan-review.test-support';
import { pay } from '../payments/payments.test-support';
import { setApplicationStatus } from '../applications/pawn-loan-review.test-support';
import { downloadNewBackup, fingerprint, restoreRequest } from './system.test-support';

type TFile = { tables: Record<string, Record<string, unknown>[]>; [key: string]: unknown };

describe.each(BOTH_BACKENDS)('restore refuses broken files on %s, changing nothing', (backend) => {
  let t: TTestApp;
  let cookie: string;
  let good: string;
  let before: Record<string, string>;
  const edited = (change: (file: TFile) => void) => {
    const file = JSON.parse(good) as TFile;
    change(file);
    return JSON.stringify(file);
  };
  const backupCount = async () => (await t.database.db.select().from(systemBackups)).length;

  beforeAll(async () => {
    t = await createTestApp(backend);
    const admin = await t.createUser('super_admin');
    cookie = await t.signIn(admin.email, admin.password);
    for (let i = 0; i < 3; i += 1) {
      const loan = await insertApplication(t.database.db, { borrowerEmail: `p${i}@example.com`, borrowerID: `ID${i}` });
      await setApplicationStatus(t.database.db, loan.id, 'approved');
      await pay(t, cookie, loan.id, '1000.00');
      await pay(t, cookie, loan.id, '250.25');
    }
    good = (await downloadNewBackup(t, cookie)).text;
    before = await fingerprint(t.database.db);
  });
  afterAll(async () => {
    await t.close();
  });

  const REFUSED_BEFORE_ANY_CHANGE: [string, () => string, RegExp][] = [
    ['a truncated file', () => good.slice(0, Math.floor(good.length / 2)), /not a complete JSON document/],
    ['a file cut right after a row', () => good.slice(0, good.indexOf('"payments":[') + 400), /not a complete JSON document/],
    ['text that is not JSON', () => 'this is not a backup', /not a complete JSON document|not a Pawnbook backup/],
    ['a JSON array', () => '[1, 2, 3]', /not a Pawnbook backup/],
    ['another format', () => edited((f) => (f.format = 'other-backup')), /not a Pawnbook backup/],
    ['a newer format version', () => edited((f) => (f.formatVersion = 3)), /format version 3/],
    ['another schema version', () => edited((f) => (f.schemaVersion = '0009_module_boundaries')), /database version 0009_module_boundaries/],
    ['an unknown table', () => edited((f) => (f.tables.secret_things = [])), /table secret_things/],
    ['a missing table', () => edited((f) => delete f.tables.payments), /no table payments/],
    ['an unknown field', () => edited((f) => (f.tables.payments![1]!.hacked = 'x')), /Row 2 of table payments .*hacked/],
    ['a required field missing', () => edited((f) => delete f.tables.payments![0]!.receipt_number), /no value for receipt_number/],
    ['a value of the wrong kind', () => edited((f) => (f.tables.payments![0]!.payment_amount = { a: 1 })), /wrong kind in payment_amount/],
    [
      'an uploads row whose key leaves the file store',
      () => edited((f) => f.tables.objects!.push({ id: randomUUID(), key: '../../../../etc/passwd', content_type: 'image/png', size: 5, status: 'stored', created_at: new Date().toISOString() })),
      /Row 1 of table objects has a file key Pawnbook does not make/,
    ],
    ['a listed file whose key leaves the file store', () => edited((f) => (f.files = [{ key: 'uploads/../../etc/passwd', size: 5, sha256: null }])), /File entry 1 of the backup has a key Pawnbook does not make/],
    ['content after the backup', () => `${good} {}`, /not a complete JSON document|content after/],
    [
      'tables out of order',
      () => {
        const file = JSON.parse(good) as TFile;
        const { payments, ...rest } = file.tables;
        return JSON.stringify({ ...file, tables: { payments, ...rest } });
      },
      /comes before table/,
    ],
  ];

  it.each(REFUSED_BEFORE_ANY_CHANGE)('refuses %s with a 400 before taking any backup', async (_name, body, message) => {
    const backups = await backupCount();
    const res = await restoreRequest(t, cookie, body());
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(message);
    expect(res.json<{ message: string }>().message).toMatch(/Nothing was changed\.$/);
    expect(await backupCount()).toBe(backups);
    expect(await fingerprint(t.database.db)).toEqual(before);
  });

  it.each([
    ['a duplicate receipt number half way', (f: TFile): void => void (f.tables.payments![4]!.receipt_number = f.tables.payments![1]!.receipt_number), /payments could not be restored.*unique/],
    ['a payment of a loan that is not there', (f: TFile): void => void (f.tables.payments![3]!.loan_application_id = randomUUID()), /payments could not be restored.*foreign key/],
    ['a malformed date', (f: TFile): void => void (f.tables.payments![2]!.payment_date = 'yesterday-ish'), /payments could not be restored/],
  ] as const)('rolls back everything on %s', async (_name, change, message) => {
    const res = await restoreRequest(t, cookie, edited(change));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(message);
    expect(await fingerprint(t.database.db)).toEqual(before);
    // The signed-in super admin's session survived the rolled-back attempt.
    expect((await t.request({ method: 'GET', url: '/api/auth/user', cookie })).statusCode).toBe(200);
  });

  it('asks for a .json file in the field "backup"', async () => {
    const wrongName = await restoreRequest(t, cookie, good, 'backup.txt');
    expect(wrongName.statusCode).toBe(400);
    expect(wrongName.json()).toMatchObject({ message: 'Choose a backup file (.json) to restore.' });
    const notMultipart = await t.request({ method: 'POST', url: '/api/system/restore', cookie, payload: { backup: good } });
    expect(notMultipart.statusCode).toBeGreaterThanOrEqual(400);
    expect(notMultipart.statusCode).toBeLessThan(500);
    expect(await fingerprint(t.database.db)).toEqual(before);
  });

  it('logs refusals and failures for System Logs', async () => {
    const res = await t.request({ method: 'GET', url: '/api/system/logs', cookie });
    const events = res.json<{ entries: { event: string; message: string }[] }>().entries;
    expect(events.map((e) => e.event)).toEqual(expect.arrayContaining(['restore.refused', 'restore.failed']));
    // No values from the rows (receipt numbers) reach the log.
    expect(JSON.stringify(events)).not.toMatch(/RCT-\d{4}-\d{6}/);
  });
});
