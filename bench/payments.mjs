// npm run bench:payments: money at scale (DESIGN section 8: payments and statistics budgets). Seeds BENCH_APPLICATIONS
// (default 100k) applications and BENCH_PAYMENTS (default 300k) payments, then measures against the
// health route of the same server in the same run:
// - POST /api/payments under load, every idempotency key sent twice (the second often at the same
//   moment): p50/p99, and afterwards exactly one payment per key and unique receipt numbers;
// - GET /api/payments/statistics (unchanged: served from what the server remembers) and the 304
//   poll of GET /api/payments; and the statistics right after a payment, BENCH_CONNECTIONS calls at once.
// - GET /api/payments, its first page and searches by name and receipt number.
// Env: as bench/staff-lists.mjs (BENCH_SECONDS, BENCH_ROUNDS, BENCH_WARMUP_SECONDS,
// BENCH_CONNECTIONS default 10, BENCH_DATABASE_URL, BENCH_SEEDED, BENCH_SKIP_BUILD) plus BENCH_COLD_SAMPLES (default 20).
// --plans: the query plans of the GET routes instead of figures (lib/plans.mjs; PostgreSQL only).
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { checkBudgets, LIST_P99_MS, loadAverage, POLL_RATIO, reportBudgets, SEARCH_P99_MS, STATISTICS_AFTER_CHANGE_P99_MS } from './lib/budgets.mjs';
import { measure, warmUp } from './lib/load.mjs';
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
const COLD_SAMPLES = Math.max(1, num('BENCH_COLD_SAMPLES', 20));
const DATABASE_URL = process.env.BENCH_DATABASE_URL || undefined;
const ADMIN = { email: 'bench-admin@example.com', password: 'bench-password-0123456789' };

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

/** Active loans to pay, through the dialog's own search (names repeat, so a few searches give many loans). */
async function payableLoans(server, cookie) {
  const ids = new Set();
  for (const name of ['Marcia', 'Devon', 'Keisha', 'Andre', 'Shanice', 'Omar', 'Tanya', 'Rohan']) {
    const res = await fetch(`${server.baseUrl}/api/payments/loans?search=${name}&limit=50`, { headers: { cookie } });
    if (res.status !== 200) throw new Error(`loan search answered ${res.status}: ${await res.text()}`);
    for (const loan of (await res.json()).loans) if (loan.status === 'active') ids.add(loan.id);
  }
  if (ids.size === 0) throw new Error('no active loans found to pay');
  return [...ids];
}

/** POST /api/payments for SECONDS: J$1.00 on a random active loan, each key used by two requests in a row. */
function recordUnderLoad(server, cookie, loans) {
  const accepted = new Map(); // idempotency key -> receipt numbers answered for it
  const statuses = {};
  let sent = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${server.baseUrl}/api/payments`,
        connections: CONNECTIONS,
        duration: SECONDS,
        timeout: 30,
        requests: [
          {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: server.appUrl, cookie },
            // One request at a time per connection, so the connection's context names the key of its answer.
            setupRequest: (req, context) => {
              // Two requests per key, on whichever connections pick them up: often at the same moment.
              const key = `bench-${Math.floor(sent / 2)}-${KEY_RUN}`;
              sent += 1;
              context.key = key;
              const loan = loans[Math.floor(Math.random() * loans.length)];
              return { ...req, body: JSON.stringify({ loanApplicationId: pairLoan(key, loan), paymentAmount: '1.00', paymentMethod: 'cash', idempotencyKey: key }) };
            },
            onResponse: (status, body, context) => {
              statuses[status] = (statuses[status] ?? 0) + 1;
              if (status === 200 || status === 201) {
                if (!accepted.has(context.key)) accepted.set(context.key, new Set());
                accepted.get(context.key).add(JSON.parse(body).receiptNumber);
              }
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve({ result, accepted, statuses })),
    );
  });
}

// Both requests of a key must name the same loan (the server refuses a reused key for another payment).
const KEY_RUN = randomUUID().slice(0, 8);
const loanOfKey = new Map();
function pairLoan(key, loan) {
  if (!loanOfKey.has(key)) loanOfKey.set(key, loan);
  return loanOfKey.get(key);
}

async function main() {
  if (process.env.BENCH_SKIP_BUILD !== '1') buildIfNeeded(root);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'pawnbook-bench-payments-'));
  const serverOptions = planServerOptions(dataDir, DATABASE_URL);
  seedData({ root, dataDir, databaseUrl: DATABASE_URL, applications: APPLICATIONS, payments: PAYMENTS });
  const server = await startServer({ root, admin: ADMIN, databaseUrl: DATABASE_URL, dataDir, ...serverOptions });
  await waitUntilSettled(server);
  const report = { date: new Date().toISOString(), applications: APPLICATIONS, payments: PAYMENTS, connections: CONNECTIONS, seconds: SECONDS };
  try {
    report.database = (await (await fetch(`${server.baseUrl}/api/health/ready`)).json()).database;
    const cookie = await signIn(server, ADMIN);
    const get = (name, pathAndQuery, { headers = {}, ...extra } = {}) => ({ name, method: 'GET', url: `${server.baseUrl}${pathAndQuery}`, headers: { cookie, ...headers }, ...extra });

    const stats = await (await fetch(`${server.baseUrl}/api/payments/statistics`, { headers: { cookie } })).json();
    if (stats.transactionCount < PAYMENTS) throw new Error(`statistics count ${stats.transactionCount} payments, expected ${PAYMENTS}`);
    const list = await fetch(`${server.baseUrl}/api/payments`, { headers: { cookie } });
    const etag = list.headers.get('etag');
    if (list.status !== 200 || !etag) throw new Error(`GET /api/payments answered ${list.status} without an ETag`);

    const targets = [
      { name: 'GET /api/health', method: 'GET', url: `${server.baseUrl}/api/health`, headers: {} },
      get('payments list, first page', '/api/payments'),
      // seed-data.ts makes every 400th loan Omar Brown's, active: the oldest of them have payments.
      get('payments list, search by name', '/api/payments?search=Omar%20Brown'),
      get('payments list, search by receipt number', '/api/payments?search=RCT-2020-000150'),
      get('payments list poll, unchanged (304)', '/api/payments', { headers: { 'if-none-match': etag }, expectStatus: 304 }),
      get('statistics, unchanged', '/api/payments/statistics'),
    ];
    const byName = await (await fetch(targets[2].url, { headers: targets[2].headers })).json();
    if (!(byName.total > 0 && byName.items.every((p) => p.borrowerName === 'Omar Brown'))) throw new Error(`payments search by name answered ${JSON.stringify(byName).slice(0, 200)}`);
    const byReceipt = await (await fetch(targets[3].url, { headers: targets[3].headers })).json();
    if (byReceipt.total !== 1) throw new Error(`payments search by receipt number found ${byReceipt.total}`);
    // --plans: the plans of what these routes ask the database, instead of figures (lib/plans.mjs).
    if (PLANS) return await printPlans(server, targets, DATABASE_URL);
    for (const target of targets) if (WARMUP > 0) await warmUp(target, { connections: CONNECTIONS, seconds: WARMUP });
    report.loadAtStart = loadAverage();
    const samples = targets.map(() => []);
    for (let round = 1; round <= ROUNDS; round++) {
      for (const [i, target] of targets.entries()) {
        console.log(`[bench] round ${round}/${ROUNDS} ${target.name}`);
        samples[i].push(await measure(target, { connections: CONNECTIONS, seconds: SECONDS / ROUNDS }));
      }
    }
    const health = samples[0].reduce((n, r) => n + r.total, 0) / samples[0].reduce((n, r) => n + r.seconds, 0);
    report.routes = targets.map((t, i) => {
      const s = samples[i];
      const reqPerSec = s.reduce((n, r) => n + r.total, 0) / s.reduce((n, r) => n + r.seconds, 0);
      return { route: t.name, reqPerSec, p50Ms: Math.max(...s.map((r) => r.p50Ms)), p99Ms: Math.max(...s.map((r) => r.p99Ms)), ratioToHealth: reqPerSec / health };
    });

    // Recording under load, then the proof that nothing was recorded twice.
    const loans = await payableLoans(server, cookie);
    console.log(`[bench] recording payments for ${SECONDS} s on ${loans.length} active loans`);
    const before = (await (await fetch(`${server.baseUrl}/api/payments/statistics`, { headers: { cookie } })).json()).transactionCount;
    const { result, accepted, statuses } = await recordUnderLoad(server, cookie, loans);
    // Let the requests the load left in flight finish on the server before counting.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const after = (await (await fetch(`${server.baseUrl}/api/payments/statistics`, { headers: { cookie } })).json()).transactionCount;
    // Requests still in flight when the load stopped may have been recorded without their answer
    // being counted, so every key is sent once more: a recorded key must answer 200 with the same
    // receipt, and the keys that answer 200 must be exactly the payments added.
    let recorded = 0;
    let mismatched = 0;
    for (const [key, loan] of loanOfKey) {
      const res = await fetch(`${server.baseUrl}/api/payments`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.appUrl, cookie },
        body: JSON.stringify({ loanApplicationId: loan, paymentAmount: '1.00', paymentMethod: 'cash', idempotencyKey: key }),
      });
      const { receiptNumber } = await res.json();
      if (res.status === 200) {
        recorded += 1;
        if (accepted.has(key) && !accepted.get(key).has(receiptNumber)) mismatched += 1;
      } else if (res.status !== 201) {
        throw new Error(`repeat of ${key} answered ${res.status}`);
      } else if (accepted.has(key)) {
        mismatched += 1; // answered during the load, yet not found again
      }
    }
    const receipts = [...accepted.values()].flatMap((set) => [...set]);
    const duplicateKeys = [...accepted.values()].filter((set) => set.size > 1).length;
    report.recording = {
      reqPerSec: result.requests.total / result.duration,
      ratioToHealth: result.requests.total / result.duration / health,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      statuses,
      keysSent: loanOfKey.size,
      keysAnswered: accepted.size,
      paymentsAdded: after - before,
      keysFoundRecorded: recorded,
      keysWithTwoPayments: duplicateKeys,
      receiptsMismatched: mismatched,
      uniqueReceipts: new Set(receipts).size === receipts.length,
    };
    if (recorded !== after - before || duplicateKeys > 0 || mismatched > 0 || !report.recording.uniqueReceipts) {
      throw new Error(`duplicates or lost payments: ${JSON.stringify(report.recording)}`);
    }
    // The statistics' cost when something changed since the last call: one payment, then one call.
    const cold = [];
    for (let i = 0; i < COLD_SAMPLES; i++) {
      const pay = await fetch(`${server.baseUrl}/api/payments`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.appUrl, cookie },
        body: JSON.stringify({ loanApplicationId: loans[i % loans.length], paymentAmount: '1.00', idempotencyKey: `cold-${KEY_RUN}-${i}` }),
      });
      if (pay.status !== 201) throw new Error(`payment answered ${pay.status}: ${await pay.text()}`);
      // Every open Payments tab asks at once after a payment (BENCH_CONNECTIONS of them).
      await Promise.all(
        Array.from({ length: CONNECTIONS }, async () => {
          const started = performance.now();
          const res = await fetch(`${server.baseUrl}/api/payments/statistics`, { headers: { cookie } });
          await res.json();
          cold.push(performance.now() - started);
        }),
      );
    }
    report.loadAtEnd = loadAverage();
    report.statisticsCold = { samples: COLD_SAMPLES, concurrent: CONNECTIONS, p50Ms: percentile(cold, 50), p99Ms: percentile(cold, 99) };
  } finally {
    await stopServer(server);
  }

  report.budgets = [
    ...checkBudgets(report.routes, [
      { route: 'payments list, first page', p99Max: LIST_P99_MS },
      { route: 'payments list, search by name', p99Max: SEARCH_P99_MS },
      { route: 'payments list, search by receipt number', p99Max: SEARCH_P99_MS },
      { route: 'payments list poll, unchanged (304)', ratioMin: POLL_RATIO },
    ]),
    {
      route: `statistics right after a payment (${CONNECTIONS} at once)`,
      budget: `p99 <= ${STATISTICS_AFTER_CHANGE_P99_MS} ms`,
      measured: Math.round(report.statisticsCold.p99Ms * 10) / 10,
      pass: report.statisticsCold.p99Ms <= STATISTICS_AFTER_CHANGE_P99_MS,
    },
  ];
  await mkdir(path.join(here, 'results'), { recursive: true });
  await writeFile(path.join(here, 'results', `payments-${report.database}.json`), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nPayments at ${APPLICATIONS} applications and ${PAYMENTS} payments (${report.database}, ${CONNECTIONS} connections, ${SECONDS} s per route)\n`);
  const rows = report.routes.map((r) => [r.route, Math.round(r.reqPerSec), r.p50Ms, r.p99Ms, fixed(r.ratioToHealth, 3)]);
  const rec = report.recording;
  rows.push(['POST /api/payments (each key twice)', Math.round(rec.reqPerSec), rec.p50Ms, rec.p99Ms, fixed(rec.ratioToHealth, 3)]);
  console.log(table(['route', 'req/s', 'p50 ms', 'p99 ms', 'ratio to health'], rows));
  console.log(`\n${rec.keysSent} keys sent twice each: ${rec.paymentsAdded} payments added, each found again by its key (${rec.keysFoundRecorded}); answers ${JSON.stringify(rec.statuses)}; keys with two payments: ${rec.keysWithTwoPayments}; receipt numbers unique: ${rec.uniqueReceipts}`);
  console.log(`Statistics right after a payment (${COLD_SAMPLES} payments, ${CONNECTIONS} calls at once after each): p50 ${fixed(report.statisticsCold.p50Ms)} ms, p99 ${fixed(report.statisticsCold.p99Ms)} ms`);
  reportBudgets(report.budgets, report);
}

main().catch((error) => {
  console.error(`\n[bench] FAILED: ${error instanceof Error ? error.stack : error}`);
  process.exit(1);
});
