import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import type { TObjectStore } from '../../lib/object-store/object-store';
import { safeErrorMessage } from '../../lib/logger';
import type { TFileSink } from './backup-file-data';

/** File storage refused a file the restore writes (full disk, bucket unreachable); the answer is 503 and the rows are rolled back. */
export class FileStorageFailure extends Error {}

/** HEAD requests a restore has in flight while it looks for the files a backup only lists. */
const HEAD_CONCURRENCY = 8;

export type TObjectWrite = { write: TFileSink; finish: () => Promise<void>; abort: () => Promise<void> };

/**
 * Streams one file of the backup into the store as its bytes are decoded, waiting whenever the
 * store is behind. The file is stored only by finish(), called once its whole entry is read and its
 * sha256 matched; abort() drops it (the local store removes its temporary file, S3 stores nothing).
 */
export function startObjectWrite(store: TObjectStore, key: string, file: { size: number; contentType: string | null }): TObjectWrite {
  const body = new PassThrough();
  // The store's answer (putStream) carries any failure; the body's own error event would be a second, unheard copy.
  body.on('error', () => undefined);
  let failure: unknown = null;
  const done = store.putStream(key, body, file).catch((error: unknown) => {
    failure = error;
    body.destroy();
  });
  return {
    async write(bytes) {
      if (failure) return;
      if (!body.write(bytes)) await Promise.race([once(body, 'drain'), done]).catch(() => undefined);
    },
    async finish() {
      body.end();
      await done;
      if (failure) throw new FileStorageFailure(`File ${key} could not be written to file storage (${safeErrorMessage(failure)}).`);
    },
    async abort() {
      body.destroy();
      await done;
    },
  };
}

/** The keys file storage does not hold, asked a few at a time (HEAD; a failed question counts as missing). */
export async function findMissingFiles(store: TObjectStore, keys: readonly string[]): Promise<string[]> {
  const missing = new Set<string>();
  let next = 0;
  const worker = async () => {
    while (next < keys.length) {
      const key = keys[next++] as string;
      if (!(await store.head(key).catch(() => null))) missing.add(key);
    }
  };
  await Promise.all(Array.from({ length: Math.min(HEAD_CONCURRENCY, keys.length) }, worker));
  return keys.filter((key) => missing.has(key));
}
