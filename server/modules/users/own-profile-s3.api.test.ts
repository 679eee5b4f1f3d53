import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPublicUser } from '@common/contracts/auth';
import { startS3rver, type TS3rverTestServer } from '../../lib/object-store/s3rver-test-server';
import { BACKENDS, createTestApp, type TTestApp } from '../../test/test-app';
import { testPng } from '../../test/upload-fixtures';
import { findObject } from '../objects/objects.repository';

describe.each(BACKENDS)('PUT /api/auth/user/profile with presigned S3 uploads (s3rver), on %s', (backend) => {
  let t: TTestApp;
  let s3: TS3rverTestServer;
  const idOf = (objectPath: string) => objectPath.split('/').pop()!;
  const bucketKeysOf = async (id: string) =>
    ((await s3.client.send(new ListObjectsV2Command({ Bucket: s3.settings.bucket }))).Contents?.map((o) => o.Key) ?? []).filter((key) => key?.endsWith(id));
  /** The browser's two steps: an address from the app, then a PUT straight to the bucket (never confirmed). */
  const uploadAs = async (cookie: string) => {
    const issued = await t.request({ method: 'POST', url: '/api/objects/upload', cookie });
    const { uploadURL, objectPath } = issued.json<{ uploadURL: string; objectPath: string }>();
    const put = await fetch(uploadURL, { method: 'PUT', body: new Uint8Array(testPng()), headers: { 'content-type': 'image/png' } });
    expect(put.status).toBe(200);
    return objectPath;
  };

  beforeAll(async () => {
    s3 = await startS3rver('pawnbook-profile');
    t = await createTestApp(backend, {
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

  it('checks an unconfirmed upload before attaching it, and deletes the replaced one from the bucket after commit', async () => {
    const user = await t.createUser('borrower');
    const cookie = await t.signIn(user.email, user.password);
    const first = await uploadAs(cookie);
    expect((await findObject(t.database.db, idOf(first)))?.status).toBe('pending');

    const set = await t.request({ method: 'PUT', url: '/api/auth/user/profile', payload: { signatureUrl: first }, cookie });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json<TPublicUser>().signatureUrl).toBe(first);
    expect(await findObject(t.database.db, idOf(first))).toMatchObject({ status: 'stored', key: `files/${idOf(first)}`, attachedUserId: user.id });
    expect(await bucketKeysOf(idOf(first))).toEqual([`files/${idOf(first)}`]);
    expect((await t.request({ method: 'GET', url: first, cookie })).statusCode).toBe(200);

    const second = await uploadAs(cookie);
    const replaced = await t.request({ method: 'PUT', url: '/api/auth/user/profile', payload: { signatureUrl: second }, cookie });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(await findObject(t.database.db, idOf(first))).toBeNull();
    expect(await bucketKeysOf(idOf(first))).toEqual([]);
    expect((await t.request({ method: 'GET', url: second, cookie })).statusCode).toBe(200);
  });
});
