import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createObjectStore } from './create-object-store';
import type { TObjectStore } from './object-store';
import { createS3ObjectStore, s3UploadOriginOf } from './s3-object-store';
import { startS3rver, stripBucketTrailingSlash, type TS3rverTestServer } from './s3rver-test-server';

const MAX = 10 * 1024 * 1024;
const PNG_HEAD = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const BUCKET = 'pawnbook-test';

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

describe('S3 object store, against s3rver (signature-checking)', () => {
  let s3: TS3rverTestServer;
  let store: TObjectStore;
  let client: S3Client;

  const put = (url: string, body: Buffer) => fetch(url, { method: 'PUT', body: new Uint8Array(body), headers: { 'content-type': 'image/png' } });
  const upload = async (key: string, body: Buffer) => {
    const { uploadURL } = await store.createUploadTarget({ key, token: 'unused', expiresAt: new Date(Date.now() + 15 * 60_000) });
    const answer = await put(uploadURL, body);
    expect(answer.status, await answer.clone().text()).toBe(200);
  };

  beforeAll(async () => {
    s3 = await startS3rver(BUCKET);
    client = s3.client;
    store = createS3ObjectStore({ ...s3.settings, configureClient: stripBucketTrailingSlash });
  });
  afterAll(() => s3?.close());

  it('hands out a presigned PUT for 15 minutes whose object reads back byte for byte', async () => {
    const target = await store.createUploadTarget({ key: 'uploads/one', token: 'unused', expiresAt: new Date(Date.now() + 15 * 60_000) });
    expect(target.objectPath).toBe('/objects/uploads/one');
    const url = new URL(target.uploadURL);
    expect(url.pathname).toBe(`/${BUCKET}/uploads/one`);
    expect(Number(url.searchParams.get('X-Amz-Expires'))).toBeGreaterThanOrEqual(899);
    expect(Number(url.searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(900);
    expect(target.uploadURL).not.toContain('unused');

    const bytes = Buffer.concat([PNG_HEAD, randomBytes(200_000)]);
    expect((await put(target.uploadURL, bytes)).status).toBe(200);
    const stream = await store.openReadStream('uploads/one');
    expect(stream).not.toBeNull();
    expect(await readAll(stream!)).toEqual(bytes);
    expect(await store.verifyStored?.('uploads/one', MAX)).toEqual({ ok: true, size: bytes.length, contentType: 'image/png' });
  });

  it('lets s3rver refuse a tampered signature, a different key and an expired URL', async () => {
    const { uploadURL } = await store.createUploadTarget({ key: 'uploads/two', token: 'unused', expiresAt: new Date(Date.now() + 60_000) });
    const tampered = new URL(uploadURL);
    const signature = tampered.searchParams.get('X-Amz-Signature')!;
    tampered.searchParams.set('X-Amz-Signature', `${signature[0] === 'a' ? 'b' : 'a'}${signature.slice(1)}`);
    expect((await put(tampered.toString(), PNG_HEAD)).status).toBe(403);

    const otherKey = new URL(uploadURL);
    otherKey.pathname = `/${BUCKET}/uploads/someone-else`;
    expect((await put(otherKey.toString(), PNG_HEAD)).status).toBe(403);

    const expired = await getSignedUrl(client, new PutObjectCommand({ Bucket: BUCKET, Key: 'uploads/two' }), {
      expiresIn: 60,
      signingDate: new Date(Date.now() - 3_600_000),
    });
    expect((await put(expired, PNG_HEAD)).status).toBe(403);
    expect(await store.head('uploads/two')).toBeNull();
  });

  it('refuses HTML, SVG and an 11 MB body after the PUT, and deletes them', async () => {
    const refused: [string, Buffer, string][] = [
      ['uploads/html', Buffer.from('<!doctype html><script>alert(1)</script>'), 'refused-type'],
      ['uploads/svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'refused-type'],
      ['uploads/big', Buffer.concat([PNG_HEAD, Buffer.alloc(11 * 1024 * 1024)]), 'too-large'],
      ['uploads/empty', Buffer.alloc(0), 'refused-type'],
      ['uploads/tiny', Buffer.from([0xff, 0xd8]), 'refused-type'],
    ];
    for (const [key, body, reason] of refused) {
      await upload(key, body);
      expect(await store.head(key), key).not.toBeNull();
      expect(await store.verifyStored?.(key, MAX), key).toEqual({ ok: false, reason });
      expect(await store.head(key), key).toBeNull();
    }
    expect(await store.verifyStored?.('uploads/never-uploaded', MAX)).toEqual({ ok: false, reason: 'missing' });
  });

  it('knows JPEG, PDF and WebP by their first bytes', async () => {
    const files: [string, Buffer, string][] = [
      ['uploads/jpeg', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(100)]), 'image/jpeg'],
      ['uploads/pdf', Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj'), 'application/pdf'],
      ['uploads/webp', Buffer.concat([Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 ', 'latin1'), randomBytes(30)]), 'image/webp'],
    ];
    for (const [key, body, contentType] of files) {
      await upload(key, body);
      expect(await store.verifyStored?.(key, MAX), key).toEqual({ ok: true, size: body.length, contentType });
    }
  });

  it('heads and deletes, and treats a missing object as absent', async () => {
    await upload('uploads/three', Buffer.concat([PNG_HEAD, Buffer.alloc(10)]));
    expect(await store.head('uploads/three')).toMatchObject({ size: 18 });
    await store.delete('uploads/three');
    expect(await store.head('uploads/three')).toBeNull();
    expect(await store.openReadStream('uploads/three')).toBeNull();
    await store.delete('uploads/three'); // deleting twice is fine
  });

  it('moves an object to another key (server-side copy, then delete) and puts whole buffers', async () => {
    const bytes = Buffer.concat([PNG_HEAD, randomBytes(3000)]);
    await upload('uploads/to-move', bytes);
    await store.move?.('uploads/to-move', 'files/moved');
    expect(await store.head('uploads/to-move')).toBeNull();
    expect(await readAll((await store.openReadStream('files/moved'))!)).toEqual(bytes);
    await expect(store.move?.('uploads/x', '../x')).rejects.toThrow(/invalid object key/);

    await store.put('files/put', bytes, 'image/png');
    expect(await store.head('files/put')).toEqual({ size: bytes.length, contentType: 'image/png' });
  });

  it('has no writeStream (bytes never pass through the app) and refuses keys that are not ours', async () => {
    expect(store.kind).toBe('s3');
    expect(store.writeStream).toBeUndefined();
    for (const key of ['../x', 'uploads/../x', '/etc/passwd', 'uploads//x', '']) {
      await expect(store.head(key), key).rejects.toThrow(/invalid object key/);
      await expect(store.createUploadTarget({ key, token: 't', expiresAt: new Date(Date.now() + 60_000) }), key).rejects.toThrow(/invalid object key/);
    }
  });

  it('is what createObjectStore builds when the environment has S3 settings', () => {
    expect(createObjectStore({ DATA_DIR: '/tmp/unused', s3: s3.settings }).kind).toBe('s3');
    expect(createObjectStore({ DATA_DIR: '/tmp/unused', s3: null }).kind).toBe('local');
  });
});

describe('s3UploadOriginOf', () => {
  // Presigning is local arithmetic: no request leaves the machine.
  it.each([true, false])('is the origin the presigned URLs point at (path style: %s)', async (forcePathStyle) => {
    const settings = { endpoint: 'https://s3.us-east-1.amazonaws.com', bucket: 'pawn-uploads', region: 'us-east-1', accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'not-a-real-secret', forcePathStyle };
    const store = createS3ObjectStore(settings);
    const { uploadURL } = await store.createUploadTarget({ key: 'uploads/abc', token: 'unused', expiresAt: new Date(Date.now() + 60_000) });
    expect(new URL(uploadURL).origin).toBe(s3UploadOriginOf(settings));
    expect(s3UploadOriginOf(settings)).toBe(forcePathStyle ? 'https://s3.us-east-1.amazonaws.com' : 'https://pawn-uploads.s3.us-east-1.amazonaws.com');
  });
});
