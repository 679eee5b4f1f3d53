import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../env';
import { OBJECT_JOBS } from './objects.jobs';
import { createObjectStore } from '../../lib/object-store/create-object-store';
import { startS3rver, type TS3rverTestServer } from '../../lib/object-store/s3rver-test-server';
import { createTestApp, PGLITE_ONLY, type TTestApp } from '../../test/test-app';
import { hasGpsExif, photoWithGps, testJpeg, testPng, testWebp } from '../../test/upload-fixtures';
import { findObject } from './objects.repository';
import { IMAGE_UNREADABLE } from './objects.service';

const PNG = testPng();
const JPEG = await testJpeg();
const WEBP = await testWebp();
const PDF = Buffer.from('%PDF-1.7\n%\u00e2\u00e3\n1 0 obj<<>>endobj\n%%EOF\n', 'latin1');
const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

type TPart = { name: string; body: Buffer | string; filename?: string; type?: string };

/** A multipart/form-data body as a browser's FormData would send it. */
function multipart(parts: TPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----pawnbook${randomBytes(8).toString('hex')}`;
  const chunks = parts.flatMap((part) => {
    const disposition = `form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ''}`;
    const type = part.filename !== undefined ? `\r\nContent-Type: ${part.type ?? 'application/octet-stream'}` : '';
    return [Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`), Buffer.from(part.body), Buffer.from('\r\n')];
  });
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
const photoForm = (body: Buffer, type = 'image/png') => multipart([{ name: 'photo', filename: 'photo.png', type, body }]);

const STORES = ['local', 's3'] as const;
const CASES = PGLITE_ONLY.flatMap((backend) => STORES.map((store) => [backend, store] as const));

describe.each(CASES)('POST /api/upload-photo, on %s with %s files', (backend, storeKind) => {
  let t: TTestApp;
  let s3: TS3rverTestServer | null = null;
  let staffCookie: string;
  let staffId: string;
  const dataDir = path.join(os.tmpdir(), `pawnbook-photos-${randomBytes(4).toString('hex')}`);

  /** Every file the store holds (local: under DATA_DIR/objects; S3: the whole bucket). */
  const storedFiles = async (): Promise<number> => {
    if (s3) return (await s3.client.send(new ListObjectsV2Command({ Bucket: s3.settings.bucket }))).KeyCount ?? 0;
    const dir = path.join(dataDir, 'objects', 'files');
    return existsSync(dir) ? (await readdir(dir)).length : 0;
  };
  const rowCount = async () => {
    const result = await t.database.db.execute(sql`select count(*)::int as n from objects`);
    return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
  };
  const send = (form: { payload: Buffer; headers: Record<string, string> }, cookie?: string) =>
    t.request({ method: 'POST', url: '/api/upload-photo', payload: form.payload, headers: form.headers, ...(cookie ? { cookie } : {}) });
  const signedIn = async (role: Parameters<TTestApp['createUser']>[0]) => {
    const user = await t.createUser(role);
    return { id: user.id, cookie: await t.signIn(user.email, user.password) };
  };

  beforeAll(async () => {
    const env: Record<string, string> = { DATA_DIR: dataDir };
    if (storeKind === 's3') {
      s3 = await startS3rver('pawnbook-photos');
      Object.assign(env, {
        S3_BUCKET: s3.settings.bucket,
        S3_ENDPOINT: s3.settings.endpoint,
        S3_ACCESS_KEY_ID: s3.settings.accessKeyId,
        S3_SECRET_ACCESS_KEY: s3.settings.secretAccessKey,
      });
    }
    t = await createTestApp(backend, env);
    ({ id: staffId, cookie: staffCookie } = await signedIn('loan_officer'));
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it('stores JPEG, PNG and WebP for each staff role and answers a url that GET serves', async () => {
    for (const role of ['loan_officer', 'admin', 'super_admin'] as const) {
      const staff = await signedIn(role);
      for (const [body, type] of [[JPEG, 'image/jpeg'], [PNG, 'image/png'], [WEBP, 'image/webp']] as const) {
        // The client's claimed type is ignored: the bytes decide.
        const res = await send(photoForm(body, 'application/octet-stream'), staff.cookie);
        expect(res.statusCode, res.body).toBe(200);
        const { url } = res.json<{ url: string }>();
        expect(url).toMatch(/^\/objects\/uploads\/[0-9a-f-]{36}$/);
        const row = await findObject(t.database.db, url.split('/').pop()!);
        expect(row).toMatchObject({ ownerUserId: staff.id, status: 'stored', contentType: type, size: body.length, attachedAt: null });

        const read = await t.request({ method: 'GET', url, cookie: staff.cookie });
        expect(read.statusCode).toBe(200);
        expect(read.headers['content-type']).toBe(type);
        expect(read.headers['x-content-type-options']).toBe('nosniff');
        expect(read.rawPayload.equals(body)).toBe(true);
      }
    }
  });

  it('is readable by other staff but not by a borrower or a guest', async () => {
    const { url } = (await send(photoForm(PNG), staffCookie)).json<{ url: string }>();
    expect((await t.request({ method: 'GET', url, cookie: (await signedIn('admin')).cookie })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url, cookie: (await signedIn('borrower')).cookie })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('answers 401 to a guest and 403 to borrower and it, storing nothing', async () => {
    const [files, rows] = [await storedFiles(), await rowCount()];
    const guest = await send(photoForm(PNG));
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toMatchObject({ message: 'You are not signed in. Please sign in and try again.' });
    for (const role of ['borrower', 'it'] as const) {
      const res = await send(photoForm(PNG), (await signedIn(role)).cookie);
      expect(res.statusCode, role).toBe(403);
      expect(res.json(), role).toMatchObject({ message: 'You do not have permission to do this.' });
    }
    // Cross-site posts are refused before anything else.
    const { payload, headers } = photoForm(PNG);
    const crossSite = await t.app.inject({ method: 'POST', url: '/api/upload-photo', payload, headers: { ...headers, cookie: staffCookie, origin: 'https://evil.example' } });
    expect(crossSite.statusCode).toBe(403);
    expect([await storedFiles(), await rowCount()]).toEqual([files, rows]);
  });

  it('refuses PDF, HTML, SVG, GIF and a two-byte JPEG head with 400 whatever type is claimed, storing nothing', async () => {
    const [files, rows] = [await storedFiles(), await rowCount()];
    const refused = [[PDF, 'application/pdf'], [HTML, 'image/png'], [SVG, 'image/svg+xml'], [Buffer.from('GIF89a....'), 'image/gif'], [Buffer.from([0xff, 0xd8]), 'image/jpeg']] as const;
    for (const [body, type] of refused) {
      const res = await send(photoForm(body, type), staffCookie);
      expect(res.statusCode, type).toBe(400);
      expect(res.json(), type).toMatchObject({ message: 'Only JPEG, PNG or WebP photos can be uploaded.' });
    }
    expect([await storedFiles(), await rowCount()]).toEqual([files, rows]);
  });

  it('stores a phone photo without its EXIF (GPS position), upright, and refuses one that does not decode', async () => {
    const photo = await photoWithGps();
    expect(hasGpsExif((await sharp(photo).metadata()).exif)).toBe(true);
    const res = await send(photoForm(photo, 'image/jpeg'), staffCookie);
    expect(res.statusCode, res.body).toBe(200);
    const { url } = res.json<{ url: string }>();
    const read = await t.request({ method: 'GET', url, cookie: staffCookie });
    expect(read.headers['content-type']).toBe('image/jpeg');
    const metadata = await sharp(read.rawPayload).metadata();
    expect(metadata.exif).toBeUndefined();
    expect([metadata.width, metadata.height]).toEqual([20, 40]);
    expect(await findObject(t.database.db, url.split('/').pop()!)).toMatchObject({ size: read.rawPayload.length });

    const [files, rows] = [await storedFiles(), await rowCount()];
    const fake = await send(photoForm(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00]), 'image/jpeg'), staffCookie);
    expect(fake.statusCode).toBe(415);
    expect(fake.json()).toMatchObject({ message: IMAGE_UNREADABLE });
    expect([await storedFiles(), await rowCount()]).toEqual([files, rows]);
  });

  it('takes a 9 MB photo (past the 1 MB JSON body limit) and refuses 11 MB with 413, storing nothing', async () => {
    // Random pixels do not compress: a real photo of about 9.2 MB.
    const nine = testPng(1800, 1700);
    const ok = await send(photoForm(nine), staffCookie);
    expect(ok.statusCode, ok.body).toBe(200);
    const read = await t.request({ method: 'GET', url: ok.json<{ url: string }>().url, cookie: staffCookie });
    expect(read.rawPayload.length).toBe(nine.length);

    const [files, rows] = [await storedFiles(), await rowCount()];
    const big = await send(photoForm(Buffer.concat([JPEG, Buffer.alloc(11 * 1024 * 1024)])), staffCookie);
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ message: 'File too large. Maximum size: 10MB' });
    expect([await storedFiles(), await rowCount()]).toEqual([files, rows]);
  });

  it('asks for a photo when the form has none, and answers 4xx with a message to malformed bodies', async () => {
    const [files, rows] = [await storedFiles(), await rowCount()];
    const missing = [
      multipart([{ name: 'note', body: 'no file here' }]),
      multipart([{ name: 'picture', filename: 'a.png', type: 'image/png', body: PNG }]),
      multipart([{ name: 'photo', filename: '', body: Buffer.alloc(0) }]),
      multipart([]),
      { payload: Buffer.from(JSON.stringify({ photo: PNG.toString('base64') })), headers: { 'content-type': 'application/json' } },
    ];
    for (const form of missing) {
      const res = await send(form, staffCookie);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ message: 'Please choose a photo to upload.' });
    }
    const cut = photoForm(PNG);
    const truncated = await send({ payload: cut.payload.subarray(0, cut.payload.length - 30), headers: cut.headers }, staffCookie);
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json()).toMatchObject({ message: 'The photo could not be read. Please try the upload again.' });
    const noBoundary = await send({ payload: PNG, headers: { 'content-type': 'multipart/form-data' } }, staffCookie);
    expect(noBoundary.statusCode).toBeGreaterThanOrEqual(400);
    expect(noBoundary.statusCode).toBeLessThan(500);
    expect(typeof noBoundary.json().message).toBe('string');
    expect([await storedFiles(), await rowCount()]).toEqual([files, rows]);
  });

  it('keeps multipart parsing to this route: other API routes still refuse it', async () => {
    for (const url of ['/api/pawn-loans', '/api/calculator', '/api/objects/upload']) {
      const res = await t.request({ method: 'POST', url, cookie: staffCookie, ...photoForm(PNG) });
      expect(res.statusCode, url).toBe(415);
    }
  });

  it('is an ordinary upload of its staff member: removed by the orphan job after 24 hours unless attached', async () => {
    const { url } = (await send(photoForm(PNG), staffCookie)).json<{ url: string }>();
    const id = url.split('/').pop()!;
    expect((await findObject(t.database.db, id))?.ownerUserId).toBe(staffId);
    await t.database.db.execute(sql`update objects set created_at = now() - interval '25 hours' where id = ${id}`);
    const env = parseEnv({ DATA_DIR: dataDir, ...(s3 ? { S3_BUCKET: s3.settings.bucket, S3_ENDPOINT: s3.settings.endpoint, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' } : {}) });
    const before = await storedFiles();
    await OBJECT_JOBS.find((j) => j.name === 'objects.orphans')?.run({ db: t.database.db, objectStore: createObjectStore(env) });
    expect(await findObject(t.database.db, id)).toBeNull();
    expect(await storedFiles()).toBe(before - 1);
    expect((await t.request({ method: 'GET', url, cookie: staffCookie })).statusCode).toBe(404);
  });
});
