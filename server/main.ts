import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { attachmentRenderersOf } from './attachment-renderers';
import { openDatabase } from './db/client';
import { lockDataDir } from './db/data-dir-lock';
import { EnvError, loadEnv } from './env';
import { startBackgroundJobs } from './lib/jobs';
import { safeErrorMessage } from './lib/logger';
import { startOutboxWorker, type TOutboxWorker } from './lib/mail/outbox-worker';
import { createObjectStore } from './lib/object-store/create-object-store';
import { redactUrlCredentials } from './lib/redact-credentials';
import { loadAppSecret } from './lib/secrets';
import { ensureFirstAdministrator } from './modules/users/users.service';

// This file runs as dist/server/main.mjs (npm start) or as server/main.ts (npm run dev); both serve dist/client.
const here = path.dirname(fileURLToPath(import.meta.url));
const projectRoot = here.endsWith(path.join('dist', 'server')) ? path.resolve(here, '..', '..') : path.resolve(here, '..');
const CLIENT_DIR = path.join(projectRoot, 'dist', 'client');

async function main(): Promise<void> {
  const env = loadEnv();
  if (!env.DATABASE_URL) await lockDataDir(env.DATA_DIR, 'server');
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const secret = await loadAppSecret({ appSecret: env.APP_SECRET, dataDir: env.DATA_DIR });

  const first = await ensureFirstAdministrator(database.db, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD });
  if (first.created) announceFirstAdministrator(first.email, first.generatedPassword);

  const attachmentRenderers = attachmentRenderersOf(database.db);
  const app = await buildApp({
    env,
    database,
    secret,
    clientDir: env.CLIENT_DIR ? path.resolve(env.CLIENT_DIR) : CLIENT_DIR,
    attachmentRenderers,
  });
  const objectStore = createObjectStore(env);
  const jobs = startBackgroundJobs({ db: database.db, objectStore }, app.log);
  // Every instance sends: SKIP LOCKED claims keep two from sending one message.
  const emailWorker: TOutboxWorker | null =
    env.EMAIL_WORKER_INTERVAL_SECONDS > 0
      ? startOutboxWorker({ db: database.db, objectStore, secret, renderers: attachmentRenderers }, app.log, {
          intervalSeconds: env.EMAIL_WORKER_INTERVAL_SECONDS,
        })
      : null;

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    jobs.stop();
    await emailWorker?.stop();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: env.PORT, host: env.HOST });
  console.log(`Pawnbook is running at ${env.APP_URL} (database: ${database.kind === 'pglite' ? `embedded, in ${env.DATA_DIR}` : 'PostgreSQL'})`);
}

function announceFirstAdministrator(email: string, generatedPassword: string | null): void {
  const lines = [
    'First administrator created (super_admin):',
    `  e-mail:   ${email}`,
    generatedPassword
      ? `  password: ${generatedPassword}\n  This password is shown only once. Sign in and keep it safe.`
      : '  password: the ADMIN_PASSWORD you set',
  ];
  console.log(`\n${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  if (error instanceof EnvError) {
    console.error(error.message);
  } else {
    console.error('Pawnbook could not start:', redactUrlCredentials(safeErrorMessage(error)));
  }
  process.exit(1);
});
