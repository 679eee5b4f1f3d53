// npm run bench:borrowers: the staff Borrowers tab at BENCH_BORROWERS (default 100k) borrowers holding
// BENCH_APPLICATIONS (default 300k) applications and BENCH_PAYMENTS (default 300k) payments: the
// first page with its stats, a filtered page, a deep page, searches by name, e-mail, phone digits
// and ID number, the quick search of the payment form, one borrower's details and the 10-second poll
// answered 304, each as a ratio to the health route of the same server in the same run, with p50/p99.
// Then the first answer after a change (the stats are recounted once per change, not per request).
//
// Env: BENCH_BORROWERS, BENCH_APPLICATIONS, BENCH_PAYMENTS, BENCH_SECONDS (default 10 per route, in
// BENCH_ROUNDS default 2 rounds), BENCH_WARMUP_SECONDS (default 2), BENCH_CONNECTIONS (default 10),
// BENCH_DATABASE_URL (an EMPTY PostgreSQL database to seed; default embedded PGlite), BENCH_SEEDED=1
// (that database is seeded already: lib/seed.mjs), BENCH_SKIP_BUILD=1.
// --plans: the query plans of the GET routes instead of figures (lib/plans.mjs; PostgreSQL only).
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
const BORROWERS = num('BENCH_BORROWERS', 100_000);
const APPLICATIONS = num('BENCH_APPLICATIONS', 300_000);
const PAYMENTS = num('BENCH_PAYMENTS', 300_000);
const SECONDS = Math.max(1, num('BENCH_SECONDS', 10));
const ROUNDS = Math.max(1, num('BENCH_ROUNDS', 2));
const WARMUP = num('BENCH_WARMUP_SECONDS', 2);
const CONNECTIONS = Math.max(1, num('BENCH_CONNECTIONS', 10));
const AFTER_CHANGE_SAMPLES = 7;
const DATABASE_URL = process.env.BENCH_DATABASE_URL || undefined;
const ADMIN = { email: 'bench-admin@example.com', password: 'bench-password-0123456789' };
// seed-data.ts names borrower g after ID<g> and gives it the e-mail first.last.<g>@example.com.
const MIDDLE = Math.floor(BORROWERS / 2);
const MIDDLE_ID = `ID${String(MIDDLE).padStart(8, '0')}`;
const DEEP_PAGE = Math.max(1, Math.floor(BORROWERS / 50 / 2));

async function check(target, expect) {
  const res = await fetch(target.url, { headers: target.headers });
  const status = target.expectStatus ?? 200;
  if (res.status !== status) throw new Error(`${target.name} answered ${res.status}: ${await res.text()}`);
  if (status === 200 && !expect(await res.json())) throw new Error(`${target.name} answered an unexpected body`);
  return res;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Changes one borrower's credit status, then times the first list answer (which recounts the stats). */
async function firstAnswersAfterChange(server, cookie, borrowerId) {
  const times = [];
  for (let i = 0; i < AFTER_CHANGE_SAMPLES; i++) {
    const put = await fetch(`${server.baseUrl}/api/admin/borrower/${borrowerId}/credit-status`, {
      method: 'PUT',
      headers: { cookie, origin: server.appUrl, 'content-type': 'application/json' },
      body: JSON.stringify({ creditStatus: i % 2 === 0 ? 'fair' : null }),
    });
    if (put.status !== 200) throw new Error(`credit status change answered ${put.status}: ${await put.text()}`);
    const started = performance.now();
    const res = await fetch(`${server.baseUrl}/api/admin/borrowers`, { headers: { cookie } });
    if (res.status !== 200) throw new Error(`list after a change answered ${res.status}`);
    await res.json();
    times.push(performance.now() - started);
  }
  return { medianMs: Math.round(median(times)), maxMs: Math.round(Math.max(...times)) };
}

async function main() {
  if (process.env.BENCH_SKIP_BUILD !== '1') buildIfNeeded(root);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'pawnbook-bench-borrowers-'));
  const serverOptions = planServerOptions(dataDir, DATABASE_URL);
  seedData({ root, dataDir, databaseUrl: DATABASE_URL, applications: APPLICATIONS, payments: PAYMENTS, borrowers: BORROWERS });
  const server = await startServer({ root, admin: ADMIN, databaseUrl: DATABASE_URL, dataDir, ...serverOptions });
  await waitUntilSettled(server);
  let routes;
  const loads = { loadAtStart: null, loadAtEnd: null };
  let afterChange;
  let database;
  try {
    database = (await (await fetch(`${server.baseUrl}/api/health/ready`)).json()).database;
    const cookie = await signIn(server, ADMIN);
    const get = (name, pathAndQuery, { headers = {}, ...extra } = {}) => ({ name, method: 'GET', url: `${server.baseUrl}${pathAndQuery}`, headers: { cookie, ...headers }, ...extra });
    const first = await check(get('list', '/api/admin/borrowers'), (b) => b.stats.total >= BORROWERS && b.items.length > 0);
    const etag = first.headers.get('etag');
    if (!etag) throw new Error('GET /api/admin/borrowers sent no ETag');
    const byId = await (await fetch(`${server.baseUrl}/api/admin/borrowers?q=${MIDDLE_ID}`, { headers: { cookie } })).json();
    const middleId = byId.items[0]?.id;
    if (!middleId) throw new Error(`no borrower found by ${MIDDLE_ID}`);

    const targets = [
      { name: 'GET /api/health', method: 'GET', url: `${server.baseUrl}/api/health`, headers: {} },
      get('list, first page with stats', '/api/admin/borrowers'),
      get('list, good credit, first page', '/api/admin/borrowers?status=good'),
      get(`list, page ${DEEP_PAGE}`, `/api/admin/borrowers?page=${DEEP_PAGE}`),
      get('search by name', '/api/admin/borrowers?q=Marcia%20Campbell'),
      get('search by e-mail', `/api/admin/borrowers?q=.${MIDDLE}%40example.com`),
      get('search by phone digits', '/api/admin/borrowers?q=876123'),
      get('search by ID number', `/api/admin/borrowers?q=${MIDDLE_ID}`),
      get('quick search (GET /api/borrowers/search)', '/api/borrowers/search?q=Keisha%20Brown'),
      get('one borrower (details)', `/api/admin/borrowers/${middleId}`),
      get('poll, unchanged (304)', '/api/admin/borrowers', { headers: { 'if-none-match': etag }, expectStatus: 304 }),
    ];
    await check(targets[2], (b) => b.items.length > 0 && b.items.every((i) => i.creditStatus === 'good'));
    await check(targets[3], (b) => b.items.length > 0 && b.page === DEEP_PAGE);
    await check(targets[4], (b) => b.total > 0 && b.items.every((i) => i.name === 'Marcia Campbell'));
    await check(targets[5], (b) => b.total >= 1);
    await check(targets[6], (b) => b.total > 0);
    await check(targets[7], (b) => b.total === 1 && b.items[0].idNumber === MIDDLE_ID);
    await check(targets[8], (b) => Array.isArray(b) && b.length > 0);
    await check(targets[9], (b) => b.id === middleId && b.recentLoans.length > 0);
    await check(targets[10]);

    // --plans: the plans of what these routes ask the database, instead of figures (lib/plans.mjs).
    if (PLANS) return await printPlans(server, targets, DATABASE_URL);
    loads.loadAtStart = loadAverage();
    routes = await measureRoutes(targets, { connections: CONNECTIONS, seconds: SECONDS, rounds: ROUNDS, warmupSeconds: WARMUP });
    loads.loadAtEnd = loadAverage();
    afterChange = await firstAnswersAfterChange(server, cookie, middleId);
  } finally {
    await stopServer(server);
  }

  const budgets = checkBudgets(routes, [
    { route: 'list, first page with stats', p99Max: LIST_P99_MS },
    ...['search by name', 'search by e-mail', 'search by phone digits', 'search by ID number', 'quick search (GET /api/borrowers/search)'].map((route) => ({ route, p99Max: SEARCH_P99_MS })),
    { route: 'poll, unchanged (304)', ratioMin: POLL_RATIO },
  ]);
  const results = { date: new Date().toISOString(), ...loads, budgets, database, borrowers: BORROWERS, applications: APPLICATIONS, payments: PAYMENTS, connections: CONNECTIONS, seconds: SECONDS, routes, afterChange };
  await mkdir(path.join(here, 'results'), { recursive: true });
  await writeFile(path.join(here, 'results', `borrowers-${database}.json`), `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nBorrowers at ${BORROWERS} borrowers, ${APPLICATIONS} applications, ${PAYMENTS} payments (${database}, ${CONNECTIONS} connections, ${SECONDS} s per route)\n`);
  console.log(table(['route', 'req/s', 'p50 ms', 'p99 ms', 'ratio to health'], routes.map((r) => [r.route, Math.round(r.reqPerSec), r.p50Ms, r.p99Ms, fixed(r.ratioToHealth, 3)])));
  console.log(`\nfirst list answer after a change (stats recounted): median ${afterChange.medianMs} ms, max ${afterChange.maxMs} ms over ${AFTER_CHANGE_SAMPLES}`);
  reportBudgets(budgets, loads);
}

main().catch((error) => {
  console.error(`\n[bench] FAILED: ${error instanceof Error ? error.stack : error}`);
  process.exit(1);
});
