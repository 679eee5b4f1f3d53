import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { TObjectHead, TObjectStore } from '../../lib/object-store/object-store';

/** Base64 text gathered before one decode: fewer, larger pieces than the parser's chunks of at most 256 characters. */
const DECODE_CHARS = 64 * 1024;
const NOT_BASE64 = /[^A-Za-z0-9+/=]/;

/**
 * Writes a file's bytes as base64 text as they are read, never the whole file at once: each piece
 * is encoded up to a multiple of 3 bytes, so the pieces join into one valid base64 string.
 * Answers the byte count and sha256 of what was read.
 */
export async function writeBase64(source: Readable, write: (text: string) => Promise<void>): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash('sha256');
  let bytes = 0;
  let carry = Buffer.alloc(0);
  for await (const chunk of source) {
    const buffer = chunk as Buffer;
    hash.update(buffer);
    bytes += buffer.length;
    const all = carry.length > 0 ? Buffer.concat([carry, buffer]) : buffer;
    const whole = all.length - (all.length % 3);
    if (whole > 0) await write(all.subarray(0, whole).toString('base64'));
    carry = Buffer.from(all.subarray(whole));
  }
  if (carry.length > 0) await write(carry.toString('base64'));
  return { bytes, sha256: hash.digest('hex') };
}

/** An uploads row the backup lists. */
export type TListedFile = { id: string; key: string; size: number | null; contentType: string | null };
export type TFileOutcome = 'listed' | 'missing' | 'unreadable';

/**
 * Writes one entry of the backup's "files": its key, type, size and sha256, and with includeData
 * (local file storage) its bytes as base64 "data" between them, streamed from the store. A file the
 * store does not hold, or cannot read to the end, gets sha256 null (any "data" it has is then cut
 * short, and a restore does not store it); only a failure of `write` (the backup's own file) throws.
 */
export async function writeFileEntry(store: TObjectStore, file: TListedFile, includeData: boolean, write: (text: string) => Promise<void>): Promise<TFileOutcome> {
  const head = `{"key":${JSON.stringify(file.key)},"contentType":${JSON.stringify(file.contentType)}`;
  const listOnly = async (sha256: string | null) => write(`${head},"size":${JSON.stringify(file.size)},"sha256":${JSON.stringify(sha256)}}`);
  if (!includeData) {
    const sha256 = await hashObject(store, file.key).catch(() => undefined);
    await listOnly(sha256 ?? null);
    return sha256 === undefined ? 'unreadable' : sha256 === null ? 'missing' : 'listed';
  }
  let info: TObjectHead | null;
  try {
    info = await store.head(file.key);
  } catch {
    await listOnly(null);
    return 'unreadable';
  }
  if (!info) {
    await listOnly(null);
    return (await holdsSomething(store, file.key)) ? 'unreadable' : 'missing';
  }
  await write(`${head},"size":${info.size},"data":"`);
  // Read at once once opened, so a read error always has a listener.
  const source = await store.openReadStream(file.key).catch(() => null);
  if (!source) {
    await write('","sha256":null}');
    return 'unreadable';
  }
  let outputFailure: unknown = null;
  const written = await writeBase64(source, async (text) => {
    await write(text).catch((error: unknown) => {
      outputFailure = error;
      throw error;
    });
  }).catch((error: unknown) => {
    if (outputFailure) throw error;
    source.destroy();
    return null;
  });
  const whole = written !== null && written.bytes === info.size;
  await write(`","sha256":${whole ? JSON.stringify(written.sha256) : 'null'}}`);
  return whole ? 'listed' : 'unreadable';
}

/** Whether the store has something at a key it cannot size as a file (a folder): unreadable rather than missing. */
async function holdsSomething(store: TObjectStore, key: string): Promise<boolean> {
  try {
    const stream = await store.openReadStream(key);
    stream?.destroy();
    return stream !== null;
  } catch {
    return true;
  }
}

/** The file's sha256 for the manifest, or null when the store does not hold it (a restore reports it). */
async function hashObject(store: TObjectStore, key: string): Promise<string | null> {
  const stream = await store.openReadStream(key);
  if (!stream) return null;
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Where a file entry's decoded bytes go while its base64 text streams in (a restore writes them to file storage). */
export type TFileSink = (bytes: Buffer) => Promise<void>;

/** What the decoded bytes were: their count and sha256, which the backup's entry must name. */
export type TFileData = { bytes: number; sha256: string };

/** Thrown for text that is not base64; the reader turns it into its refusal of the file. */
export class Base64Error extends Error {}

/**
 * Decodes base64 text arriving in pieces of any length: whole 4-character groups are decoded as
 * they come, hashed and handed to the sink, so memory holds one piece, never the file.
 */
export function createBase64Decoder(sink: TFileSink | null) {
  const hash = createHash('sha256');
  let bytes = 0;
  let pending = '';
  const emit = async (text: string) => {
    if (NOT_BASE64.test(text)) throw new Base64Error('not base64');
    const decoded = Buffer.from(text, 'base64');
    hash.update(decoded);
    bytes += decoded.length;
    if (sink && decoded.length > 0) await sink(decoded);
  };
  return {
    async write(text: string): Promise<void> {
      pending += text;
      if (pending.length < DECODE_CHARS) return;
      const whole = pending.length - (pending.length % 4);
      const piece = pending.slice(0, whole);
      pending = pending.slice(whole);
      await emit(piece);
    },
    async end(): Promise<TFileData> {
      if (pending.length % 4 !== 0) throw new Base64Error('cut short');
      await emit(pending);
      pending = '';
      return { bytes, sha256: hash.digest('hex') };
    },
  };
}
