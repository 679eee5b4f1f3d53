import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertValidKey, objectPathOf, type TObjectStore } from './object-store';

/**
 * Files under <root>/<key>; uploads arrive through the app at the URL this store hands out. That
 * URL is relative (same origin): the page PUTs to whichever address it was opened at, so the CSP's
 * connect-src 'self' allows it whether the site was opened as localhost, 127.0.0.1 or a LAN name.
 */
export function createLocalObjectStore(options: { root: string }): TObjectStore {
  const root = path.resolve(options.root);
  // Temporary files live inside the root so the final rename never crosses file systems.
  const tmpDir = path.join(root, '.tmp');
  const fileOf = (key: string) => {
    assertValidKey(key);
    return path.join(root, ...key.split('/'));
  };

  const writeStream = async (key: string, source: Readable): Promise<{ size: number }> => {
    const target = fileOf(key);
    await mkdir(tmpDir, { recursive: true });
    await mkdir(path.dirname(target), { recursive: true });
    const temp = path.join(tmpDir, `${randomBytes(12).toString('hex')}.part`);
    try {
      await pipeline(source, createWriteStream(temp, { flags: 'wx', mode: 0o600 }));
      const { size } = await stat(temp);
      await rename(temp, target);
      return { size };
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  };

  return {
    kind: 'local',

    async createUploadTarget({ key, token, expiresAt }) {
      assertValidKey(key);
      const objectPath = objectPathOf(key);
      const query = new URLSearchParams({ token, expires: String(Math.floor(expiresAt.getTime() / 1000)) });
      return { uploadURL: `${objectPath}?${query.toString()}`, objectPath };
    },

    writeStream,

    async put(key, body) {
      await writeStream(key, Readable.from([body]));
    },

    async putStream(key, source) {
      await writeStream(key, source);
    },

    async openReadStream(key) {
      const file = fileOf(key);
      try {
        await stat(file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
      return createReadStream(file);
    },

    async head(key) {
      try {
        const info = await stat(fileOf(key));
        return info.isFile() ? { size: info.size } : null;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },

    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
