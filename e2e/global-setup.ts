import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, readdirSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startOidcTestProvider } from '../server/test/oidc-test-provider';
import { isChromiumAvailable, isCi, MISSING_CHROMIUM_MESSAGE } from './support/chromium';
import type { TE2eOidc, TE2eUser } from './support/users';

declare module 'vitest' {
  // Module augmentation only works with interface declarations.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    e2eBaseUrl: string;
    e2eAdmin: TE2eUser;
    e2eBorrower: TE2eUser;
    e2eLoanOfficer: TE2eUser;
    e2eAdminUser: TE2eUser;
    e2eOidc: TE2eOidc;
    e2eItUser: TE2eUser;
  }
}

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SERVER_LOG = path.join(ROOT, '.tmp', 'e2e-server.log');
const START_TIMEOUT_MS = 90_000;

// Known accounts. The server only creates its first administrator on an empty database, and the
// user:create command cannot run while the server holds the PGlite folder, so every account is
// made with the real command before the server starts.
const ADMIN: TE2eUser = {
  email: 'admin@e2e.pawnbook.test',
  password: 'e2e-admin-Password-1',
  firstName: 'System',
  lastName: 'Administrator',
  role: 'super_admin',
};
const BORROWER: TE2eUser = {
  email: 'borrower@e2e.pawnbook.test',
  password: 'e2e-borrower-Password-1',
  firstName: 'Keisha',
  lastName: 'Brown',
  role: 'borrower',
};

const LOAN_OFFICER: TE2eUser = {
  email: 'officer@e2e.pawnbook.test',
  password: 'e2e-officer-Password-1',
  firstName: 'Lena',
  lastName: 'Officer',
  role: 'loan_officer',
};
const ADMIN_USER: TE2eUser = {
  email: 'manager@e2e.pawnbook.test',
  password: 'e2e-manager-Password-1',
  firstName: 'Marlon',
  lastName: 'Manager',
  role: 'admin',
};

// The external provider (oidc-provider on a loopback port) and the people it knows. Its login
// page takes the login name as the account (`sub`) and any password.
const OIDC: TE2eOidc = {
  providerName: 'Test ID',
  borrower: { login: 'e2e-oidc-borrower', email: 'nadia.reid@e2e.pawnbook.test', firstName: 'Nadia' },
  // Same e-mail as the local borrower account: the provider must never take it over.
  takeoverLogin: 'e2e-oidc-takeover',
};

// The it role: System Admin and Profile only, personal data masked (DESIGN decision 1).
const IT_USER: TE2eUser = {
  email: 'it@e2e.pawnbook.test',
  password: 'e2e-it-Password-1',
  firstName: 'Ivan',
  lastName: 'Tech',
  role: 'it',
};

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((max, name) => Math.max(max, newestMtime(path.join(target, name))), stat.mtimeMs);
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): void {
  const result = spawnSync(command, args, { cwd: ROOT, env, encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(
      `[e2e] ${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal}):\n${result.stdout}\n${result.stderr}`,
    );
  }
}

/** Rebuilds whatever part of dist/ is missing or older than its sources (same rule as npm start). */
function buildIfStale(): void {
  const config = Math.max(...['package.json', 'package-lock.json', 'vite.config.ts', 'tsconfig.json'].map((f) => newestMtime(path.join(ROOT, f))));
  const common = newestMtime(path.join(ROOT, 'common'));
  const clientIndex = path.join(ROOT, 'dist/client/index.html');
  const serverMain = path.join(ROOT, 'dist/server/main.mjs');
  const clientBuilt = existsSync(clientIndex) ? statSync(clientIndex).mtimeMs : 0;
  const serverBuilt = existsSync(serverMain) ? statSync(serverMain).mtimeMs : 0;
  // Vitest sets NODE_ENV=test; a build inheriting it bundles React's development build, which
  // would then be what `npm start` serves. The journeys test the production build.
  const buildEnv = { ...process.env, NODE_ENV: 'production' };
  if (clientBuilt < Math.max(config, common, newestMtime(path.join(ROOT, 'client')))) {
    console.log('[e2e] building the client (dist/client is missing or stale)...');
    run('npm', ['run', '--silent', 'build:client'], buildEnv);
  }
  if (serverBuilt < Math.max(config, common, newestMtime(path.join(ROOT, 'server')))) {
    console.log('[e2e] building the server (dist/server is missing or stale)...');
    run(process.execPath, ['scripts/build-server.mjs'], buildEnv);
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function serverEnv(dataDir: string, port: number): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    DATA_DIR: dataDir,
    APP_URL: `http://localhost:${port}`,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
  };
}

function createUser(env: NodeJS.ProcessEnv, user: TE2eUser): void {
  run(
    'npx',
    ['tsx', 'server/cli/user-create.ts', '--email', user.email, '--role', user.role, '--password', user.password,
      '--first-name', user.firstName, '--last-name', user.lastName],
    env,
  );
}

async function waitForHealth(baseUrl: string, server: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw new Error(`[e2e] the server exited (${server.exitCode ?? server.signalCode}) before it was ready:\n${output()}`);
    }
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`[e2e] the server did not answer ${baseUrl}/api/health within ${START_TIMEOUT_MS / 1000} s:\n${output()}`);
}

function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => server.kill('SIGKILL'), 10_000);
    server.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    server.kill('SIGTERM');
  });
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!isChromiumAvailable()) {
    // The config skips the journeys on a developer machine; reaching this point means CI=true.
    throw new Error(`[e2e] ${MISSING_CHROMIUM_MESSAGE} CI=${isCi() ? 'true' : 'unset'}: the e2e journeys cannot be skipped.`);
  }

  buildIfStale();

  await mkdir(path.dirname(SERVER_LOG), { recursive: true });
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'pawnbook-e2e-'));
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const provider = await startOidcTestProvider({ appUrl: baseUrl });
  provider.setAccount(OIDC.borrower.login, { email: OIDC.borrower.email, email_verified: true, given_name: OIDC.borrower.firstName, family_name: 'Reid' });
  provider.setAccount(OIDC.takeoverLogin, { email: BORROWER.email, email_verified: true, given_name: 'Not', family_name: 'Keisha' });
  const env = { ...serverEnv(dataDir, port), ...provider.env, OIDC_PROVIDER_NAME: OIDC.providerName };

  try {
    for (const user of [ADMIN, BORROWER, LOAN_OFFICER, ADMIN_USER, IT_USER]) createUser(env, user);
  } catch (error) {
    await provider.close();
    throw error;
  }

  const server = spawn(process.execPath, ['dist/server/main.mjs'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const log = createWriteStream(SERVER_LOG);
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    log.write(chunk);
  };
  server.stdout?.on('data', collect);
  server.stderr?.on('data', collect);

  const teardown = async () => {
    await stopServer(server);
    await provider.close();
    log.end();
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseUrl, server, () => output);
  } catch (error) {
    await teardown();
    throw error;
  }

  project.provide('e2eBaseUrl', baseUrl);
  project.provide('e2eAdmin', ADMIN);
  project.provide('e2eBorrower', BORROWER);
  project.provide('e2eLoanOfficer', LOAN_OFFICER);
  project.provide('e2eAdminUser', ADMIN_USER);
  project.provide('e2eOidc', OIDC);
  project.provide('e2eItUser', IT_USER);
  return teardown;
}
