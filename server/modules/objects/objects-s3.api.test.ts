import { GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3rver, type TS3rverTestServer } from '../../lib/object-store/s3rver-test-server';
import { cspAllowsConnect } from '../../test/csp';
import { createTestApp, PGLITE_ONLY, TEST_ORIGIN, type TTestApp } from '../../test/test-app';
import { cleanPdf, hasGpsExif, pdfWithOpenActionJs, photoWithGps, testJpeg, testPng } from '../../test/upload-fixtures';
import { validPayload } from '../applications/pawn-loans.test-support';
import { findObject } from './objects.repository';
import { IMAGE_UNREADABLE, PDF_ACTIVE_CONTENT } from './objects.service';

const PNG = testPng();
const JPEG = await testJpeg();
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

const visitorCookie = (res: LightMyRequestResponse) => {
  const c = res.cookies.find((x) => x.name === 'pawnbook_vid');
  return c ? `pawnbook_vid=${c.value}` : undefined;
};

describe.each(PGLITE_ONLY)('presigned S3 uploads through the app (s3rver), on %s', (backend) => {
  let t: TTestApp;
  let s3: TS3rverTestServer;
  const idOf = (objectPath: string) => objectPath.split('/').pop()!;
  /** Issues an address through the app; a guest keeps the visitor cookie it was given. */
  const issue = async (cookie?: string) => {
    const res = await t.request({ method: 'POST', url: '/api/objects/upload', ...(cookie ? { cookie } : {}) });
    expect(res.statusCode).toBe(200);
    const { uploadURL, objectPath } = res.json<{ uploadURL: string; objectPath: string }>();
    return { uploadURL, objectPath, id: idOf(objectPath), cookie: cookie ?? visitorCookie(res) };
  };
  // The browser's PUT goes straight to the bucket, not to the app.
  const put = async (url: string, body: Buffer) => {
    const res = await fetch(url, { method: 'PUT', body: new Uint8Array(body), headers: { 'content-type': 'image/png' } });
    expect(res.status, await res.text()).toBe(200);
  };
  const read = (url: string, cookie?: string) => t.request({ method: 'GET', url, ...(cookie ? { cookie } : {}) });

  beforeAll(async () => {
    s3 = await startS3rver('pawnbook-app');
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

  it("lets the app's pages send the file to the bucket (CSP connect-src names its origin, nothing wider)", async () => {
    const issued = await t.request({ method: 'POST', url: '/api/objects/upload' });
    const { uploadURL } = issued.json<{ uploadURL: string }>();
    const csp = String(issued.headers['content-security-policy']);
    expect(cspAllowsConnect(csp, TEST_ORIGIN, uploadURL)).toBe(true);
    expect(cspAllowsConnect(csp, TEST_ORIGIN, 'https://elsewhere.example/bucket/x')).toBe(false);
    // The page the form is on carries the same policy.
    const page = await t.request({ method: 'GET', url: '/api/health' });
    expect(cspAllowsConnect(String(page.headers['content-security-policy']), TEST_ORIGIN, uploadURL)).toBe(true);
  });

  it('confirms an upload when its uploader first reads it (a preview), and a second PUT cannot change what is served', async () => {
    const { uploadURL, objectPath, id, cookie } = await issue();
    expect(new URL(uploadURL).origin).toBe(s3.settings.endpoint);
    await put(uploadURL, PNG);
    expect((await findObject(t.database.db, id))?.status).toBe('pending');

    const preview = await read(objectPath, cookie);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/png');
    expect(preview.rawPayload.equals(PNG)).toBe(true);
    expect(await findObject(t.database.db, id)).toMatchObject({ status: 'stored', key: `files/${id}`, contentType: 'image/png' });

    // The presigned URL is still valid and the bucket takes the new bytes, but nothing serves them.
    await put(uploadURL, JPEG);
    const again = await read(objectPath, cookie);
    expect(again.headers['content-type']).toBe('image/png');
    expect(again.rawPayload.equals(PNG)).toBe(true);
    const staff = await t.createUser('admin');
    const byStaff = await read(objectPath, await t.signIn(staff.email, staff.password));
    expect(byStaff.rawPayload.equals(PNG)).toBe(true);
  });

  it('runs the type check before serving: an SVG is refused on first read and gone afterwards', async () => {
    const { uploadURL, objectPath, id, cookie } = await issue();
    await put(uploadURL, SVG);
    const res = await read(objectPath, cookie);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ message: 'Only JPEG, PNG, PDF or WebP files can be uploaded' });
    expect(await findObject(t.database.db, id)).toBeNull();
    const keys = (await s3.client.send(new ListObjectsV2Command({ Bucket: s3.settings.bucket }))).Contents?.map((o) => o.Key) ?? [];
    expect(keys.filter((key) => key?.endsWith(id))).toEqual([]);
    expect((await read(objectPath, cookie)).statusCode).toBe(404);
  });

  const bucketKeysOf = async (id: string) =>
    ((await s3.client.send(new ListObjectsV2Command({ Bucket: s3.settings.bucket }))).Contents?.map((o) => o.Key) ?? []).filter((key) => key?.endsWith(id));

  it('reads the whole object back: active PDFs and images that do not decode are refused with a message and deleted', async () => {
    const png = testPng(64, 64);
    const refusals: [string, Buffer, number, string][] = [
      ['PDF with /OpenAction JavaScript', pdfWithOpenActionJs(), 415, PDF_ACTIVE_CONTENT],
      ['five bytes FF D8 FF E0 00', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00]), 415, IMAGE_UNREADABLE],
      ['truncated PNG', png.subarray(0, Math.floor(png.length / 2)), 415, IMAGE_UNREADABLE],
    ];
    for (const [what, body, status, message] of refusals) {
      const { uploadURL, objectPath, id, cookie } = await issue();
      await put(uploadURL, body);
      const res = await read(objectPath, cookie);
      expect(res.statusCode, what).toBe(status);
      expect(res.json(), what).toMatchObject({ message });
      expect(await findObject(t.database.db, id), what).toBeNull();
      expect(await bucketKeysOf(id), what).toEqual([]);
      expect((await read(objectPath, cookie)).statusCode, what).toBe(404);
    }
  });

  it('replaces a phone photo in the bucket by its copy without EXIF (GPS), and keeps a clean PDF as it came', async () => {
    const photo = await photoWithGps();
    expect(hasGpsExif((await sharp(photo).metadata()).exif)).toBe(true);
    const { uploadURL, objectPath, id, cookie } = await issue();
    await put(uploadURL, photo);
    const served = await read(objectPath, cookie);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const stored = await s3.client.send(new GetObjectCommand({ Bucket: s3.settings.bucket, Key: `files/${id}` }));
    const inBucket = Buffer.from(await stored.Body!.transformToByteArray());
    expect(stored.ContentType).toBe('image/jpeg');
    expect(served.rawPayload.equals(inBucket)).toBe(true);
    expect(await findObject(t.database.db, id)).toMatchObject({ status: 'stored', size: inBucket.length, contentType: 'image/jpeg' });
    const metadata = await sharp(inBucket).metadata();
    expect(metadata.exif).toBeUndefined();
    expect([metadata.width, metadata.height]).toEqual([20, 40]);
    expect(await bucketKeysOf(id)).toEqual([`files/${id}`]);

    const pdf = cleanPdf();
    const upload = await issue();
    await put(upload.uploadURL, pdf);
    const readPdf = await read(upload.objectPath, upload.cookie);
    expect(readPdf.headers['content-type']).toBe('application/pdf');
    expect(readPdf.rawPayload.equals(pdf)).toBe(true);
  });

  it('does not confirm for anyone but the uploader, and tells the uploader when nothing arrived yet', async () => {
    const { uploadURL, objectPath, id, cookie } = await issue();
    const stranger = (await issue()).cookie;
    const early = await read(objectPath, cookie);
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toMatch(/has not finished uploading/);
    await put(uploadURL, PNG);
    expect((await read(objectPath, stranger)).statusCode).toBe(404);
    const staff = await t.createUser('loan_officer');
    expect((await read(objectPath, await t.signIn(staff.email, staff.password))).statusCode).toBe(404);
    expect((await findObject(t.database.db, id))?.status).toBe('pending');
    expect((await read(objectPath, cookie)).statusCode).toBe(200);
  });

  it('submits an application with presigned uploads; a PUT after submission does not change its documents', async () => {
    const first = await issue();
    const uploads = [first, await issue(first.cookie), await issue(first.cookie), await issue(first.cookie)];
    for (const upload of uploads) await put(upload.uploadURL, PNG);
    const [photo, trn, signature, idDocument] = uploads.map((u) => u.objectPath) as [string, string, string, string];
    const paths = { borrowerPhotoUrl: photo, borrowerTrnPhotoUrl: trn, borrowerSignatureUrl: signature, idDocumentUrl: idDocument };
    const res = await t.request({ method: 'POST', url: '/api/pawn-loans', payload: validPayload(paths), cookie: first.cookie });
    expect(res.statusCode, res.body).toBe(201);
    for (const upload of uploads) expect((await findObject(t.database.db, upload.id))?.key).toBe(`files/${upload.id}`);

    await put(first.uploadURL, SVG);
    const staff = await t.createUser('admin');
    const served = await read(photo, await t.signIn(staff.email, staff.password));
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });
});
