import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import { CreateBucketCommand, type S3Client } from '@aws-sdk/client-s3';
import type { TS3Settings } from '../../env';
import { createS3Client } from './s3-object-store';

// Tests only: an in-process, signature-checking S3 stand-in on a random port with a fresh bucket.

/**
 * s3rver signs a bucket-only path as "/bucket" while the SDK sends "/bucket/", so its signature
 * check would refuse CreateBucket; real S3 does not need this.
 */
export function stripBucketTrailingSlash(client: S3Client): void {
  client.middlewareStack.add(
    (next) => async (args) => {
      const request = args.request as { path?: string };
      if (typeof request.path === 'string' && /^\/[^/]+\/$/.test(request.path)) request.path = request.path.slice(0, -1);
      return next(args);
    },
    { step: 'build', name: 'stripBucketTrailingSlash' },
  );
}

export type TS3rverTestServer = {
  settings: TS3Settings;
  /** An SDK client with the path shim, for what the store itself does not do (expired URLs). */
  client: S3Client;
  close: () => Promise<void>;
};

export async function startS3rver(bucket = 'pawnbook-test'): Promise<TS3rverTestServer> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'pawnbook-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir });
  const { port } = await server.run();
  // s3rver's built-in account.
  const settings: TS3Settings = {
    bucket,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  const client = createS3Client({ ...settings, configureClient: stripBucketTrailingSlash });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    settings,
    client,
    close: async () => {
      client.destroy();
      await server.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
