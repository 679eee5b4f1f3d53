// Builds the app when dist/ is missing or older than its sources, and runs the built server on a
// free port with a throw-away DATA_DIR. Everything started here is stopped by stopServer().
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((max, name) => Math.max(max, newestMtime(path.join(target, name))), stat.mtimeMs);
}

function runNpm(root, script) {
  console.log(`[bench] npm run ${script}`);
  const result = spawnSync('npm', ['run', '--silent', script], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`npm run ${script} failed with exit code ${result.status}`);
}

/** Same rule as scripts/start.mjs: rebuild a side when its output is older than any of its inputs. */
export function buildIfNeeded(root) {
  const at = (p) => path.join(root, p);
  const configTime = Math.max(...['package.json', 'package-lock.json', 'vite.config.ts', 'tsconfig.json'].map((f) => newestMtime(at(f))));
  const builtAt = (p) => (existsSync(at(p)) ? statSync(at(p)).mtimeMs : 0);
  const clientBuilt = builtAt('dist/client/index.html');
  if (clientBuilt < Math.max(configTime, newestMtime(at('client')), newestMtime(at('common')))) runNpm(root, 'build:client');
  const serverBuilt = existsSync(at('dist/server/main.mjs')) ? statSync(at('dist/server/main.mjs')).mtimeMs : 0;
  if (serverBuilt < Math.max(configTime, newestMtime(at('server')), newestMtime(at('common')))) runNpm(root, 'build:server');
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * The Node flags `npm start` gives the server (package.json's start script, `node <flags>
 * scripts/start.mjs`), so every bench measures the server as it runs in a shop.
 */
export function startNodeFlags(root) {
  const start = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts?.start ?? '';
  const match = /^node((?:\s+--\S+)*)\s+scripts\/start\.mjs$/.exec(start);
  if (!match) throw new Error(`package.json's start script is not "node [--flags] scripts/start.mjs": ${start}`);
  return match[1].trim().split(/\s+/).filter(Boolean);
}

/**
 * Starts dist/server/main.mjs with the flags of `npm start`. Returns { baseUrl, appUrl, child, dataDir, output() }.
 * `databaseUrl` (optional) makes it use PostgreSQL instead of the embedded PGlite; `nodeArgs` go
 * before the script (e.g. --cpu-prof for a profile of the server under load); `dataDir` (optional)
 * is a data folder prepared beforehand (seeded), used instead of a fresh one. `appUrl` (optional)
 * is the site's address when several instances serve one site (default: this instance's own
 * address); `env` (optional) adds or overrides variables, e.g. the APP_SECRET instances share.
 */
export async function startServer({ root, admin, databaseUrl, nodeArgs = [], timeoutMs = 90_000, dataDir: givenDataDir, appUrl: givenAppUrl, env: extraEnv = {} }) {
  const port = await freePort();
  // A caller that seeded a data folder first passes it in; it is removed by stopServer all the same.
  const dataDir = givenDataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'pawnbook-bench-')));
  const appUrl = givenAppUrl ?? `http://localhost:${port}`;
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    APP_URL: appUrl,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    LOG_LEVEL: 'warn',
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;

  const child = spawn(process.execPath, [...startNodeFlags(root), ...nodeArgs, path.join(root, 'dist/server/main.mjs')], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk) => {
    output += chunk.toString();
    if (output.length > 20_000) output = output.slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = null;
  child.once('exit', (code, signal) => (exited = { code, signal }));

  const server = { baseUrl: `http://127.0.0.1:${port}`, appUrl, port, child, dataDir, output: () => output };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited) break;
    try {
      const res = await fetch(`${server.baseUrl}/api/health`);
      if (res.ok) return server;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  await stopServer(server);
  throw new Error(
    `${exited ? `server exited (code ${exited.code}, signal ${exited.signal})` : `server not healthy after ${timeoutMs / 1000} s`}; its output:\n${output}`,
  );
}

/** A process's CPU time so far in seconds (utime + stime of /proc/<pid>/stat, Linux), or null elsewhere. */
async function cpuSeconds(pid) {
  try {
    const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // clock ticks (USER_HZ, 100 on Linux)
  } catch {
    return null;
  }
}

/**
 * Waits for the server's start-up work to end before a measurement: the daily jobs run 5 s after
 * start (server/lib/jobs.ts; on a seeded database, find-overdue opens tens of thousands of cases),
 * and load measured meanwhile shares a core with them. Returns after two quiet seconds in a row
 * (under 5% of a core), or after `timeoutMs`.
 */
export async function waitUntilSettled(server, { timeoutMs = 120_000 } = {}) {
  await sleep(6_000);
  const deadline = Date.now() + timeoutMs;
  let quiet = 0;
  while (quiet < 2 && Date.now() < deadline) {
    const before = await cpuSeconds(server.child.pid);
    await sleep(1_000);
    const after = await cpuSeconds(server.child.pid);
    if (before === null || after === null) return;
    quiet = after - before < 0.05 ? quiet + 1 : 0;
  }
  if (quiet < 2) console.warn(`[bench] the server was still busy ${timeoutMs / 1000} s after start; measuring anyway`);
}

/** A process's resident memory in MB (VmRSS of /proc/<pid>/status, Linux), or null elsewhere. */
export async function residentMb(pid) {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]);
    return Number.isFinite(kb) ? Math.round(kb / 1024) : null;
  } catch {
    return null;
  }
}

/** SIGTERM (the server closes its database cleanly), SIGKILL after 10 s; then remove the temp DATA_DIR. */
export async function stopServer(server) {
  if (!server) return;
  const { child } = server;
  if (child.exitCode === null && child.signalCode === null) {
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await gone;
    clearTimeout(timer);
  }
  await rm(server.dataDir, { recursive: true, force: true });
}
