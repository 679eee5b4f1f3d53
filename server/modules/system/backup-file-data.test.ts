import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { Base64Error, createBase64Decoder, writeBase64 } from './backup-file-data';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Splits a buffer (or text) into pieces of the given lengths, repeated. */
function piecesOf<T extends Buffer | string>(whole: T, lengths: number[]): T[] {
  const out: T[] = [];
  for (let at = 0, i = 0; at < whole.length; i += 1) {
    const length = lengths[i % lengths.length] as number;
    out.push(whole.slice(at, at + length) as T);
    at += length;
  }
  return out;
}

describe('base64 of a backup\'s files, in pieces', () => {
  const bytes = randomBytes(200_003);

  it.each([[[1]], [[2, 5, 7]], [[65_536]], [[3, 65_535, 4]]])('encodes a file read in pieces of %j as one base64 string', async (lengths) => {
    const texts: string[] = [];
    const result = await writeBase64(Readable.from(piecesOf(bytes, lengths)), async (text) => void texts.push(text));
    expect(texts.join('')).toBe(bytes.toString('base64'));
    expect(result).toEqual({ bytes: bytes.length, sha256: sha256(bytes) });
  });

  it.each([[[1]], [[3, 256, 5]], [[70_001]]])('decodes base64 arriving in pieces of %j, hashing and handing on every byte', async (lengths) => {
    const received: Buffer[] = [];
    const decoder = createBase64Decoder(async (piece) => void received.push(piece));
    for (const text of piecesOf(bytes.toString('base64'), lengths)) await decoder.write(text);
    expect(await decoder.end()).toEqual({ bytes: bytes.length, sha256: sha256(bytes) });
    expect(Buffer.concat(received).equals(bytes)).toBe(true);
  });

  it('refuses text that is not base64, or is cut short', async () => {
    const bad = createBase64Decoder(null);
    await bad.write('QUJD*EVG');
    await expect(bad.end()).rejects.toBeInstanceOf(Base64Error);
    const short = createBase64Decoder(null);
    await short.write('QUJDRE');
    await expect(short.end()).rejects.toBeInstanceOf(Base64Error);
  });
});
