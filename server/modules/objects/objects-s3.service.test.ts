import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { GetBucketCorsCommand } from '@aws-sdk/client-s3';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAppContext } from '../../app-context';
import type { TDatabase } from '../../db/client';
import { parseEnv } from '../../env';
import { createS3ObjectStore } from '../../lib/object-store/s3-object-store';
import { startS3rver, stripBucketTrailingSlash, type TS3rverTestServer } from '../../lib/object-store/s3rver-test-server';
import type { TSessions } from '../../lib/sessions';
import { openTestDatabase, PGLITE_ONLY } from '../../test/test-app';
import { testJpeg, testPng } from '../../test/upload-fixtures';
import { findObject } from './objects.repository';
import { registerObjectRoutes } from './objects.routes';
import { confirmPresignedUpload, issueUploadTarget, manageBucketCors, type TObjectDeps, type TUploader } from './objects.service';

const PNG = testPng();
const JPEG = await testJpeg();
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const LIMITS = { perVisitorPerHour: 100, perIpPerHour: 100 };

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

describe.each(PGLITE_ONLY)('presigned uploads to S3 (s3rver), confirmed by the app, on %s', (backend) => {
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

  it('moves a confirmed upload to a key no presigned URL names, so a second PUT cannot replace it', async () => {
    const uploader = guest();
    const { uploadURL, objectPath } = await issue(uploader);
    const id = idOf(objectPath);
    expect((await put(uploadURL, PNG)).status).toBe(200);
    await confirmPresignedUpload(deps, { id, uploader });
    expect((await findObject(deps.db, id))?.key).toBe(`files/${id}`);
    expect(await deps.store.head(`uploads/${id}`)).toBeNull();

    // The URL is still within its 15 minutes and s3rver accepts it, but what the row names is untouched.
    expect((await put(uploadURL, SVG)).status).toBe(200);
    await confirmPresignedUpload(deps, { id, uploader });
    const row = await findObject(deps.db, id);
    expect(row).toMatchObject({ key: `files/${id}`, contentType: 'image/png', size: PNG.length });
    expect(await readAll((await deps.store.openReadStream(row!.key))!)).toEqual(PNG);
  });

  it('refuses SVG (415) and 11 MB (413), deleting the objects and the row', async () => {
    for (const [body, status] of [[SVG, 415], [Buffer.concat([PNG, Buffer.alloc(11 * 1024 * 1024)]), 413]] as const) {
      const uploader = guest();
      const { uploadURL, objectPath } = await issue(uploader);
      expect((await put(uploadURL, body)).status).toBe(200);
      const id = idOf(objectPath);
      await expect(confirmPresignedUpload(deps, { id, uploader })).rejects.toMatchObject({ status });
      expect(await findObject(deps.db, id)).toBeNull();
      expect(await deps.store.head(`uploads/${id}`)).toBeNull();
      expect(await deps.store.head(`files/${id}`)).toBeNull();
    }
  });

  it('stores a staff photo the app itself writes with put()', async () => {
    await deps.store.put('files/put-test', JPEG, 'image/jpeg');
    expect(await deps.store.head('files/put-test')).toEqual({ size: JPEG.length, contentType: 'image/jpeg' });
    expect(await readAll((await deps.store.openReadStream('files/put-test'))!)).toEqual(JPEG);
  });
});

describe('S3_MANAGE_CORS: the bucket rule that lets the site PUT presigned uploads (s3rver)', () => {
  let s3: TS3rverTestServer;
  const storeOf = (server: TS3rverTestServer) => createS3ObjectStore({ ...server.settings, configureClient: stripBucketTrailingSlash });
  const corsRules = async (server: TS3rverTestServer) => {
    try {
      return (await server.client.send(new GetBucketCorsCommand({ Bucket: server.settings.bucket }))).CORSRules ?? [];
    } catch (error) {
      if ((error as { name?: string }).name === 'NoSuchCORSConfiguration') return [];
      throw error;
    }
  };

  beforeAll(async () => {
    s3 = await startS3rver('pawnbook-cors');
  });
  afterAll(() => s3?.close());

  it('is off unless set', () => {
    expect(parseEnv({}).S3_MANAGE_CORS).toBe(false);
    expect(parseEnv({ S3_MANAGE_CORS: 'true' }).S3_MANAGE_CORS).toBe(true);
    expect(() => parseEnv({ S3_MANAGE_CORS: 'yes' })).toThrow(/S3_MANAGE_CORS/);
  });

  it('puts nothing when off, and a PUT rule for APP_URL with Content-Type when on', async () => {
    const store = storeOf(s3);
    expect(await manageBucketCors(store, parseEnv({ APP_URL: 'https://pawn.example' }))).toBe(false);
    expect(await corsRules(s3)).toEqual([]);
    expect(await manageBucketCors(store, parseEnv({ APP_URL: 'https://pawn.example/', S3_MANAGE_CORS: 'true' }))).toBe(true);
    expect(await corsRules(s3)).toEqual([
      { AllowedOrigins: ['https://pawn.example'], AllowedMethods: ['PUT'], AllowedHeaders: ['Content-Type'], MaxAgeSeconds: 3600 },
    ]);
    // What a browser's preflight then gets from the bucket.
    const preflight = await fetch(`${s3.settings.endpoint}/${s3.settings.bucket}/uploads/x`, {
      method: 'OPTIONS',
      headers: { origin: 'https://pawn.example', 'access-control-request-method': 'PUT', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-methods')).toBe('PUT');
  });

  it('is applied when the object routes start, and only when the flag is on', async () => {
    const fresh = await startS3rver('pawnbook-cors-start');
    try {
      const start = async (flag: string) => {
        const app = Fastify();
        const ctx: TAppContext = {
          env: parseEnv({ APP_URL: 'http://shop.example:5000', S3_MANAGE_CORS: flag }),
          db: undefined as never, // not touched while registering
          shop: undefined as never,
          databaseKind: 'pglite',
          secret: randomBytes(32),
          sessions: {} as TSessions,
          changes: undefined as never, // not touched by the object routes
          outbox: undefined as never, // not touched by the object routes
          objectStore: storeOf(fresh),
          version: 'test',
        };
        await registerObjectRoutes(app, ctx);
        await app.close();
      };
      await start('false');
      expect(await corsRules(fresh)).toEqual([]);
      await start('true');
      expect((await corsRules(fresh)).map((rule) => rule.AllowedOrigins)).toEqual([['http://shop.example:5000']]);
    } finally {
      await fresh.close();
    }
  });
});
