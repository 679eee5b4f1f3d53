import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { expect } from 'vitest';
import { startS3rver, type TS3rverTestServer } from '../lib/object-store/s3rver-test-server';
import { createTestApp, type TBackend, type TTestApp } from './test-app';
import { testPng } from './upload-fixtures';

export type TS3TestApp = {
  t: TTestApp;
  s3: TS3rverTestServer;
  /** Every key in the bucket. */
  bucketKeys: () => Promise<string[]>;
  /** The browser's two steps: an address from the app, then a PNG PUT straight to the bucket (never confirmed). */
  presignedUpload: (cookie: string) => Promise<{ objectPath: string; objectId: string }>;
  close: () => Promise<void>;
};

/** A test app whose object store is an s3rver bucket of its own: presigned uploads and signature checks, as with real S3. */
export async function createS3TestApp(backend: TBackend, bucket: string): Promise<TS3TestApp> {
  const s3 = await startS3rver(bucket);
  const t = await createTestApp(backend, {
    S3_BUCKET: s3.settings.bucket,
    S3_ENDPOINT: s3.settings.endpoint,
    S3_ACCESS_KEY_ID: s3.settings.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.settings.secretAccessKey,
  }).catch(async (error: unknown) => {
    await s3.close();
    throw error;
  });
  const png = new Uint8Array(testPng());
  return {
    t,
    s3,
    bucketKeys: async () =>
      ((await s3.client.send(new ListObjectsV2Command({ Bucket: s3.settings.bucket }))).Contents ?? []).flatMap((o) => (o.Key ? [o.Key] : [])),
    presignedUpload: async (cookie) => {
      const issued = await t.request({ method: 'POST', url: '/api/objects/upload', cookie });
      expect(issued.statusCode, issued.body).toBe(200);
      const { uploadURL, objectPath } = issued.json<{ uploadURL: string; objectPath: string }>();
      const put = await fetch(uploadURL, { method: 'PUT', body: png, headers: { 'content-type': 'image/png' } });
      expect(put.status).toBe(200);
      return { objectPath, objectId: objectPath.split('/').pop() ?? '' };
    },
    close: async () => {
      await t.close();
      await s3.close();
    },
  };
}
