import type { TDb } from './db/client';
import type { TEnv } from './env';
import type { TObjectStore } from './lib/object-store/object-store';
import type { TAttachmentRenderers } from './lib/outbox.repository';
import type { TSessions } from './modules/auth/session.plugin';

/** What every module's routes receive: configuration, the database and the shared services. */
export type TAppContext = {
  env: TEnv;
  db: TDb;
  databaseKind: 'pglite' | 'postgres';
  secret: Buffer;
  sessions: TSessions;
  objectStore: TObjectStore;
  /**
   * Documents e-mails attach by reference (render: { kind, id }), produced when a message is sent.
   * Optional so contexts built by hand (tests) need not name it; none means no renderers.
   */
  attachmentRenderers?: TAttachmentRenderers;
  version: string;
};
