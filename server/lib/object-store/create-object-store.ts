import path from 'node:path';
import type { TEnv } from '../../env';
import { createLocalObjectStore } from './local-object-store';
import type { TObjectStore } from './object-store';
import { createS3ObjectStore } from './s3-object-store';

/** The backend the environment asks for: the S3 bucket when S3 settings exist, else local disk under DATA_DIR/objects. */
export function createObjectStore(env: Pick<TEnv, 'DATA_DIR'> & Partial<Pick<TEnv, 's3'>>): TObjectStore {
  if (env.s3) return createS3ObjectStore(env.s3);
  return createLocalObjectStore({ root: path.join(env.DATA_DIR, 'objects') });
}
