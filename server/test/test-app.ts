import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import type { TRole } from '@common/roles';
import { buildApp } from '../app';
import { openPglite, openPostgres, PGLITE_EXTENSIONS, type TDatabase } from '../db/client';
import { parseEnv } from '../env';
import type { TLogStream } from '../lib/logger';
import type { TOutboxWorkerDeps } from '../lib/mail/outbox-worker';
import { setPasswordHashCost, STANDARD_PASSWORD_HASH_COST, type TPasswordHashCost } from '../lib/passwords';
import { createServices } from '../services';
import { createLocalUser } from '../modules/users';
import { withDatabase } from './global-setup';
import { followHeardChanges } from './heard-changes';

export type TBackend = 'pglite' | 'postgres';

/** Whether this run has PostgreSQL: TEST_DATABASE_URL is set (CI sets it). */
export const HAS_POSTGRES = inject('postgresTemplate') !== null;

/** Every API file runs on PGlite, the embedded database `npm start` uses. */
export const PGLITE_ONLY: TBackend[] = ['pglite'];

/**
 * PGlite, and PostgreSQL when the run has it: for the files that test what the engines can differ
 * on (locking, concurrency, two instances, restore, extensions, search plans) and at least one file
 * per module, so each module's SQL runs on both. docs/architecture.md ("Tests on both engines")
 * says which and why; server/test/both-engines.test.ts keeps every module covered.
 */
export const BOTH_BACKENDS: TBackend[] = HAS_POSTGRES ? ['pglite', 'postgres'] : ['pglite'];

export const TEST_ORIGIN = 'http://localhost:5000';

/**
 * Test users' passwords are hashed cheaply (argon2id m=64 KiB, t=1, about a millisecond instead of
 * about 40 ms per hash or check): a file signs in a dozen users. Every file starts at this cost
 * (server/test/setup-file.ts); the sign-in and password suites pass STANDARD_HASHING to
 * createTestApp to hash and check at production strength.
 */
export const TEST_PASSWORD_HASH_COST: TPasswordHashCost = { memoryKib: 64, iterations: 1 };
const CHEAP_HASHING = {
  PASSWORD_HASH_MEMORY_KIB: String(TEST_PASSWORD_HASH_COST.memoryKib),
  PASSWORD_HASH_ITERATIONS: String(TEST_PASSWORD_HASH_COST.iterations),
};
export const STANDARD_HASHING = {
  PASSWORD_HASH_MEMORY_KIB: String(STANDARD_PASSWORD_HASH_COST.memoryKib),
  PASSWORD_HASH_ITERATIONS: String(STANDARD_PASSWORD_HASH_COST.iterations),
};

/** A fresh copy of the migrated template; `url` is the PostgreSQL address, for a second instance. */
export async function openTestDatabase(backend: TBackend): Promise<TDatabase & { url: string | null }> {
  if (backend === 'pglite') {
    const dump = await readFile(inject('pgliteTemplate'));
    const client = await PGlite.create({ loadDataDir: new Blob([dump]), extensions: PGLITE_EXTENSIONS });
    return { ...(await openPglite(client)), url: null };
  }
  const templateUrl = inject('postgresTemplate');
  if (!templateUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `pawnbook_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: withDatabase(templateUrl, 'postgres') });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${new URL(templateUrl).pathname.slice(1)}`);
  } finally {
    await admin.end();
  }
  const url = withDatabase(templateUrl, name);
  const database = await openPostgres(url, 5);
  return {
    ...database,
    url,
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: withDatabase(templateUrl, 'postgres') });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`).finally(() => cleanup.end());
    },
  };
}

export type TTestApp = {
  app: FastifyInstance;
  database: TDatabase & { url: string | null };
  /** The app secret (a second instance on the same database gets the same one, as in production). */
  secret: Buffer;
  /** inject() with the same-origin header a browser would send, once the app has heard what the test committed before it. */
  request: (options: InjectOptions & { cookie?: string }) => Promise<LightMyRequestResponse>;
  createUser: (role: TRole, overrides?: { email?: string; password?: string; isActive?: boolean }) => Promise<{ id: string; email: string; password: string }>;
  signIn: (email: string, password: string) => Promise<string>;
  /** What main.ts hands the e-mail worker: this app's database, secret, file storage and renderers. */
  outboxWorker: TOutboxWorkerDeps;
  close: () => Promise<void>;
};

export async function createTestApp(
  backend: TBackend,
  envOverrides: Record<string, string> = {},
  options: { clientDir?: string; logStream?: TLogStream; sameDatabaseAs?: TTestApp } = {},
): Promise<TTestApp> {
  // Each request first waits until the app has heard what the test committed before it (heard-changes.ts).
  const { database, caughtUp } = followHeardChanges(options.sameDatabaseAs ? await openSecondInstance(options.sameDatabaseAs) : await openTestDatabase(backend));
  const env = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: options.logStream ? 'info' : 'silent',
    DATA_DIR: path.join(os.tmpdir(), `pawnbook-test-${randomBytes(4).toString('hex')}`),
    APP_URL: TEST_ORIGIN,
    // A suite that runs as development or production gets production's cost, as parseEnv insists.
    ...(envOverrides.NODE_ENV && envOverrides.NODE_ENV !== 'test' ? {} : CHEAP_HASHING),
    ...envOverrides,
  });
  // As main.ts does at start; the worker's next file starts at the test cost again (setup-file.ts).
  setPasswordHashCost(env.passwordHashCost);
  const secret = options.sameDatabaseAs?.secret ?? randomBytes(32);
  // Wired as main.ts wires them, so a pass sends the real receipt PDF.
  const services = createServices({ env, database, secret });
  // Silent unless a test reads the log lines (then at envOverrides.LOG_LEVEL, default info).
  const logging = options.logStream ? { logger: true, logStream: options.logStream } : { logger: false };
  const app = await buildApp({ env, database, secret, clientDir: options.clientDir ?? null, ...logging, services });
  await app.ready();

  const request: TTestApp['request'] = async ({ cookie, headers, ...options }) => {
    await caughtUp();
    return app.inject({
      ...options,
      headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}), ...headers },
    });
  };

  let counter = 0;
  const createUser: TTestApp['createUser'] = async (role, overrides = {}) => {
    counter += 1;
    const email = overrides.email ?? `${role}.${counter}.${randomBytes(3).toString('hex')}@example.com`;
    const password = overrides.password ?? `pw-${randomBytes(8).toString('hex')}`;
    const user = await createLocalUser(database.db, { email, password, role, firstName: 'Test', lastName: role });
    if (overrides.isActive === false) {
      const { setUserActive } = await import('./test-db');
      await setUserActive(database.db, user.id, false);
    }
    return { id: user.id, email, password };
  };

  const signIn: TTestApp['signIn'] = async (email, password) => {
    const res = await request({ method: 'POST', url: '/api/auth/local-login', payload: { email, password } });
    if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
    return cookieFrom(res);
  };

  return {
    app,
    database,
    secret,
    request,
    createUser,
    signIn,
    outboxWorker: services.outbox,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/**
 * Another connection pool to the PostgreSQL database of an app already open, as a second app
 * instance has. Closing it leaves the database to the first app, so close this one first.
 */
async function openSecondInstance(first: TTestApp): Promise<TDatabase & { url: string | null }> {
  const { url } = first.database;
  if (!url) throw new Error('a second instance needs PostgreSQL: PGlite is one process\'s database');
  return { ...(await openPostgres(url, 5)), url };
}

/** The session cookie from a response, as "name=value" for the next request. */
export function cookieFrom(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name.endsWith('pawnbook_sid'));
  if (!cookie) throw new Error('no session cookie in response');
  return `${cookie.name}=${cookie.value}`;
}
