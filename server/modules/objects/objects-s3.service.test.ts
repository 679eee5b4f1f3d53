import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDatabase } from '../../db/client';
import { createS3ObjectStore } from '../../lib/object-store/s3-object-store';
import { startS3rver, stripBucketTrailingSlash, type TS3rverTestServer } from '../../lib/object-store/s3rver-test-server';
import { BACKENDS, openTestDatabase } from '../../test/test-app';
import { findObject } from './objects.repository';
import { confirmPresignedUpload, issueUploadTarget, type TObjectDeps, type TUploader } from './objects.service';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(300)]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const LIMITS = { perVisitorPerHour: 100, perIpPerHour: 100 };

describe.each(BACKENDS)('presigned uploads to S3 (s3rver), confirmed by the app, on %s', (backend) => {
  let s3: TS3rverTestServer;
  let database: TDatabase;
  let deps: TObjectDeps;
  const guest = (): TUploader => ({ userId: null, visitorId: randomBytes(32).toString('base64url') });
  const idOf = (objectPath: string) => objectPath.replace('/objects/uploads/', '');
  const issue = (uploader: TUploader) => issueUploadTarget(deps, { uploader, ip: '127.0.0.1', limits: LIMITS });
  const put = (url: string, body: Buffer) => fetch(url, { method: 'PUT', body: new Uint8Array(body), headers: { 'content-type': 'image/png' } });

  beforeAll(async () => {
    s3 = await startS3rver();
    database = await openTestDatabase(backend);
    deps = { db: database.db, store: createS3ObjectStore({ ...s3.settings, configureClient: stripBucketTrailingSlash }) };
  });
  afterAll(async () => {
    await database?.close();
    await s3?.close();
  });

  it('marks a verified upload stored, once, for its uploader only', async () => {
    const uploader = guest();
    const { uploadURL, objectPath } = await issue(uploader);
    expect(new URL(uploadURL).searchParams.get('X-Amz-Signature')).toBeTruthy();
    const id = idOf(objectPath);
    await expect(confirmPresignedUpload(deps, { id, uploader })).rejects.toMatchObject({ status: 400 });
    expect((await findObject(deps.db, id))?.status).toBe('pending');

    expect((await put(uploadURL, PNG)).status).toBe(200);
    await expect(confirmPresignedUpload(deps, { id, uploader: guest() })).rejects.toMatchObject({ status: 404 });
    const expected = { objectPath, contentType: 'image/png', size: PNG.length };
    expect(await confirmPresignedUpload(deps, { id, uploader })).toEqual(expected);
    expect(await confirmPresignedUpload(deps, { id, uploader })).toEqual(expected);
    expect(await findObject(deps.db, id)).toMatchObject({ status: 'stored', contentType: 'image/png', size: PNG.length });
  });

  it('refuses SVG (415) and 11 MB (413), deleting the object and its row', async () => {
    for (const [body, status] of [[SVG, 415], [Buffer.concat([PNG, Buffer.alloc(11 * 1024 * 1024)]), 413]] as const) {
      const uploader = guest();
      const { uploadURL, objectPath } = await issue(uploader);
      expect((await put(uploadURL, body)).status).toBe(200);
      const id = idOf(objectPath);
      await expect(confirmPresignedUpload(deps, { id, uploader })).rejects.toMatchObject({ status });
      expect(await findObject(deps.db, id)).toBeNull();
      expect(await deps.store.head(`uploads/${id}`)).toBeNull();
    }
  });
});
