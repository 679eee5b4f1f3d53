import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APP_VERSION, buildApp } from './app';
import { embeddedDatabaseMissing, embeddedFolderOf, openDatabase, openPglite } from './db/client';
import { lockDataDir } from './db/data-dir-lock';
import { EnvError, loadEnv, type TEnv } from './env';
import { RATE_COUNTER_JOBS, startBackgroundJobs, type TJob } from './lib/jobs';
import { safeErrorMessage } from './lib/logger';
import { setPasswordHashCost } from './lib/passwords';
import { writeSystemLog } from './lib/system-log';
import { startOutboxWorker, type TOutboxWorker } from './lib/mail/outbox-worker';
import { redactUrlCredentials } from './lib/redact-credentials';
import { loadAppSecret } from './lib/secrets';
import { listenUrlOf, startupLine } from './lib/site-address';
import { AUTH_JOBS } from './modules/auth';
import { BOOKS_JOBS } from './modules/books-history';
import { COLLECTION_JOBS } from './modules/collections';
import { OBJECT_JOBS } from './modules/objects';
import { PLEDGE_JOBS } from './modules/pledges';
import { migrationSummary, restoreRunning, systemJobs } from './modules/system';
import { ensureFirstAdministrator } from './modules/users';
import { createServices } from './services';

/** Every periodic job of an instance, in one list; each takes a lease so one instance runs it at a time. */
const jobsOf = (env: TEnv): readonly TJob[] => [...AUTH_JOBS, ...RATE_COUNTER_JOBS, ...OBJECT_JOBS, ...COLLECTION_JOBS, ...PLEDGE_JOBS, ...BOOKS_JOBS, ...systemJobs(env, APP_VERSION)];

// This file runs as dist/server/main.mjs (npm start) or as server/main.ts (npm run dev); both serve dist/client.
const here = path.dirname(fileURLToPath(import.meta.url));
const projectRoot = here.endsWith(path.join('dist', 'server')) ? path.resolve(here, '..', '..') : path.resolve(here, '..');
const CLIENT_DIR = path.join(projectRoot, 'dist', 'client');

// Set for the child process that creates a new embedded database (see createEmbeddedDatabaseApart).
const CREATE_DATABASE_ENV = 'PAWNBOOK_CREATE_EMBEDDED_DATABASE';

/**
 * Creates a new embedded database (initdb and every migration) in a child process, which then
 * exits: creating it grows PGlite's WebAssembly memory and the process's C heap by 100 to 400 MB
 * that are never given back, so the server itself only ever opens an existing database and holds
 * what a start on an existing data folder holds. The child runs this same entry with the same
 * Node flags (npm start, npm run dev and dist/server/main.mjs alike); its output is the server's.
 */
async function createEmbeddedDatabaseApart(folder: string): Promise<void> {
  const child = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
    env: { ...process.env, [CREATE_DATABASE_ENV]: folder },
    stdio: 'inherit',
  });
  // Stopped meanwhile (Ctrl+C, a service manager): the child stops too, then this process.
  const forward = (signal: NodeJS.Signals) => {
    child.kill(signal);
    child.once('exit', () => process.exit(1));
  };
  process.once('SIGINT', forward);
  process.once('SIGTERM', forward);
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (exitCode, signal) => resolve(signal ? null : exitCode));
  }).finally(() => {
    process.off('SIGINT', forward);
    process.off('SIGTERM', forward);
  });
  if (code !== 0) throw new Error(`creating the embedded database in ${folder} failed (its process ended with ${code ?? 'a signal'})`);
}

async function createEmbeddedDatabaseHere(folder: string): Promise<void> {
  const database = await openPglite(folder);
  await database.close();
}

async function main(): Promise<void> {
  const env = loadEnv();
  setPasswordHashCost(env.passwordHashCost);
  if (!env.DATABASE_URL) {
    await lockDataDir(env.DATA_DIR, 'server');
    const folder = embeddedFolderOf(env.DATA_DIR);
    if (embeddedDatabaseMissing(folder)) await createEmbeddedDatabaseApart(folder);
  }
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: env.DATABASE_POOL_SIZE });
  const secret = await loadAppSecret({ appSecret: env.APP_SECRET, dataDir: env.DATA_DIR });

  const first = await ensureFirstAdministrator(database.db, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD, name: env.adminName });
  if (first.created) announceFirstAdministrator(first.email, first.generatedPassword);

  // One set of services for the app, its jobs and its e-mail worker (one object store, one outbox wiring).
  const services = createServices({ env, database, secret });
  const app = await buildApp({
    env,
    database,
    secret,
    clientDir: env.CLIENT_DIR ? path.resolve(env.CLIENT_DIR) : CLIENT_DIR,
    services,
  });
  // While a restore runs the jobs leave the data alone (they run at their next tick).
  const jobs = startBackgroundJobs({ db: database.db, objectStore: services.objectStore }, app.log, jobsOf(env), () => restoreRunning(database.db));
  // Every instance sends: SKIP LOCKED claims keep two from sending one message.
  const emailWorker: TOutboxWorker | null =
    env.EMAIL_WORKER_INTERVAL_SECONDS > 0
      ? startOutboxWorker(services.outbox, app.log, {
          intervalSeconds: env.EMAIL_WORKER_INTERVAL_SECONDS,
        })
      : null;

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await writeSystemLog(database.db, { level: 'info', event: 'app.stop', message: `Pawnbook ${APP_VERSION} stopping (${signal})` });
    jobs.stop();
    await emailWorker?.stop();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: env.PORT, host: env.HOST });
  await writeSystemLog(database.db, {
    level: 'info',
    event: 'app.start',
    message: `Pawnbook ${APP_VERSION} started on ${database.kind === 'pglite' ? 'the embedded database' : 'PostgreSQL'}; ${await migrationSummary(database.db)}`,
  });
  const databaseText = database.kind === 'pglite' ? `embedded, in ${env.DATA_DIR}` : 'PostgreSQL';
  console.log(startupLine({ appUrl: env.APP_URL, listenUrl: listenUrlOf(env.HOST, env.PORT), database: databaseText }));
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

const createOnly = process.env[CREATE_DATABASE_ENV];
(createOnly ? createEmbeddedDatabaseHere(createOnly).then(() => process.exit(0)) : main()).catch((error: unknown) => {
  if (error instanceof EnvError) {
    console.error(error.message);
  } else {
    console.error('Pawnbook could not start:', redactUrlCredentials(safeErrorMessage(error)));
  }
  process.exit(1);
});
