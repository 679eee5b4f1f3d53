// npm run bench:lists: the staff application list at BENCH_APPLICATIONS (default 100k) seeded
// applications (DESIGN section 8): first page, a deep page of one tab, searches by name, number and
// phone, the dashboard counts, and the 10-second poll that ends in 304 - each as a ratio to the
// health route of the same server in the same run, with p50/p99.
//
// Env: BENCH_APPLICATIONS, BENCH_SECONDS (default 10 per route, in BENCH_ROUNDS default 2 rounds),
// BENCH_WARMUP_SECONDS (default 2), BENCH_CONNECTIONS (default 10: a shop's staff, not a crowd),
// BENCH_DATABASE_URL (an EMPTY PostgreSQL database to seed; default embedded PGlite), BENCH_SEEDED=1
// (that database is seeded already: lib/seed.mjs), BENCH_SKIP_BUILD=1.
// --plans: instead of figures, the query plans of what each route asks the database (lib/plans.mjs;
// PostgreSQL only), e.g. BENCH_SEEDED=1 BENCH_DATABASE_URL=... npm run bench:lists -- --plans.
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
const SECONDS = Math.max(1, num('BENCH_SECONDS', 10));
const ROUNDS = Math.max(1, num('BENCH_ROUNDS', 2));
const WARMUP = num('BENCH_WARMUP_SECONDS', 2);
const CONNECTIONS = Math.max(1, num('BENCH_CONNECTIONS', 10));
const DATABASE_URL = process.env.BENCH_DATABASE_URL || undefined;
// The middle page of the Active tab (30% of the seeded loans are active, 20 to a page).
const DEEP_PAGE = Math.max(1, Math.floor((APPLICATIONS * 0.3) / 20 / 2));
// A seeded application number in the middle (seed-data.ts numbers them PL-2020-<g>).
const MIDDLE_NUMBER = `PL-2020-${String(Math.floor(APPLICATIONS / 2)).padStart(6, '0')}`;
const ADMIN = { email: 'bench-admin@example.com', password: 'bench-password-0123456789' };

/** One request first: the answer must be what the route is meant to answer, or the load means nothing. */
async function check(target, expect) {
  const res = await fetch(target.url, { headers: target.headers });
  const status = target.expectStatus ?? 200;
  if (res.status !== status) throw new Error(`${target.name} answered ${res.status}: ${await res.text()}`);
  if (status === 200 && !expect(await res.json())) throw new Error(`${target.name} answered an unexpected body`);
  return res;
}

async function main() {
  if (process.env.BENCH_SKIP_BUILD !== '1') buildIfNeeded(root);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'pawnbook-bench-lists-'));
  const serverOptions = planServerOptions(dataDir, DATABASE_URL);
  seedData({ root, dataDir, databaseUrl: DATABASE_URL, applications: APPLICATIONS });
  const server = await startServer({ root, admin: ADMIN, databaseUrl: DATABASE_URL, dataDir, ...serverOptions });
  await waitUntilSettled(server);
  let routes;
  const loads = { loadAtStart: null, loadAtEnd: null };
  let database;
  try {
    database = (await (await fetch(`${server.baseUrl}/api/health/ready`)).json()).database;
    const cookie = await signIn(server, ADMIN);
    const get = (name, pathAndQuery, { headers = {}, ...extra } = {}) => ({ name, method: 'GET', url: `${server.baseUrl}${pathAndQuery}`, headers: { cookie, ...headers }, ...extra });
    const first = await check(get('list', '/api/pawn-loans'), (b) => b.counts.all >= APPLICATIONS && b.items.length === 20);
    const etag = first.headers.get('etag');
    if (!etag) throw new Error('GET /api/pawn-loans sent no ETag');

    const targets = [
      { name: 'GET /api/health', method: 'GET', url: `${server.baseUrl}/api/health`, headers: {} },
      get('list, first page (All)', '/api/pawn-loans'),
      get(`list, Active tab, page ${DEEP_PAGE}`, `/api/pawn-loans?status=active&page=${DEEP_PAGE}`),
      get('search by name', '/api/pawn-loans?search=Marcia%20Campbell'),
      get('search by number', `/api/pawn-loans?search=${MIDDLE_NUMBER}`),
      get('search by phone digits', '/api/pawn-loans?search=876-123'),
      get('summary counts', '/api/admin/summary'),
      get('poll, unchanged (304)', '/api/pawn-loans', { headers: { 'if-none-match': etag }, expectStatus: 304 }),
    ];
    await check(targets[2], (b) => b.items.length === 20 && b.page === DEEP_PAGE);
    await check(targets[3], (b) => b.total > 0 && b.items.every((i) => i.borrowerName === 'Marcia Campbell'));
    await check(targets[4], (b) => b.total === 1 && b.items[0].applicationNumber === MIDDLE_NUMBER);
    await check(targets[5], (b) => b.total > 0);
    await check(targets[6], (b) => b.total >= APPLICATIONS);
    await check(targets[7]);

    // --plans: the plans of what these routes ask the database, instead of figures (lib/plans.mjs).
    if (PLANS) return await printPlans(server, targets, DATABASE_URL);
    loads.loadAtStart = loadAverage();
    routes = await measureRoutes(targets, { connections: CONNECTIONS, seconds: SECONDS, rounds: ROUNDS, warmupSeconds: WARMUP });
    loads.loadAtEnd = loadAverage();
  } finally {
    await stopServer(server);
  }

  const budgets = checkBudgets(routes, [
    { route: 'list, first page (All)', p99Max: LIST_P99_MS },
    ...['search by name', 'search by number', 'search by phone digits'].map((route) => ({ route, p99Max: SEARCH_P99_MS })),
    { route: 'poll, unchanged (304)', ratioMin: POLL_RATIO },
  ]);
  const results = { date: new Date().toISOString(), ...loads, budgets, database, applications: APPLICATIONS, connections: CONNECTIONS, seconds: SECONDS, routes };
  await mkdir(path.join(here, 'results'), { recursive: true });
  await writeFile(path.join(here, 'results', `staff-lists-${database}.json`), `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nStaff lists at ${APPLICATIONS} applications (${database}, ${CONNECTIONS} connections, ${SECONDS} s per route)\n`);
  console.log(table(['route', 'req/s', 'p50 ms', 'p99 ms', 'ratio to health'], routes.map((r) => [r.route, Math.round(r.reqPerSec), r.p50Ms, r.p99Ms, fixed(r.ratioToHealth, 3)])));
  reportBudgets(budgets, loads);
}

main().catch((error) => {
  console.error(`\n[bench] FAILED: ${error instanceof Error ? error.stack : error}`);
  process.exit(1);
});
