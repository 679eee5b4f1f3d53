import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3rver, type TS3rverTestServer } from '../../lib/object-store/s3rver-test-server';
import { BACKENDS, createTestApp, type TTestApp } from '../../test/test-app';
import { testPng } from '../../test/upload-fixtures';
import { findObject } from '../objects/objects.repository';
import { insertApplication } from './pawn-loan-review.test-support';

const PNG = testPng();

describe.each(BACKENDS)('borrower photo and delete with S3 files (s3rver), on %s', (backend) => {
  let t: TTestApp;
  let s3: TS3rverTestServer;
  const bucketKeys = async () =>
    (await s3.client.send(new ListObjectsV2Command({ Bucket: s3.settings.bucket }))).Contents?.map((o) => o.Key) ?? [];

  beforeAll(async () => {
    s3 = await startS3rver('pawnbook-review');
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

  it('checks a presigned photo upload before attaching it, and deleting the application removes it from the bucket', async () => {
    const officer = await t.createUser('loan_officer');
    const cookie = await t.signIn(officer.email, officer.password);
    const superAdmin = await t.createUser('super_admin');
    const { id } = await insertApplication(t.database.db);

    const issued = await t.request({ method: 'POST', url: '/api/objects/upload', cookie });
    const { uploadURL, objectPath } = issued.json<{ uploadURL: string; objectPath: string }>();
    const put = await fetch(uploadURL, { method: 'PUT', body: new Uint8Array(PNG), headers: { 'content-type': 'image/png' } });
    expect(put.status).toBe(200);
    const objectId = objectPath.split('/').pop()!;
    // The browser said it is done, but nobody has checked the bytes yet.
    expect((await findObject(t.database.db, objectId))?.status).toBe('pending');

    const res = await t.request({ method: 'PATCH', url: `/api/pawn-loans/${id}/photo`, payload: { borrowerPhotoUrl: objectPath }, cookie });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ borrowerPhotoUrl: objectPath, borrowerPhotoVerified: 'pending' });
    expect(await findObject(t.database.db, objectId)).toMatchObject({ status: 'stored', key: `files/${objectId}`, applicationId: id, contentType: 'image/png' });
    expect(await bucketKeys()).toContain(`files/${objectId}`);

    const removed = await t.request({
      method: 'DELETE',
      url: `/api/pawn-loans/${id}`,
      payload: { email: superAdmin.email, password: superAdmin.password },
      cookie,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await findObject(t.database.db, objectId)).toBeNull();
    expect(await bucketKeys()).not.toContain(`files/${objectId}`);
  });
});
