import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileTypeGuard, detectFileType, FileTooLargeError, FileTypeRefusedError } from './file-type-guard';
import { createLocalObjectStore } from './local-object-store';
import type { TObjectStore } from './object-store';

const PNG_HEAD = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('local object store, on disk', () => {
  let root: string;
  let store: TObjectStore;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'pawnbook-store-'));
    store = createLocalObjectStore({ root });
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('hands out a same-origin (relative) upload URL whose path without the query is the object path', async () => {
    const expiresAt = new Date('2030-01-01T00:00:00Z');
    const target = await store.createUploadTarget({ key: 'uploads/abc-123', token: 'tok_en-1', expiresAt });
    expect(target).toEqual({
      uploadURL: `/objects/uploads/abc-123?token=tok_en-1&expires=${expiresAt.getTime() / 1000}`,
      objectPath: '/objects/uploads/abc-123',
    });
  });

  it('writes, heads, reads and deletes a file under <root>/<key>', async () => {
    const bytes = randomBytes(70_000);
    expect(await store.writeStream?.('uploads/one', Readable.from([bytes.subarray(0, 1000), bytes.subarray(1000)]))).toEqual({ size: bytes.length });
    expect(await readFile(path.join(root, 'uploads', 'one'))).toEqual(bytes);
    expect(await store.head('uploads/one')).toEqual({ size: bytes.length });
    const stream = await store.openReadStream('uploads/one');
    const chunks: Buffer[] = [];
    for await (const chunk of stream as Readable) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks)).toEqual(bytes);
    await store.delete('uploads/one');
    expect(await store.head('uploads/one')).toBeNull();
    expect(await store.openReadStream('uploads/one')).toBeNull();
    await store.delete('uploads/one'); // deleting twice is fine
  });

  it('puts a whole buffer the app already holds, replacing nothing else', async () => {
    const bytes = randomBytes(5000);
    await store.put('files/photo-1', bytes, 'image/png');
    expect(await readFile(path.join(root, 'files', 'photo-1'))).toEqual(bytes);
    expect(await store.head('files/photo-1')).toEqual({ size: bytes.length });
    await expect(store.put('../escape', bytes, 'image/png')).rejects.toThrow(/invalid object key/);
  });

  it('leaves neither the file nor a temporary file when the stream fails', async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(1000));
        this.destroy(new Error('client went away'));
      },
    });
    await expect(store.writeStream?.('uploads/two', failing)).rejects.toThrow('client went away');
    expect(existsSync(path.join(root, 'uploads', 'two'))).toBe(false);
    expect(await readdir(path.join(root, '.tmp'))).toEqual([]);
  });

  it('refuses keys that could leave its folder', async () => {
    for (const key of ['../x', 'uploads/../../x', '/etc/passwd', 'uploads//x', 'uploads/x/', 'Uploads/X', 'uploads/.hidden', 'a\\b', '']) {
      await expect(store.head(key), key).rejects.toThrow(/invalid object key/);
      await expect(store.delete(key), key).rejects.toThrow(/invalid object key/);
    }
  });
});

describe('file type guard', () => {
  it('knows JPEG, PNG, PDF and WebP by their first bytes and nothing else', () => {
    expect(detectFileType(Buffer.from([0xff, 0xd8, 0xff, 0xdb]))).toBe('image/jpeg');
    expect(detectFileType(Buffer.concat([PNG_HEAD, Buffer.alloc(4)]))).toBe('image/png');
    expect(detectFileType(Buffer.from('%PDF-1.4'))).toBe('application/pdf');
    expect(detectFileType(Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'))).toBe('image/webp');
    expect(detectFileType(Buffer.from('RIFF\x10\x00\x00\x00WAVEfmt ', 'latin1'))).toBeNull();
    expect(detectFileType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectFileType(Buffer.from('GIF89a'))).toBeNull();
    expect(detectFileType(PNG_HEAD.subarray(0, 7))).toBeNull();
  });

  const run = (chunks: Buffer[], maxBytes: number) =>
    new Promise<Buffer>((resolve, reject) => {
      const guard = createFileTypeGuard(maxBytes);
      const out: Buffer[] = [];
      const piped = pipeline(Readable.from(chunks), guard.stream, (error) => (error ? reject(error) : resolve(Buffer.concat(out))));
      piped.on('data', (chunk: Buffer) => out.push(chunk));
    });

  it('passes every byte through, even when the signature arrives split across chunks', async () => {
    const file = Buffer.concat([PNG_HEAD, randomBytes(5000)]);
    const chunks = [file.subarray(0, 1), file.subarray(1, 5), file.subarray(5, 11), file.subarray(11)];
    expect(await run(chunks, 10_000)).toEqual(file);
    expect(await run([Buffer.from([0xff, 0xd8, 0xff])], 10)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it('stops a stream as soon as it passes the limit or shows a refused type', async () => {
    await expect(run([PNG_HEAD, Buffer.alloc(600), Buffer.alloc(600)], 1000)).rejects.toBeInstanceOf(FileTooLargeError);
    await expect(run([Buffer.from('<html><body>hello</body></html>')], 1000)).rejects.toBeInstanceOf(FileTypeRefusedError);
    await expect(run([], 1000)).rejects.toBeInstanceOf(FileTypeRefusedError);
  });
});
