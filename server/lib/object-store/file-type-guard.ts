import { type Readable, Transform, type TransformCallback } from 'node:stream';

export type TDetectedType = 'image/jpeg' | 'image/png' | 'application/pdf' | 'image/webp';

const SIGNATURES: { type: TDetectedType; bytes: (number | null)[] }[] = [
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'application/pdf', bytes: [...Buffer.from('%PDF-')] },
  // RIFF <4-byte length> WEBP
  { type: 'image/webp', bytes: [...Buffer.from('RIFF'), null, null, null, null, ...Buffer.from('WEBP')] },
];
const HEAD_BYTES = 12;

/** The file type its first bytes prove, or null: the name and the client's Content-Type are never trusted. */
export function detectFileType(head: Buffer): TDetectedType | null {
  const match = SIGNATURES.find(
    ({ bytes }) => head.length >= bytes.length && bytes.every((b, i) => b === null || head[i] === b),
  );
  return match?.type ?? null;
}

export class FileTooLargeError extends Error {}
export class FileTypeRefusedError extends Error {}

/**
 * Passes bytes through while counting them and checking the leading magic bytes; errors the stream
 * (so the store discards its temporary file) as soon as the file is too large or of a refused type.
 */
export function createFileTypeGuard(maxBytes: number): { stream: Transform; detected: () => TDetectedType | null } {
  let total = 0;
  let head = Buffer.alloc(0);
  let type: TDetectedType | null = null;
  const decide = (): Error | null => {
    type = detectFileType(head);
    return type ? null : new FileTypeRefusedError('refused file type');
  };
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      total += chunk.length;
      if (total > maxBytes) return callback(new FileTooLargeError('file too large'));
      if (type === null) {
        const before = head.length;
        head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - before)]);
        if (head.length < HEAD_BYTES) {
          // Hold bytes back until the type is known, so nothing of a refused file is written.
          return callback();
        }
        const error = decide();
        if (error) return callback(error);
        this.push(head);
        return callback(null, chunk.subarray(HEAD_BYTES - before));
      }
      callback(null, chunk);
    },
    flush(callback: TransformCallback) {
      if (type !== null) return callback();
      const error = decide();
      if (error) return callback(error);
      callback(null, head);
    },
  });
  return { stream, detected: () => type };
}

/**
 * A whole upload read through the guard: its bytes and the type they prove, or the guard's error
 * (too large, refused type) as soon as it is known. The source is piped, not destroyed: a refused
 * request body must stay open for the 413/415 answer, or the client would see a reset connection.
 */
export async function readGuarded(source: Readable, maxBytes: number): Promise<{ bytes: Buffer; type: TDetectedType }> {
  const guard = createFileTypeGuard(maxBytes);
  source.once('error', (error) => guard.stream.destroy(error));
  source.pipe(guard.stream);
  const chunks: Buffer[] = [];
  for await (const chunk of guard.stream) chunks.push(chunk as Buffer);
  const type = guard.detected();
  if (!type) throw new FileTypeRefusedError('no type');
  return { bytes: Buffer.concat(chunks), type };
}
