// npm run bench:backup: System Admin's backup and restore at scale (issue budget: 100k applications
// + 300k payments on PostgreSQL; backup <= 10 s with server RSS <= 300 MB; restore <= 60 s).
// Seeds a database of its own (pawnbook_bench_backup_<pid> on BENCH_PG_URL, dropped afterwards),
// then: POST /api/system/backup read to the end, POST /api/system/restore of that file (multipart,
// streamed from disk), each timed, while the server's resident memory is sampled from /proc every
// 50 ms. Checks that the restore gave back the same row counts. Beside the seconds it reports the
// CPU seconds each step took in the server and (PostgreSQL) in the database's connections: on a
// busy machine those move less than the wall time, and say which side a change made cheaper.
//
// Env: BENCH_APPLICATIONS (100,000), BENCH_PAYMENTS (300,000), BENCH_PG_URL
// (postgres://postgres@127.0.0.1:5432/postgres), BENCH_DATABASE_URL (an EMPTY database to use
// instead; kept), BENCH_EMBEDDED=1 (PGlite instead of PostgreSQL), BENCH_SKIP_BUILD=1.
import { createReadStream, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { table } from './lib/report.mjs';
import { seedData, signIn } from './lib/seed.mjs';
import { buildIfNeeded, startServer, stopServer, waitUntilSettled } from './lib/server.mjs';
import { createDatabase, databaseUrlFor, dropDatabase, withClient } from './lib/two-instances-checks.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const num = (name, fallback) => (process.env[name] ? Number(process.env[name]) : fallback);
const APPLICATIONS = num('BENCH_APPLICATIONS', 100_000);
const PAYMENTS = num('BENCH_PAYMENTS', 300_000);
const PG_URL = process.env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const GIVEN_DATABASE_URL = process.env.BENCH_DATABASE_URL || undefined;
const EMBEDDED = process.env.BENCH_EMBEDDED === '1';
const ADMIN = { email: 'bench-admin@example.com', password: 'bench-password-0123456789' };

/** Resident memory of a process in bytes, from /proc (Linux). */
function rssOf(pid) {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** Samples a process's RSS every 50 ms until stopped; answers the peak. */
function sampleRss(pid) {
  let peak = rssOf(pid);
  const timer = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 50);
  return () => {
    clearInterval(timer);
    return Math.max(peak, rssOf(pid));
  };
}

/** Extra node flags for the server (BENCH_SERVER_NODE_ARGS), e.g. --heap-prof to see what the peak holds. */
const SERVER_NODE_ARGS = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);

/** CPU seconds of a process so far (utime + stime from /proc, Linux; 0 elsewhere). */
function cpuOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/**
 * CPU seconds used so far by the PostgreSQL backends connected to the bench's database (null with
 * PGlite): backends that end during a step take their seconds with them, so this is a lower bound.
 */
async function databaseCpu(databaseUrl) {
  if (!databaseUrl) return null;
  return withClient(databaseUrl, async (c) => {
    const { rows } = await c.query('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
    return new Map(rows.map((row) => [row.pid, cpuOf(row.pid)]));
  });
}

/** CPU seconds between two databaseCpu samples (a backend that appeared in between counts from 0). */
function cpuBetween(before, after) {
  if (!before || !after) return null;
  let total = 0;
  for (const [pid, seconds] of after) total += seconds - (before.get(pid) ?? 0);
  return total;
}

/**
 * POSTs a file as multipart/form-data (field "backup", as the System Admin page sends it), streamed
 * from disk, and answers { status, body }. node:http rather than fetch: fetch gives up on an answer
 * that takes over 300 s to start, which a restore on a busy machine can.
 */
async function postFile(url, headers, file) {
  const boundary = `----pawnbookbench${process.pid}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="backup"; filename="backup.json"\r\nContent-Type: application/json\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const { size } = await stat(file);
  return new Promise((resolve, reject) => {
    const req = http.request(url, {
      method: 'POST',
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(head.length + size + tail.length) },
    });
    req.on('error', reject);
    req.on('response', (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.write(head);
    const body = createReadStream(file);
    body.on('error', reject);
    body.on('end', () => req.end(tail));
    body.pipe(req, { end: false });
  });
}

const MB = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const cpuText = ({ server, database }) => `${server.toFixed(1)} / ${database === null ? '-' : database.toFixed(1)}`;
const loadAverage = () => os.loadavg()[0].toFixed(2);

async function counts(databaseUrl) {
  if (!databaseUrl) return null;
  return withClient(databaseUrl, async (c) => {
    const { rows } = await c.query(`select (select count(*) from pawn_loan_applications)::int as applications, (select count(*) from payments)::int as payments,
      (select coalesce(sum(payment_amount), 0)::text from payments) as paid`);
    return rows[0];
  });
}

async function main() {
  if (process.env.BENCH_SKIP_BUILD !== '1') buildIfNeeded(root);
  const databaseName = `pawnbook_bench_backup_${process.pid}`;
  const databaseUrl = EMBEDDED ? undefined : (GIVEN_DATABASE_URL ?? databaseUrlFor(PG_URL, databaseName));
  if (!EMBEDDED && !GIVEN_DATABASE_URL) await createDatabase(PG_URL, databaseName);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'pawnbook-bench-backup-'));
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'pawnbook-bench-backup-file-'));
  let server;
  let results;
  try {
    seedData({ root, dataDir, databaseUrl, applications: APPLICATIONS, payments: PAYMENTS });
    server = await startServer({ root, admin: ADMIN, databaseUrl, dataDir, nodeArgs: SERVER_NODE_ARGS });
    const cookie = await signIn(server, ADMIN);
    // The start-up jobs (find-overdue, reminders) write to the tables a restore empties: a restore
    // started beside them waits for them, or answers 409 (try again) when they hold its tables.
    await waitUntilSettled(server);
    const headers = { cookie, origin: server.appUrl };
    const before = await counts(databaseUrl);
    const loadBefore = loadAverage();
    const idleRss = rssOf(server.child.pid);

    console.log('[bench] POST /api/system/backup');
    let stopRss = sampleRss(server.child.pid);
    let serverCpu = cpuOf(server.child.pid);
    let dbCpu = await databaseCpu(databaseUrl);
    let started = performance.now();
    const res = await fetch(`${server.baseUrl}/api/system/backup`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: '{}' });
    if (res.status !== 200) throw new Error(`backup answered ${res.status}: ${await res.text()}`);
    const file = path.join(workDir, 'backup.json');
    await writeFile(file, res.body);
    const backupSeconds = (performance.now() - started) / 1000;
    const backupPeakRss = stopRss();
    const backupServerCpu = cpuOf(server.child.pid) - serverCpu;
    const backupDatabaseCpu = cpuBetween(dbCpu, await databaseCpu(databaseUrl));
    const { size } = await stat(file);

    console.log('[bench] POST /api/system/restore');
    stopRss = sampleRss(server.child.pid);
    serverCpu = cpuOf(server.child.pid);
    dbCpu = await databaseCpu(databaseUrl);
    started = performance.now();
    const restored = await postFile(`${server.baseUrl}/api/system/restore`, headers, file);
    const restoreBody = restored.body;
    const restoreSeconds = (performance.now() - started) / 1000;
    const restorePeakRss = stopRss();
    const restoreServerCpu = cpuOf(server.child.pid) - serverCpu;
    const restoreDatabaseCpu = cpuBetween(dbCpu, await databaseCpu(databaseUrl));
    if (restored.status !== 200) throw new Error(`restore answered ${restored.status}: ${restoreBody}`);
    const after = await counts(databaseUrl);
    if (before && JSON.stringify(before) !== JSON.stringify(after)) throw new Error(`restore changed the data: ${JSON.stringify(before)} -> ${JSON.stringify(after)}`);

    results = {
      date: new Date().toISOString(),
      database: EMBEDDED ? 'pglite' : 'postgres',
      applications: APPLICATIONS,
      payments: PAYMENTS,
      fileBytes: size,
      rows: JSON.parse(restoreBody).restoredRows,
      backupSeconds,
      backupPeakRssBytes: backupPeakRss,
      backupCpuSeconds: { server: backupServerCpu, database: backupDatabaseCpu },
      restoreSeconds,
      restorePeakRssBytes: restorePeakRss,
      restoreCpuSeconds: { server: restoreServerCpu, database: restoreDatabaseCpu },
      idleRssBytes: idleRss,
      loadAverage: { before: loadBefore, after: loadAverage() },
      counts: after,
    };
  } finally {
    await stopServer(server).catch(() => undefined);
    await rm(workDir, { recursive: true, force: true });
    if (!EMBEDDED && !GIVEN_DATABASE_URL) await dropDatabase(PG_URL, databaseName).catch((e) => console.error(`[bench] could not drop ${databaseName}: ${e.message}`));
  }
  await mkdir(path.join(here, 'results'), { recursive: true });
  await writeFile(path.join(here, 'results', `backup-${results.database}.json`), `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nBackup and restore at ${APPLICATIONS} applications + ${PAYMENTS} payments (${results.database}; ${results.rows} rows, file ${MB(results.fileBytes)}; load ${results.loadAverage.before} -> ${results.loadAverage.after})\n`);
  console.log(
    table(
      ['step', 'seconds', 'CPU s server / database', 'peak server RSS', 'budget'],
      [
        ['backup (POST /api/system/backup, read to the end)', results.backupSeconds.toFixed(1), cpuText(results.backupCpuSeconds), MB(results.backupPeakRssBytes), '<= 10 s, <= 300 MB'],
        ['restore (POST /api/system/restore, validate + pre-restore backup + replace)', results.restoreSeconds.toFixed(1), cpuText(results.restoreCpuSeconds), MB(results.restorePeakRssBytes), '<= 60 s'],
      ],
    ),
  );
  console.log(`(server RSS when idle after seeding: ${MB(results.idleRssBytes)})`);
}

main().catch((error) => {
  console.error(`\n[bench] FAILED: ${error instanceof Error ? error.stack : error}`);
  process.exit(1);
});
