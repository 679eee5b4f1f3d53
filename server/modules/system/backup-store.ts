import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { BACKUP_FILENAME_PATTERN } from '@common/contracts/system';
import type { TEnv } from '../../env';
import { s3Sdk } from '../../lib/lazy-packages';
import { createS3Client, isMissing, type TS3ObjectStoreOptions } from '../../lib/object-store/s3-object-store';

/**
 * Where backup files live: DATA_DIR/backups on the embedded setup, the bucket's backups/ prefix
 * with S3. A file is first written whole to a local work folder, then moved in (local) or
 * uploaded from disk (S3), so a store never holds half a backup and memory never holds a whole one.
 */
export type TBackupStore = {
  kind: 'local' | 's3';
  /** A folder on local disk for files being written or received (unique names, removed when done). */
  workDir: string;
  /** Moves a finished file from the work folder into the store under its name. */
  putFile(filename: string, localFile: string): Promise<void>;
  open(filename: string): Promise<Readable | null>;
  size(filename: string): Promise<number | null>;
  delete(filename: string): Promise<void>;
};

function assertBackupName(filename: string): void {
  // Names are made by the server; a request's name is looked up in system_backups first. This is the second lock.
  if (!BACKUP_FILENAME_PATTERN.test(filename)) throw new Error(`invalid backup file name: ${JSON.stringify(filename)}`);
}

export function createBackupStore(env: Pick<TEnv, 'DATA_DIR'> & { s3?: TS3ObjectStoreOptions | null }): TBackupStore {
  const root = path.resolve(env.DATA_DIR, 'backups');
  const workDir = path.join(root, '.work');
  if (env.s3) return createS3BackupStore(env.s3, workDir);
  const fileOf = (filename: string) => {
    assertBackupName(filename);
    return path.join(root, filename);
  };
  return {
    kind: 'local',
    workDir,
    async putFile(filename, localFile) {
      const target = fileOf(filename);
      await mkdir(root, { recursive: true });
      await rename(localFile, target);
    },
    async open(filename) {
      const file = fileOf(filename);
      return (await sizeOf(file)) === null ? null : createReadStream(file);
    },
    size: (filename) => sizeOf(fileOf(filename)),
    async delete(filename) {
      await rm(fileOf(filename), { force: true });
    },
  };
}

async function sizeOf(file: string): Promise<number | null> {
  try {
    const info = await stat(file);
    return info.isFile() ? info.size : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

function createS3BackupStore(options: TS3ObjectStoreOptions, workDir: string): TBackupStore {
  const client = createS3Client(options);
  const Bucket = options.bucket;
  const { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand } = s3Sdk();
  const keyOf = (filename: string) => {
    assertBackupName(filename);
    return `backups/${filename}`;
  };
  return {
    kind: 's3',
    workDir,
    async putFile(filename, localFile) {
      const { size } = await stat(localFile);
      try {
        // Streamed from disk with its length known, so the SDK never buffers the file.
        await client.send(
          new PutObjectCommand({ Bucket, Key: keyOf(filename), Body: createReadStream(localFile), ContentLength: size, ContentType: 'application/json' }),
        );
      } finally {
        await rm(localFile, { force: true });
      }
    },
    async open(filename) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(filename) }));
        return (answer.Body as Readable | undefined) ?? null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async size(filename) {
      try {
        const info = await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(filename) }));
        return info.ContentLength ?? 0;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(filename) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(filename) }));
    },
  };
}
