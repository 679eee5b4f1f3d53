// npm run bench:collections: the Debt collection tab at scale (issue budget: the list's first page
// and the statistics at 10k+ open cases over 100k loans, p99 <= 25 ms at 10 connections; find-overdue
// timed). Seeds BENCH_APPLICATIONS (default 100k) applications and BENCH_PAYMENTS (default 300k)
// payments with bench/seed-data.ts, their schedules and the first find-overdue with
// bench/collections-seed.ts (timed there, before the server starts, so the server's own daily job
// cannot run it first), then measures against the built server, as ratios to the health route.
//
// Env: as bench/staff-lists.mjs (BENCH_SECONDS, BENCH_ROUNDS, BENCH_WARMUP_SECONDS,
// BENCH_CONNECTIONS default 10, BENCH_DATABASE_URL, BENCH_SKIP_BUILD, BENCH_SEEDED: see lib/seed.mjs;
// on a database whose cases an earlier run opened, find-overdue opens nothing: it times the daily job's repeat).
// --plans: the query plans of the GET routes instead of figures (lib/plans.mjs; PostgreSQL only).
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkBudgets, LIST_P99_MS, loadAverage, POLL_RATIO, reportBudgets, SEARCH_P99_MS } from './lib/budgets.mjs';
import { measureRoutes } from './lib/load.mjs';
import { PLANS, planServerOptions, printPlans } from './lib/plans.mjs';
import { fixed, table } from './lib/report.mjs';
import { seedData, signIn } from './lib/seed.mjs';
import { buildIfNeeded, startServer, stopServer, waitUntilSettled } from './lib/server.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const num = (name, fallback) => (process.env[name] ? Number(process.env[name]) : fallback);
const APPLICATIONS = num('BENCH_APPLICATIONS', 100_000);
const PAYMENTS = num('BENCH_PAYMENTS', 300_000);
const SECONDS = Math.max(1, num('BENCH_SECONDS', 10));
const ROUNDS = Math.max(1, num('BENCH_ROUNDS', 2));
const WARMUP = num('BENCH_WARMUP_SECONDS', 2);
const CONNECTIONS = Math.max(1, num('BENCH_CONNECTIONS', 10));
const DATABASE_URL = process.env.BENCH_DATABASE_URL || undefined;
const ADMIN = { email: 'bench-admin@example.com', password: 'bench-password-0123456789' };

async function check(target, expect) {
  const res = await fetch(target.url, { method: target.method, headers: target.headers });
  const status = target.expectStatus ?? 200;
  if (res.status !== status) throw new Error(`${target.name} answered ${res.status}: ${await res.text()}`);
  if (status === 200 && !expect(await res.json())) throw new Error(`${target.name} answered an unexpected body`);
  return res;
}

function seedCollections(dataDir) {
  const env = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  if (DATABASE_URL) env.DATABASE_URL = DATABASE_URL;
  const result = spawnSync('npx', ['tsx', path.join(root, 'bench', 'collections-seed.ts')], { cwd: root, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  if (result.status !== 0) throw new Error(`collections seeding failed (exit ${result.status ?? result.signal})`);
  const line = result.stdout.trim().split('\n').at(-1);
  return JSON.parse(line);
}

async function main() {
  if (process.env.BENCH_SKIP_BUILD !== '1') buildIfNeeded(root);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'pawnbook-bench-collections-'));
  const serverOptions = planServerOptions(dataDir, DATABASE_URL);
  seedData({ root, dataDir, databaseUrl: DATABASE_URL, applications: APPLICATIONS, payments: PAYMENTS });
  const seeded = seedCollections(dataDir);
  console.log(`[bench] find-overdue opened ${seeded.created} cases in ${seeded.findOverdueMs} ms (again: ${seeded.secondRunMs} ms)`);
  const server = await startServer({ root, admin: ADMIN, databaseUrl: DATABASE_URL, dataDir, ...serverOptions });
  await waitUntilSettled(server);
  let routes;
  const loads = { loadAtStart: null, loadAtEnd: null };
  let database;
  let httpFindOverdueMs;
  try {
    database = (await (await fetch(`${server.baseUrl}/api/health/ready`)).json()).database;
    const cookie = await signIn(server, ADMIN);
    const get = (name, pathAndQuery, { headers = {}, ...extra } = {}) => ({ name, method: 'GET', url: `${server.baseUrl}${pathAndQuery}`, headers: { cookie, ...headers }, ...extra });
    // Find-overdue through the API once all are open (the daily job's repeat: nothing to open). Before
    // the ETag is read: even a statement that changes no case moves the cases' change counter.
    const t0 = performance.now();
    const again = await fetch(`${server.baseUrl}/api/collections/find-overdue`, { method: 'POST', headers: { cookie, origin: server.appUrl } });
    if (again.status !== 200) throw new Error(`find-overdue answered ${again.status}: ${await again.text()}`);
    httpFindOverdueMs = Math.round(performance.now() - t0);
    const first = await check(get('list', '/api/collections'), (b) => b.total >= seeded.open && b.items.length === 50);
    const etag = first.headers.get('etag');
    if (!etag) throw new Error('GET /api/collections sent no ETag');
    const targets = [
      { name: 'GET /api/health', method: 'GET', url: `${server.baseUrl}/api/health`, headers: {} },
      get('list, first page', '/api/collections'),
      get('list, pending + urgent', '/api/collections?status=pending&priority=urgent'),
      // seed-data.ts makes every 400th loan Omar Brown's, active: some are overdue.
      get('list, search by name', '/api/collections?q=Omar%20Brown'),
      get('list, search by phone digits', '/api/collections?q=876-123'),
      get('statistics', '/api/collections/statistics'),
      get('poll, unchanged (304)', '/api/collections', { headers: { 'if-none-match': etag }, expectStatus: 304 }),
    ];
    await check(targets[3], (b) => b.total > 0 && b.items.every((i) => i.borrowerName === 'Omar Brown'));
    await check(targets[5], (b) => b.overdueLoans > 0 && b.buckets.length === 4);
    await check(targets[6]);

    // --plans: the plans of what these routes ask the database, instead of figures (lib/plans.mjs).
    if (PLANS) return await printPlans(server, targets, DATABASE_URL);
    loads.loadAtStart = loadAverage();
    routes = await measureRoutes(targets, { connections: CONNECTIONS, seconds: SECONDS, rounds: ROUNDS, warmupSeconds: WARMUP });
    loads.loadAtEnd = loadAverage();
  } finally {
    await stopServer(server);
  }

  const budgets = checkBudgets(routes, [
    { route: 'list, first page', p99Max: LIST_P99_MS },
    { route: 'list, search by name', p99Max: SEARCH_P99_MS },
    { route: 'list, search by phone digits', p99Max: SEARCH_P99_MS },
    { route: 'poll, unchanged (304)', ratioMin: POLL_RATIO },
  ]);
  const results = { date: new Date().toISOString(), ...loads, budgets, database, applications: APPLICATIONS, payments: PAYMENTS, connections: CONNECTIONS, seconds: SECONDS, seeded, httpFindOverdueMs, routes };
  await mkdir(path.join(here, 'results'), { recursive: true });
  await writeFile(path.join(here, 'results', `collections-${database}.json`), `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nCollections at ${seeded.loans} loans, ${seeded.open} open cases (${database}, ${CONNECTIONS} connections, ${SECONDS} s per route)\n`);
  console.log(`find-overdue: ${seeded.findOverdueMs} ms opening ${seeded.created} cases; ${seeded.secondRunMs} ms when all are open; ${httpFindOverdueMs} ms through the API\n`);
  console.log(table(['route', 'req/s', 'p50 ms', 'p99 ms', 'ratio to health'], routes.map((r) => [r.route, Math.round(r.reqPerSec), r.p50Ms, r.p99Ms, fixed(r.ratioToHealth, 3)])));
  reportBudgets(budgets, loads);
}

main().catch((error) => {
  console.error(`\n[bench] FAILED: ${error instanceof Error ? error.stack : error}`);
  process.exit(1);
});
