import type { TDb } from './db/client';
import type { TEnv } from './env';
import type { TObjectStore } from './lib/object-store/object-store';
import type { TOutboxWorkerDeps } from './lib/mail/outbox-worker';
import type { TSessions } from './lib/sessions';
import type { TShopSource } from './lib/shop-identity';

/** What every module's routes receive: configuration, the database and the shared services. */
export type TAppContext = {
  env: TEnv;
  db: TDb;
  databaseKind: 'pglite' | 'postgres';
  secret: Buffer;
  sessions: TSessions;
  objectStore: TObjectStore;
  /** What the outbox worker sends with; the outbox screen's "send now" runs a pass with it. */
  outbox: TOutboxWorkerDeps;
  /** The shop's settings and logo, cached per instance and dropped on any change (NOTIFY). */
  shop: TShopSource;
  version: string;
};
