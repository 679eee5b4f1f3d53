import { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { TS3Settings } from '../../env';
import { s3Presigner, s3Sdk } from '../lazy-packages';
import { detectFileType } from './file-type-guard';
import { assertValidKey, objectPathOf, type TObjectStore } from './object-store';

// Enough for every signature file-type-guard knows (WebP needs 12).
const SNIFF_BYTES = 16;

export const isMissing = (error: unknown) =>
  error instanceof s3Sdk().S3ServiceException &&
  (error.name === 'NotFound' || error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);

export type TS3ObjectStoreOptions = TS3Settings & {
  /** Tests add middleware (s3rver's path quirk) here; production passes nothing. */
  configureClient?: (client: S3Client) => void;
};

/**
 * The origin presigned URLs point at, which pages must be allowed to connect to: the endpoint
 * itself in path style, the bucket's own host name (bucket.endpoint-host) otherwise.
 */
export function s3UploadOriginOf(settings: Pick<TS3Settings, 'endpoint' | 'bucket' | 'forcePathStyle'>): string {
  const endpoint = new URL(settings.endpoint);
  return settings.forcePathStyle ? endpoint.origin : `${endpoint.protocol}//${settings.bucket}.${endpoint.host}`;
}

export function createS3Client(options: TS3ObjectStoreOptions): S3Client {
  const client = new (s3Sdk().S3Client)({
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // Newer SDKs add CRC32 checksum headers by default; a browser PUT to a presigned URL cannot
    // compute them, and S3 look-alikes often do not know them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  options.configureClient?.(client);
  return client;
}

/**
 * Objects in an S3-compatible bucket. The browser PUTs straight to a presigned URL, so the bytes
 * never pass through the app; verifyStored then checks what arrived before the app accepts it.
 */
export function createS3ObjectStore(options: TS3ObjectStoreOptions): TObjectStore {
  const client = createS3Client(options);
  const Bucket = options.bucket;
  const { CopyObjectCommand, DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutBucketCorsCommand, PutObjectCommand } = s3Sdk();
  const { getSignedUrl } = s3Presigner();

  const head = async (key: string) => {
    assertValidKey(key);
    try {
      const info = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      return { size: info.ContentLength ?? 0, ...(info.ContentType ? { contentType: info.ContentType } : {}) };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };

  const remove = async (key: string) => {
    assertValidKey(key);
    // S3 answers 204 for a missing key too, so deleting twice is fine.
    await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
  };

  const readHead = async (key: string): Promise<Buffer> => {
    const answer = await client.send(new GetObjectCommand({ Bucket, Key: key, Range: `bytes=0-${SNIFF_BYTES - 1}` }));
    if (!answer.Body) return Buffer.alloc(0);
    return Buffer.from(await answer.Body.transformToByteArray()).subarray(0, SNIFF_BYTES);
  };

  return {
    kind: 's3',

    async createUploadTarget({ key, expiresAt }) {
      assertValidKey(key);
      const expiresIn = Math.max(1, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
      // Content-Type is not signed: the browser may send whatever it guesses; the type that counts
      // is the one verifyStored reads from the magic bytes.
      const uploadURL = await getSignedUrl(client, new PutObjectCommand({ Bucket, Key: key }), { expiresIn });
      return { uploadURL, objectPath: objectPathOf(key) };
    },

    async put(key, body, contentType) {
      assertValidKey(key);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType, ContentLength: body.length }));
    },

    async putStream(key, source, { size, contentType }) {
      assertValidKey(key);
      // Its length is known, so the SDK sends the stream as it comes and never buffers the file.
      await client.send(
        new PutObjectCommand({ Bucket, Key: key, Body: source, ContentLength: size, ContentType: contentType ?? 'application/octet-stream' }),
      );
    },

    async openReadStream(key) {
      assertValidKey(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!answer.Body) return null;
        // In Node the SDK's body is an http IncomingMessage, which is a Readable.
        if (answer.Body instanceof Readable) return answer.Body;
        return Readable.from(Buffer.from(await answer.Body.transformToByteArray()));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    head,
    delete: remove,

    async move(fromKey, toKey) {
      assertValidKey(fromKey);
      assertValidKey(toKey);
      // Server-side copy (S3 has no rename); keys are [a-z0-9/-] only, so CopySource needs no encoding.
      await client.send(new CopyObjectCommand({ Bucket, Key: toKey, CopySource: `${Bucket}/${fromKey}` }));
      await remove(fromKey);
    },

    async allowBrowserUploads(origin) {
      // Replaces the bucket's whole CORS configuration: a bucket shared with other sites should
      // leave S3_MANAGE_CORS off and carry this rule among its own.
      await client.send(
        new PutBucketCorsCommand({
          Bucket,
          CORSConfiguration: {
            CORSRules: [{ AllowedOrigins: [origin], AllowedMethods: ['PUT'], AllowedHeaders: ['Content-Type'], MaxAgeSeconds: 3600 }],
          },
        }),
      );
    },

    async verifyStored(key, maxBytes) {
      const info = await head(key);
      if (!info) return { ok: false, reason: 'missing' };
      if (info.size > maxBytes) {
        await remove(key);
        return { ok: false, reason: 'too-large' };
      }
      // A ranged GET of an empty object is an error (416) on S3, and nothing that short has a type.
      const contentType = info.size > 0 ? detectFileType(await readHead(key)) : null;
      if (!contentType) {
        await remove(key);
        return { ok: false, reason: 'refused-type' };
      }
      return { ok: true, size: info.size, contentType };
    },
  };
}
