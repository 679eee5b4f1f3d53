import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3TestApp, type TS3TestApp } from '../../test/s3-test-app';
import type { TTestApp } from '../../test/test-app';
import { downloadNewBackup, restoreRequest } from './system.test-support';

describe('backups in an S3 bucket (s3rver)', () => {
  let t: TTestApp;
  let app: TS3TestApp;
  const bucketKeys = () => app.bucketKeys();

  beforeAll(async () => {
    app = await createS3TestApp('pglite', 'pawnbook-backups');
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
});
