import path from 'node:path';
import type { TEnv } from '../../env';
import { createLocalObjectStore } from './local-object-store';
import type { TObjectStore } from './object-store';

/** The backend the environment asks for; local disk under DATA_DIR/objects until S3 settings exist. */
export function createObjectStore(env: Pick<TEnv, 'DATA_DIR' | 'APP_URL'>): TObjectStore {
  return createLocalObjectStore({ root: path.join(env.DATA_DIR, 'objects'), appUrl: env.APP_URL });
}
