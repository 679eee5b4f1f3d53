import { mkdtemp, readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TRestoreResponse } from '@common/contracts/system';
import { pawnLoanApplications } from '../../db/schema';
import { createTestApp, PGLITE_ONLY, type TTestApp } from '../../test/test-app';
import { PNG, upload } from '../applications/pawn-loans.test-support';
import { submitApplication } from '../applications/pawn-loan-review.test-support';
import { SMTP_PASSWORD_REENTRY } from './restore-answer';
import { downloadNewBackup, fingerprint, restoreRequest } from './system.test-support';

type TFileEntry = { key: string; size: number | null; sha256: string | null; data?: string };
type TBackupFile = { formatVersion: number; filesIncluded?: boolean; files: TFileEntry[]; [key: string]: unknown };
type TSignedIn = { email: string; password: string; cookie: string };

const SHOP = { businessName: 'Moved Pawn', address: '1 Harbour Street', phone: '876-555-0101', email: 'desk@moved.example', licenceNumber: 'L-1', supportHours: 'Daily' };

/**
 * A shop moves machines: a backup taken on one app instance is restored onto a second one built
 * with its own empty DATA_DIR (no uploaded files) and its own app secret.
 */
describe.each(PGLITE_ONLY)('a backup carries the uploaded files to a new machine, on %s', (backend) => {
  let source: TTestApp;
  let target: TTestApp;
  let owner: TSignedIn;
  let backupText: string;
  /** Every document of the application and the logo, as the source machine serves them. */
  const served = new Map<string, Buffer>();
  let documentUrls: string[];
  let targetDataDir: string;

  const read = async (t: TTestApp, url: string, cookie: string) => {
    const res = await t.request({ method: 'GET', url, cookie });
    return { status: res.statusCode, body: res.rawPayload };
  };
  const targetFiles = async () => readdir(path.join(targetDataDir, 'objects', 'uploads')).catch(() => []);

  beforeAll(async () => {
    source = await createTestApp(backend);
    const user = await source.createUser('super_admin');
    owner = { ...user, cookie: await source.signIn(user.email, user.password) };
    const { id } = await submitApplication(source);
    const [loan] = await source.database.db.select().from(pawnLoanApplications).where(eq(pawnLoanApplications.id, id));
    documentUrls = [loan!.borrowerPhotoUrl!, loan!.borrowerTrnPhotoUrl!, loan!.borrowerSignatureUrl!, loan!.idDocumentUrl!];
    const logo = (await upload(source, PNG(), owner.cookie)).objectPath;
    const saved = await source.request({ method: 'PUT', url: '/api/admin/shop-settings', cookie: owner.cookie, payload: { ...SHOP, logoUrl: logo } });
    expect(saved.statusCode, saved.body).toBe(200);
    documentUrls.push('/api/shop-settings/logo');
    const smtp = await source.request({
      method: 'POST',
      url: '/api/admin/email-settings',
      cookie: owner.cookie,
      payload: { service: 'smtp', smtpHost: '127.0.0.1', smtpPort: 2525, username: 'shop@example.com', password: 'Sealed-Here-1', senderName: 'Shop', isActive: true, isDefault: true },
    });
    expect(smtp.statusCode, smtp.body).toBe(201);
    for (const url of documentUrls) {
      const answer = await read(source, url, owner.cookie);
      expect(answer.status, url).toBe(200);
      served.set(url, answer.body);
    }
    backupText = (await downloadNewBackup(source, owner.cookie)).text;
    // The new machine: its own database, DATA_DIR and app secret, and its own first super admin.
    targetDataDir = await mkdtemp(path.join(os.tmpdir(), 'pawnbook-new-machine-'));
    target = await createTestApp(backend, { DATA_DIR: targetDataDir });
  });
  afterAll(async () => {
    await target?.close();
    await source?.close();
  });

  it('writes every stored file into the backup, base64 with its size and sha256', () => {
    const file = JSON.parse(backupText) as TBackupFile;
    expect(file).toMatchObject({ formatVersion: 2, filesIncluded: true });
    expect(file.files).toHaveLength(5);
    for (const entry of file.files) expect(Buffer.from(entry.data ?? '', 'base64').length).toBe(entry.size);
  });

  it('refuses a file whose bytes do not match its sha256 with 400, changing nothing', async () => {
    const first = await target.createUser('super_admin');
    const cookie = await target.signIn(first.email, first.password);
    const before = await fingerprint(target.database.db);
    const file = JSON.parse(backupText) as TBackupFile;
    const damaged = file.files[2]!;
    damaged.data = `${damaged.data!.startsWith('A') ? 'B' : 'A'}${damaged.data!.slice(1)}`;
    const res = await restoreRequest(target, cookie, JSON.stringify(file));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(`The bytes of file ${damaged.key} in the backup do not match its sha256: the backup is damaged. Nothing was changed.`);
    expect(await fingerprint(target.database.db)).toEqual(before);
    expect(await targetFiles()).toEqual([]);
  });

  it('restores an older backup without files as before, and says the files were not included', async () => {
    const first = await target.createUser('super_admin');
    const cookie = await target.signIn(first.email, first.password);
    const file = JSON.parse(backupText) as TBackupFile;
    file.formatVersion = 1;
    delete file.filesIncluded;
    for (const entry of file.files) delete entry.data;
    const res = await restoreRequest(target, cookie, JSON.stringify(file));
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<TRestoreResponse>();
    expect(answer).toMatchObject({ filesIncluded: false, restoredFiles: 0, missingFileCount: 5 });
    expect(answer.missingFiles.sort()).toEqual(file.files.map((entry) => entry.key).sort());
    expect(answer.message).toContain('The backup was made before backups held the uploaded files: the files were not included');
    const signedIn = await target.signIn(owner.email, owner.password);
    expect((await read(target, documentUrls[0]!, signedIn)).status).toBe(404);
  });

  it('restores onto the new machine: every photo, TRN photo, signature, ID document and the logo read back byte for byte', async () => {
    // The previous restore brought the source's users: its owner signs in here now.
    const cookie = await target.signIn(owner.email, owner.password);
    const res = await restoreRequest(target, cookie, backupText, 'moving-day.json');
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<TRestoreResponse>();
    expect(answer).toMatchObject({ filesIncluded: true, restoredFiles: 5, missingFiles: [], missingFileCount: 0 });
    expect(await targetFiles()).toHaveLength(5);
    const restoredCookie = await target.signIn(owner.email, owner.password);
    for (const url of documentUrls.slice(0, 4)) {
      const answer = await read(target, url, restoredCookie);
      expect(answer.status, url).toBe(200);
      expect(answer.body.equals(served.get(url)!), url).toBe(true);
    }
    // The logo is served from the shop settings' cache, which hears of the restore.
    await expect.poll(async () => (await read(target, '/api/shop-settings/logo', restoredCookie)).status, { timeout: 5_000 }).toBe(200);
    const logo = await read(target, '/api/shop-settings/logo', restoredCookie);
    expect(logo.body.equals(served.get('/api/shop-settings/logo')!)).toBe(true);
  });

  it('flags the SMTP password sealed with the old machine\'s key: the answer, System Logs and Email Settings ask for it again', async () => {
    const cookie = await target.signIn(owner.email, owner.password);
    const res = await restoreRequest(target, cookie, backupText);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<TRestoreResponse>();
    expect(answer.smtpPasswordNeedsReentry).toBe(true);
    expect(answer.message).toContain(SMTP_PASSWORD_REENTRY);
    const again = await target.signIn(owner.email, owner.password);
    const logs = await target.request({ method: 'GET', url: '/api/system/logs', cookie: again });
    const completed = logs.json<{ entries: { event: string; message: string }[] }>().entries.find((entry) => entry.event === 'restore.completed');
    expect(completed?.message).toContain(SMTP_PASSWORD_REENTRY);
    const settings = await target.request({ method: 'GET', url: '/api/admin/email-settings', cookie: again });
    expect(settings.json<{ passwordNeedsReentry: boolean }[]>()).toMatchObject([{ passwordNeedsReentry: true }]);
    // The source machine opens its own password.
    const own = await source.request({ method: 'GET', url: '/api/admin/email-settings', cookie: owner.cookie });
    expect(own.json<{ passwordNeedsReentry: boolean }[]>()).toMatchObject([{ passwordNeedsReentry: false }]);
  });
});
