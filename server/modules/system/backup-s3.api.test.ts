import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3rver, type TS3rverTestServer } from '../../lib/object-store/s3rver-test-server';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { downloadNewBackup, restoreRequest } from './system.test-support';

describe('backups in an S3 bucket (s3rver)', () => {
  let t: TTestApp;
  let s3: TS3rverTestServer;
  const bucketKeys = async () => (await s3.client.send(new ListObjectsV2Command({ Bucket: s3.settings.bucket }))).Contents?.map((o) => o.Key) ?? [];

  beforeAll(async () => {
    s3 = await startS3rver('pawnbook-backups');
    t = await createTestApp('pglite', {
      S3_BUCKET: s3.settings.bucket,
      S3_ENDPOINT: s3.settings.endpoint,
      S3_ACCESS_KEY_ID: s3.settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.settings.secretAccessKey,
    });
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

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
});
