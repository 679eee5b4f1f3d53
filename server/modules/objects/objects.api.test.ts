import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OBJECT_JOBS } from './objects.jobs';
import { createObjectStore } from '../../lib/object-store/create-object-store';
import { BOTH_BACKENDS, createTestApp, TEST_ORIGIN, type TTestApp } from '../../test/test-app';
import { cleanPdf, hasGpsExif, pdfWithOpenActionJs, photoWithGps, testJpeg, testPng, testWebp } from '../../test/upload-fixtures';
import { IMAGE_UNREADABLE, issueUploadTarget, PDF_ACTIVE_CONTENT } from './objects.service';

const PNG = testPng();
const JPEG = await testJpeg();
const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

const visitorCookie = (res: LightMyRequestResponse) => {
  const c = res.cookies.find((x) => x.name === 'pawnbook_vid');
  return c ? `pawnbook_vid=${c.value}` : undefined;
};
const localPart = (uploadURL: string) => {
  const url = new URL(uploadURL, TEST_ORIGIN);
  return `${url.pathname}${url.search}`;
};

describe.each(BOTH_BACKENDS)('object uploads, on %s', (backend) => {
  let t: TTestApp;
  const dataDir = path.join(os.tmpdir(), `pawnbook-objects-${randomBytes(4).toString('hex')}`);
  const uploadsDir = path.join(dataDir, 'objects', 'uploads');
  const filesOnDisk = async () => (existsSync(uploadsDir) ? (await readdir(uploadsDir)).length : 0);
  const tempFiles = async () => (existsSync(path.join(dataDir, 'objects', '.tmp')) ? (await readdir(path.join(dataDir, 'objects', '.tmp'))).length : 0);

  /** A guest asks for an upload URL; answers it with the visitor cookie it was given. */
  const issue = async (cookie?: string) => {
    const res = await t.request({ method: 'POST', url: '/api/objects/upload', ...(cookie ? { cookie } : {}) });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ uploadURL: string; objectPath: string }>();
    return { ...body, cookie: cookie ?? visitorCookie(res), res };
  };
  // The signed URL authorizes the PUT; like every mutating request it comes from a page of this site.
  const put = (uploadURL: string, payload: Buffer, contentType = 'image/png') =>
    t.request({ method: 'PUT', url: localPart(uploadURL), payload, headers: { 'content-type': contentType } });

  beforeAll(async () => {
    t = await createTestApp(backend, { DATA_DIR: dataDir });
  });
  afterAll(() => t.close());

  it('issues a signed URL whose path is the object path, and a visitor cookie to a guest', async () => {
    const { uploadURL, objectPath, res } = await issue();
    // Relative: the page sends the file to the address it was opened at (see 'any address' below).
    expect(uploadURL).toMatch(/^\/objects\/uploads\/[0-9a-f-]{36}\?token=[A-Za-z0-9_-]{43}&expires=\d+$/);
    expect(objectPath).toBe(new URL(uploadURL, TEST_ORIGIN).pathname);
    const expires = Number(new URL(uploadURL, TEST_ORIGIN).searchParams.get('expires'));
    expect(expires * 1000 - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(expires * 1000 - Date.now()).toBeLessThanOrEqual(15 * 60_000);
    const cookie = res.cookies.find((c) => c.name === 'pawnbook_vid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const again = await issue(visitorCookie(res));
    expect(again.res.cookies.find((c) => c.name === 'pawnbook_vid')).toBeUndefined();
  });

  it('stores a PNG and serves it to its uploader with safe headers', async () => {
    const { uploadURL, objectPath, cookie } = await issue();
    const stored = await put(uploadURL, PNG, 'application/octet-stream');
    expect(stored.statusCode).toBe(200);
    expect(stored.json()).toEqual({ objectPath });
    const res = await t.request({ method: 'GET', url: objectPath, cookie });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PNG)).toBe(true);
    // The type comes from the bytes, not from what the client claimed.
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, max-age=3600');
    expect(res.headers['content-disposition']).toBe('inline');
    expect(await readFile(path.join(dataDir, 'objects', objectPath.replace('/objects/', '')))).toEqual(PNG);
  });

  it('lets a signed-in user read their own upload; other guests and non-staff get 404; staff can read', async () => {
    const borrower = await t.createUser('borrower');
    const borrowerCookie = await t.signIn(borrower.email, borrower.password);
    const own = await t.request({ method: 'POST', url: '/api/objects/upload', cookie: borrowerCookie });
    expect(own.cookies.find((c) => c.name === 'pawnbook_vid')).toBeUndefined();
    const { uploadURL, objectPath } = own.json<{ uploadURL: string; objectPath: string }>();
    expect((await put(uploadURL, JPEG)).statusCode).toBe(200);
    const mine = await t.request({ method: 'GET', url: objectPath, cookie: borrowerCookie });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/jpeg');

    const guest = await issue();
    expect((await put(guest.uploadURL, PNG)).statusCode).toBe(200);
    const otherGuest = (await issue()).cookie;
    expect(otherGuest).not.toBe(guest.cookie);
    for (const cookie of [otherGuest, undefined, borrowerCookie]) {
      const res = await t.request({ method: 'GET', url: guest.objectPath, ...(cookie ? { cookie } : {}) });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('File not found');
    }
    const it = await t.createUser('it');
    expect((await t.request({ method: 'GET', url: guest.objectPath, cookie: await t.signIn(it.email, it.password) })).statusCode).toBe(404);

    for (const role of ['loan_officer', 'admin', 'super_admin'] as const) {
      const staff = await t.createUser(role);
      const res = await t.request({ method: 'GET', url: guest.objectPath, cookie: await t.signIn(staff.email, staff.password) });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(PNG)).toBe(true);
    }
  });

  it('refuses forged, expired and reused upload URLs', async () => {
    const { uploadURL, objectPath } = await issue();
    const forged = new URL(uploadURL, TEST_ORIGIN);
    forged.searchParams.set('token', randomBytes(32).toString('base64url'));
    for (const url of [forged.toString(), uploadURL.replace(/\?.*$/, ''), uploadURL.replace(/token=[^&]+/, 'token=')]) {
      const res = await put(url, PNG);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(/not valid, has expired or was already used/);
    }
    // A forged attempt does not spend the real URL; the first real use does.
    expect((await put(uploadURL, PNG)).statusCode).toBe(200);
    const reused = await put(uploadURL, JPEG);
    expect(reused.statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: objectPath, cookie: undefined })).statusCode).toBe(404);

    const store = createObjectStore({ DATA_DIR: dataDir });
    const expired = await issueUploadTarget(
      { db: t.database.db, store },
      { uploader: { userId: null, visitorId: 'v'.repeat(43) }, ip: '127.0.0.9', limits: { perVisitorPerHour: 9, perIpPerHour: 9 }, ttlMs: -60_000 },
    );
    expect((await put(expired.uploadURL, PNG)).statusCode).toBe(403);

    const unknown = uploadURL.replace(/uploads\/[0-9a-f-]{36}/, `uploads/${randomUUID()}`);
    expect((await put(unknown, PNG)).statusCode).toBe(404);
  });

  it('refuses an 11 MB file with 413 and keeps nothing', async () => {
    const before = await filesOnDisk();
    const { uploadURL, objectPath, cookie } = await issue();
    const big = Buffer.concat([PNG, Buffer.alloc(11 * 1024 * 1024)]);
    const res = await put(uploadURL, big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ message: 'File too large. Maximum size: 10MB' });
    expect(await filesOnDisk()).toBe(before);
    expect(await tempFiles()).toBe(0);
    expect((await t.request({ method: 'GET', url: objectPath, cookie })).statusCode).toBe(404);
    // The spent URL cannot be retried with a smaller file.
    expect((await put(uploadURL, PNG)).statusCode).toBe(404);

    // Without a Content-Length the byte counter stops it.
    const streamed = await issue();
    const chunks = [PNG, ...Array.from({ length: 11 }, () => Buffer.alloc(1024 * 1024))];
    const res2 = await t.request({
      method: 'PUT',
      url: localPart(streamed.uploadURL),
      payload: Readable.from(chunks),
      headers: { 'content-type': 'image/png', 'transfer-encoding': 'chunked' },
    });
    expect(res2.statusCode).toBe(413);
    expect(res2.json()).toMatchObject({ message: 'File too large. Maximum size: 10MB' });
    expect(await filesOnDisk()).toBe(before);
    expect(await tempFiles()).toBe(0);
  });

  it('refuses HTML, SVG, empty and tiny bodies with 415 whatever type the client claims, and keeps nothing', async () => {
    const before = await filesOnDisk();
    for (const [body, type] of [[HTML, 'image/png'], [SVG, 'image/png'], [SVG, 'image/svg+xml'], [HTML, 'text/html'], [Buffer.alloc(0), 'image/png'], [Buffer.from([0xff, 0xd8]), 'image/jpeg']] as const) {
      const { uploadURL, objectPath, cookie } = await issue();
      const res = await put(uploadURL, body, type);
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({ message: 'Only JPEG, PNG, PDF or WebP files can be uploaded' });
      expect((await t.request({ method: 'GET', url: objectPath, cookie })).statusCode).toBe(404);
      // Refusal deletes the row, so the same URL cannot be used to smuggle the file in later.
      expect((await put(uploadURL, PNG)).statusCode).toBe(404);
    }
    expect(await filesOnDisk()).toBe(before);
    expect(await tempFiles()).toBe(0);
  });

  it('accepts PDF and WebP by their magic bytes', async () => {
    const pdf = Buffer.from('%PDF-1.7\n%\u00e2\u00e3\n1 0 obj<<>>endobj\n%%EOF\n', 'latin1');
    const webp = await testWebp();
    for (const [body, expected] of [[pdf, 'application/pdf'], [webp, 'image/webp']] as const) {
      const { uploadURL, objectPath, cookie } = await issue();
      expect((await put(uploadURL, body, 'text/plain')).statusCode).toBe(200);
      const res = await t.request({ method: 'GET', url: objectPath, cookie });
      expect(res.headers['content-type']).toBe(expected);
    }
  });

  it('refuses PDFs with active content and images that do not decode, with 4xx and a message, keeping nothing', async () => {
    const before = await filesOnDisk();
    const png = testPng(64, 64);
    const refusals: [string, Buffer, number, string][] = [
      ['PDF with /OpenAction JavaScript', pdfWithOpenActionJs(), 415, PDF_ACTIVE_CONTENT],
      ['PDF with /J#61vaScript', Buffer.from(pdfWithOpenActionJs().toString('latin1').replace('/JavaScript', '/J#61vaScript'), 'latin1'), 415, PDF_ACTIVE_CONTENT],
      ['five bytes FF D8 FF E0 00', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00]), 415, IMAGE_UNREADABLE],
      ['truncated PNG', png.subarray(0, Math.floor(png.length / 2)), 415, IMAGE_UNREADABLE],
    ];
    for (const [what, body, status, message] of refusals) {
      const { uploadURL, objectPath, cookie } = await issue();
      const res = await put(uploadURL, body, 'application/pdf');
      expect(res.statusCode, what).toBe(status);
      expect(res.json(), what).toMatchObject({ message });
      expect((await t.request({ method: 'GET', url: objectPath, cookie })).statusCode, what).toBe(404);
      expect((await put(uploadURL, PNG)).statusCode, what).toBe(404);
    }
    expect(await filesOnDisk()).toBe(before);
    expect(await tempFiles()).toBe(0);
  });

  it('stores a phone photo without its EXIF (GPS position), turned upright, and a clean PDF as it came', async () => {
    const photo = await photoWithGps();
    expect(hasGpsExif((await sharp(photo).metadata()).exif)).toBe(true);
    const { uploadURL, objectPath, cookie } = await issue();
    expect((await put(uploadURL, photo, 'image/jpeg')).statusCode).toBe(200);
    const onDisk = await readFile(path.join(dataDir, 'objects', objectPath.replace('/objects/', '')));
    const served = await t.request({ method: 'GET', url: objectPath, cookie });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload.equals(onDisk)).toBe(true);
    expect(Number(served.headers['content-length'])).toBe(onDisk.length);
    const metadata = await sharp(onDisk).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect([metadata.width, metadata.height]).toEqual([20, 40]);

    const pdf = cleanPdf();
    const upload = await issue();
    expect((await put(upload.uploadURL, pdf, 'application/pdf')).statusCode).toBe(200);
    const read = await t.request({ method: 'GET', url: upload.objectPath, cookie: upload.cookie });
    expect(read.headers['content-type']).toBe('application/pdf');
    expect(read.rawPayload.equals(pdf)).toBe(true);
  });

  it('answers traversal attempts and unknown or malformed ids with a 404 JSON message', async () => {
    const { uploadURL, objectPath, cookie } = await issue();
    await put(uploadURL, PNG);
    const urls = [
      '/objects/../app-secret.key',
      '/objects/uploads/../../app-secret.key',
      '/objects/uploads/..%2F..%2Fapp-secret.key',
      '/objects/uploads/%2e%2e%2f%2e%2e%2fapp-secret.key',
      '/objects/%2e%2e/%2e%2e/etc/passwd',
      `${objectPath}%2F..%2F..%2Fapp-secret.key`,
      `${objectPath}/extra`,
      '/objects/uploads/not-a-uuid',
      `/objects/uploads/${randomUUID()}`,
      `/objects/${objectPath.replace('/objects/', '').replace('uploads', 'other')}`,
    ];
    for (const url of urls) {
      const res = await t.request({ method: 'GET', url, cookie });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/application\/json/);
      expect(typeof res.json().message, url).toBe('string');
    }
  });

  it('deletes uploads never attached after 24 hours, rows and files, and keeps the rest', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const { uploadURL, objectPath } = await issue();
      expect((await put(uploadURL, PNG)).statusCode).toBe(200);
      ids.push(objectPath.split('/').pop() as string);
    }
    const pending = (await issue()).objectPath.split('/').pop() as string;
    const [oldOrphan, attached, recent] = ids as [string, string, string];
    const db = t.database.db;
    await db.execute(sql`update objects set created_at = now() - interval '25 hours' where id in (${oldOrphan}, ${attached}, ${pending})`);
    await db.execute(sql`update objects set attached_at = now() where id = ${attached}`);
    const job = OBJECT_JOBS.find((j) => j.name === 'objects.orphans');
    expect(job).toBeDefined();
    await job?.run({ db, objectStore: createObjectStore({ DATA_DIR: dataDir }) });
    const remaining = await db.execute(sql`select id from objects where id in (${oldOrphan}, ${attached}, ${recent}, ${pending})`);
    expect((remaining as unknown as { rows: { id: string }[] }).rows.map((r) => r.id).sort()).toEqual([attached, recent].sort());
    expect(existsSync(path.join(uploadsDir, oldOrphan))).toBe(false);
    expect(existsSync(path.join(uploadsDir, attached))).toBe(true);
    expect(existsSync(path.join(uploadsDir, recent))).toBe(true);
  });
});

describe.each(BOTH_BACKENDS)('upload URL rate limits, on %s', (backend) => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { UPLOAD_URLS_PER_VISITOR_PER_HOUR: '3', UPLOAD_URLS_PER_IP_PER_HOUR: '5' });
  });
  afterAll(() => t.close());

  it('limits each visitor, and each IP more generously, with 429', async () => {
    const first = await t.request({ method: 'POST', url: '/api/objects/upload' });
    const a = visitorCookie(first);
    for (let i = 0; i < 2; i += 1) expect((await t.request({ method: 'POST', url: '/api/objects/upload', cookie: a })).statusCode).toBe(200);
    const refused = await t.request({ method: 'POST', url: '/api/objects/upload', cookie: a });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many uploads\. Please wait \d+ minutes? and try again\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    // Another visitor at the same counter still gets through until the IP's own limit.
    expect((await t.request({ method: 'POST', url: '/api/objects/upload' })).statusCode).toBe(200);
    expect((await t.request({ method: 'POST', url: '/api/objects/upload' })).statusCode).toBe(429);
    // A different IP is counted apart.
    expect((await t.request({ method: 'POST', url: '/api/objects/upload', remoteAddress: '10.1.2.3' })).statusCode).toBe(200);
  });
});
