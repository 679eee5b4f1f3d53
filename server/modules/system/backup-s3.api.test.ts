import { createHash } from 'node:crypto';
import { DeleteObjectCommand, GetObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TRestoreResponse } from '@common/contracts/system';
import { createS3TestApp, type TS3TestApp } from '../../test/s3-test-app';
import { createTestApp, PGLITE_ONLY, type TTestApp } from '../../test/test-app';
import { insertApplication, submitApplication } from '../applications/pawn-loan-review.test-support';
import { downloadNewBackup, restoreRequest } from './system.test-support';

type TBackupFile = { filesIncluded: boolean; files: { key: string; size: number | null; sha256: string | null; data?: string }[] };

describe.each(PGLITE_ONLY)('backups in an S3 bucket (s3rver), on %s', (backend) => {
  let t: TTestApp;
  let app: TS3TestApp;
  const bucketKeys = () => app.bucketKeys();
  const bucketObject = async (key: string) => {
    const answer = await app.s3.client.send(new GetObjectCommand({ Bucket: app.s3.settings.bucket, Key: key }));
    return Buffer.from(await answer.Body!.transformToByteArray());
  };

  beforeAll(async () => {
    app = await createS3TestApp(backend, 'pawnbook-backups');
    t = app.t;
  });
  afterAll(() => app?.close());

  it('stores the file under backups/, lists, downloads, restores from and deletes it', async () => {
    const admin = await t.createUser('super_admin');
    const cookie = await t.signIn(admin.email, admin.password);
    const { res, text } = await downloadNewBackup(t, cookie);
    const filename = String(res.headers['content-disposition']).split('filename=')[1] ?? '';
    expect(await bucketKeys()).toContain(`backups/${filename}`);

    const [listed] = (await t.request({ method: 'GET', url: '/api/system/backups', cookie })).json<{ id: number; fileExists: boolean; actualFileSize: number }[]>();
    expect(listed).toMatchObject({ fileExists: true, actualFileSize: Buffer.byteLength(text) });
    const download = await t.request({ method: 'GET', url: `/api/system/backups/${filename}/download`, cookie });
    expect(download.body).toBe(text);

    const restored = await restoreRequest(t, cookie, text);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await bucketKeys()).toContain(`backups/${restored.json<{ preRestoreBackup: string }>().preRestoreBackup}`);

    const removed = await t.request({ method: 'DELETE', url: `/api/system/backups/${listed!.id}`, cookie, payload: { email: admin.email, password: admin.password } });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await bucketKeys()).not.toContain(`backups/${filename}`);
  });

  it('leaves the files in the bucket, lists their keys and sha256, and a restore names one deleted from the bucket as missing', async () => {
    const admin = await t.createUser('super_admin');
    const cookie = await t.signIn(admin.email, admin.password);
    const officer = await t.createUser('loan_officer');
    const officerCookie = await t.signIn(officer.email, officer.password);
    const keys: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      const { id } = await insertApplication(t.database.db, { borrowerEmail: `s3-${i}@example.com`, borrowerID: `S3ID${i}` });
      const { objectPath, objectId } = await app.presignedUpload(officerCookie);
      const attached = await t.request({ method: 'PATCH', url: `/api/pawn-loans/${id}/photo`, payload: { borrowerPhotoUrl: objectPath }, cookie: officerCookie });
      expect(attached.statusCode, attached.body).toBe(200);
      keys.push(`files/${objectId}`);
    }
    const { text } = await downloadNewBackup(t, cookie);
    const file = JSON.parse(text) as TBackupFile;
    expect(file.filesIncluded).toBe(false);
    for (const key of keys) {
      const entry = file.files.find((e) => e.key === key);
      expect(entry).toEqual({ key, contentType: 'image/png', size: expect.any(Number), sha256: createHash('sha256').update(await bucketObject(key)).digest('hex') });
    }

    const [gone, kept] = keys as [string, string];
    await app.s3.client.send(new DeleteObjectCommand({ Bucket: app.s3.settings.bucket, Key: gone }));
    const res = await restoreRequest(t, cookie, text);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<TRestoreResponse>();
    expect(answer).toMatchObject({ filesIncluded: false, restoredFiles: 0, missingFiles: [gone], missingFileCount: 1 });
    expect(answer.message).toContain('1 uploaded file the backup lists is missing from file storage');
    // The rows are restored all the same.
    const again = await t.signIn(admin.email, admin.password);
    expect((await t.request({ method: 'GET', url: `/objects/uploads/${kept.split('/')[1]}`, cookie: again })).statusCode).toBe(200);
    const logs = await t.request({ method: 'GET', url: '/api/system/logs', cookie: again });
    const completed = logs.json<{ entries: { event: string; level: string; message: string }[] }>().entries.find((e) => e.event === 'restore.completed');
    expect(completed).toMatchObject({ level: 'warn', message: expect.stringContaining(`Missing: ${gone}.`) });
    expect(completed?.message).toContain('they stay in the S3 bucket');
  });

  it('restores a backup made with local file storage into the bucket (a move to S3)', async () => {
    const local = await createTestApp(backend);
    try {
      const owner = await local.createUser('super_admin');
      const ownerCookie = await local.signIn(owner.email, owner.password);
      await submitApplication(local);
      const { text } = await downloadNewBackup(local, ownerCookie);
      const file = JSON.parse(text) as TBackupFile;
      expect(file.files).toHaveLength(4);

      const admin = await t.createUser('super_admin');
      const res = await restoreRequest(t, await t.signIn(admin.email, admin.password), text);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<TRestoreResponse>()).toMatchObject({ filesIncluded: true, restoredFiles: 4, missingFiles: [] });
      for (const entry of file.files) expect((await bucketObject(entry.key)).equals(Buffer.from(entry.data!, 'base64'))).toBe(true);
    } finally {
      await local.close();
    }
  });
});
