// npm run bench: load and size benchmarks against the built app (DESIGN section 8).
//
// Env: BENCH_SECONDS (default 10) measured per route, split over BENCH_ROUNDS (default 2) rounds,
// BENCH_WARMUP_SECONDS (default 2) per route,
// BENCH_CONNECTIONS (default 50), BENCH_DATABASE_URL (run the server on PostgreSQL instead of
// the embedded PGlite; give it an empty database), BENCH_STRICT=1 (exit 1 when a budget fails),
// BENCH_SKIP_BUILD=1 (use dist/ as it is), BENCH_SERVER_NODE_ARGS (extra node flags for the server,
// e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile it under load).
import { spawnSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measure, warmUp } from './lib/load.mjs';
import { fixed, table } from './lib/report.mjs';
import { signIn } from './lib/seed.mjs';
import { buildIfNeeded, residentMb, startServer, stopServer } from './lib/server.mjs';
import { measureSizes } from './lib/size.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');

const positive = (name, fallback) => {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a non-negative number (got "${raw}")`);
  return value;
};

const SECONDS = Math.max(1, positive('BENCH_SECONDS', 10));
const WARMUP_SECONDS = positive('BENCH_WARMUP_SECONDS', 2);
const ROUNDS = Math.max(1, Math.round(positive('BENCH_ROUNDS', 2)));
const CONNECTIONS = Math.max(1, Math.round(positive('BENCH_CONNECTIONS', 50)));
const STRICT = process.env.BENCH_STRICT === '1';
const DATABASE_URL = process.env.BENCH_DATABASE_URL || undefined;
const SERVER_NODE_ARGS = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);
// DESIGN section 8: each route's throughput as a share of the health route's, same run.
const RATIO_BUDGETS = { 'POST /api/calculator': 0.5, 'GET /api/auth/user': 0.5 }; // DESIGN section 8 (the calculator a regression guard)
const IDLE_RSS_BUDGET_MB = 250; // DESIGN section 8: the embedded server's memory, idle after start
const JS_BUDGET_KB = 150; // DESIGN section 8: initial JS of public pages, gzipped
const ADMIN = { email: 'bench-admin@example.com', password: 'bench-password-0123456789' };

const CALCULATOR_BODY = JSON.stringify({ loanAmount: 10000, interestRate: 20, termMonths: '10weeks', paymentFrequency: 'weekly' });

/** One request per target before the load, so a wrong answer fails with its body rather than a count. */
async function checkTarget(target, expect) {
  const res = await fetch(target.url, { method: target.method, headers: target.headers, body: target.body });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${target.name} answered ${res.status}: ${text}`);
  if (!expect(JSON.parse(text))) throw new Error(`${target.name} answered an unexpected body: ${text}`);
}

/** Rounds of one route: req/s over all of them; p50 and p99 of the worst round (no histogram merge). */
function combineRounds(route, rounds) {
  const total = rounds.reduce((s, r) => s + r.total, 0);
  const seconds = rounds.reduce((s, r) => s + r.seconds, 0);
  const statusCodes = {};
  for (const r of rounds) for (const [code, n] of Object.entries(r.statusCodes)) statusCodes[code] = (statusCodes[code] ?? 0) + n;
  return {
    route,
    reqPerSec: total / seconds,
    p50Ms: Math.max(...rounds.map((r) => r.p50Ms)),
    p99Ms: Math.max(...rounds.map((r) => r.p99Ms)),
    total,
    seconds: Math.round(seconds * 100) / 100,
    non2xx: rounds.reduce((s, r) => s + r.non2xx, 0),
    statusCodes,
    rounds: rounds.map((r) => ({ reqPerSec: Math.round(r.reqPerSec), p99Ms: r.p99Ms })),
  };
}

/** Which code was measured: the commit, and the files that differ from it (bench/ itself aside). */
function codeUnderTest() {
  const git = (...args) => spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  const head = git('rev-parse', '--short', 'HEAD');
  if (head.status !== 0) return { commit: null, changedFiles: null };
  const changed = git('status', '--porcelain', '--untracked-files=all')
    .stdout.split('\n')
    .filter(Boolean)
    .map((line) => line.slice(3))
    .filter((file) => !file.startsWith('bench/'));
  return { commit: head.stdout.trim(), changedFiles: changed.length, changed: changed.slice(0, 50) };
}

function maskUrl(url) {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'postgres://(unparsable)';
  }
}

async function main() {
  if (process.env.BENCH_SKIP_BUILD !== '1') buildIfNeeded(root);

  const machine = {
    nproc: os.availableParallelism?.() ?? os.cpus().length,
    cpu: os.cpus()[0]?.model ?? 'unknown',
    memoryGb: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    platform: `${os.type()} ${os.release()}`,
    loadAverageAtStart: os.loadavg().map((n) => Math.round(n * 100) / 100),
  };

  // Size first: it needs no server and stays useful if the load part fails.
  const sizes = measureSizes(
    path.join(root, 'dist/client'),
    [
      { route: '/', page: 'src/app/pages/landing-page.tsx' },
      { route: '/calculator', page: 'src/app/pages/calculator-page.tsx' },
      { route: '/loan-form', page: 'src/app/pages/loan-form-page.tsx' },
    ],
    JS_BUDGET_KB,
  );

  let server = null;
  const cleanup = async () => {
    const s = server;
    server = null;
    await stopServer(s);
  };
  const onSignal = (signal) => {
    console.error(`[bench] ${signal}: stopping the server`);
    void cleanup().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  let load;
  try {
    console.log(`[bench] starting the server (${DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'})`);
    server = await startServer({ root, admin: ADMIN, databaseUrl: DATABASE_URL, nodeArgs: SERVER_NODE_ARGS });
    const ready = await (await fetch(`${server.baseUrl}/api/health/ready`)).json();
    // Idle after start: what a shop's server holds before anyone uses it (start-up garbage collected
    // in its own time, so sampled after a pause).
    await new Promise((r) => setTimeout(r, 3_000));
    const idleRssMb = await residentMb(server.child.pid);
    const cookie = await signIn(server, ADMIN);

    const targets = [
      { name: 'GET /api/health', method: 'GET', url: `${server.baseUrl}/api/health`, headers: {} },
      {
        name: 'POST /api/calculator',
        method: 'POST',
        url: `${server.baseUrl}/api/calculator`,
        headers: { 'content-type': 'application/json', origin: server.appUrl },
        body: CALCULATOR_BODY,
      },
      { name: 'GET /api/auth/user', method: 'GET', url: `${server.baseUrl}/api/auth/user`, headers: { cookie } },
    ];
    await checkTarget(targets[0], (b) => b.status === 'ok');
    await checkTarget(targets[1], (b) => typeof b === 'object' && b !== null && Object.keys(b).length > 0);
    await checkTarget(targets[2], (b) => b.email === ADMIN.email);

    // Warm every route first (JIT, pools, PGlite caches), then measure them back to back, so the
    // baseline is not the only route measured on a cold process.
    if (WARMUP_SECONDS > 0) {
      for (const target of targets) {
        console.log(`[bench] warm-up ${target.name}: ${WARMUP_SECONDS} s`);
        await warmUp(target, { connections: CONNECTIONS, seconds: WARMUP_SECONDS });
      }
    }
    // The measured time is split into rounds that each visit every route, so a neighbour's load on
    // this shared machine drifting over the run falls on all routes alike instead of on one of them.
    const perRound = SECONDS / ROUNDS;
    const samples = targets.map(() => []);
    for (let round = 1; round <= ROUNDS; round++) {
      for (const [i, target] of targets.entries()) {
        console.log(`[bench] round ${round}/${ROUNDS} ${target.name}: ${perRound} s, ${CONNECTIONS} connections`);
        samples[i].push(await measure(target, { connections: CONNECTIONS, seconds: perRound }));
      }
    }
    const routes = targets.map((target, i) => combineRounds(target.name, samples[i]));
    const health = routes[0].reqPerSec;
    for (const r of routes) r.ratioToHealth = Math.round((r.reqPerSec / health) * 1000) / 1000;
    for (const r of routes.slice(1)) {
      r.budgetRatio = RATIO_BUDGETS[r.route];
      r.pass = r.ratioToHealth >= r.budgetRatio;
    }
    load = {
      database: ready.database,
      idleRssMb,
      loadAverageAtEnd: os.loadavg().map((n) => Math.round(n * 100) / 100),
      databaseUrl: DATABASE_URL ? maskUrl(DATABASE_URL) : null,
      connections: CONNECTIONS,
      seconds: SECONDS,
      rounds: ROUNDS,
      warmupSeconds: WARMUP_SECONDS,
      routes: routes.map((r) => ({ ...r, reqPerSec: Math.round(r.reqPerSec), p50Ms: r.p50Ms, p99Ms: r.p99Ms })),
    };
  } finally {
    await cleanup();
    process.removeListener('SIGINT', onSignal);
    process.removeListener('SIGTERM', onSignal);
  }

  const budgets = [
    ...load.routes.slice(1).map((r) => ({
      budget: `${r.route} >= ${r.budgetRatio} x health req/s`,
      measured: r.ratioToHealth,
      pass: r.pass,
    })),
    // PostgreSQL holds the data in its own process; the budget is the embedded server's.
    ...(load.database === 'pglite'
      ? [{ budget: `embedded server idle RSS <= ${IDLE_RSS_BUDGET_MB} MB`, measured: load.idleRssMb, pass: load.idleRssMb <= IDLE_RSS_BUDGET_MB }]
      : []),
    // Every public page is a lazy chunk the entry starts at once, so the page counts in its budget.
    ...sizes.routes.map((r) => ({
      budget: `initial JS of ${r.route} with its page <= ${JS_BUDGET_KB} KB gzipped`,
      measured: r.withRouteChunkGzipKb,
      pass: r.passWithRouteChunk,
    })),
  ];
  const results = {
    date: new Date().toISOString(),
    code: codeUnderTest(),
    machine,
    load,
    sizes,
    budgets,
    allBudgetsPass: budgets.every((b) => b.pass),
  };

  const dir = path.join(here, 'results');
  await mkdir(dir, { recursive: true });
  const json = `${JSON.stringify(results, null, 2)}\n`;
  await writeFile(path.join(dir, 'latest.json'), json);
  await writeFile(path.join(dir, `latest-${load.database}.json`), json);

  console.log(`\n${json}`);
  const { code } = results;
  console.log(`\nCode: ${code.commit ?? 'not a git checkout'}${code.changedFiles ? ` + ${code.changedFiles} changed files (uncommitted)` : ''}`);
  console.log(
    `\nLoad (${load.database}, ${CONNECTIONS} connections, ${SECONDS} s each in ${ROUNDS} rounds, ${machine.nproc} CPUs, Node ${machine.node}; ` +
      `load average ${machine.loadAverageAtStart[0]} at the start, ${load.loadAverageAtEnd[0]} at the end)\n`,
  );
  console.log(
    table(
      ['route', 'req/s', 'p50 ms', 'p99 ms', 'ratio', 'budget'],
      load.routes.map((r) => [r.route, r.reqPerSec, r.p50Ms, r.p99Ms, fixed(r.ratioToHealth, 2), r.pass === undefined ? 'baseline' : `${r.pass ? 'PASS' : 'FAIL'} (>= ${r.budgetRatio})`]),
    ),
  );
  console.log(`\nServer RSS, idle after start: ${load.idleRssMb} MB${load.database === 'pglite' ? ` (budget <= ${IDLE_RSS_BUDGET_MB} MB)` : ' (PostgreSQL: information)'}`);
  console.log(`\nInitial JS (gzip -9 per file), budget ${JS_BUDGET_KB} KB\n`);
  console.log(
    table(
      ['route', 'initial JS KB', 'files', 'verdict', '+ lazy page KB', 'verdict'],
      sizes.routes.map((r) => [r.route, fixed(r.initialJsGzipKb), r.initialJsFiles, r.pass ? 'PASS' : 'FAIL', fixed(r.withRouteChunkGzipKb), r.passWithRouteChunk ? 'PASS' : 'FAIL']),
    ),
  );
  console.log(`\nCSS (information): ${fixed(sizes.cssGzipKb)} KB gzipped (${fixed(sizes.cssRawKb)} KB raw)`);
  console.log(`Results written to ${path.relative(process.cwd(), path.join(dir, 'latest.json'))} and latest-${load.database}.json\n`);
  const failed = budgets.filter((b) => !b.pass);
  if (failed.length) {
    console.log(`BUDGET ${STRICT ? 'FAILURE' : 'WARNING'}: ${failed.map((b) => `${b.budget} (measured ${b.measured})`).join('; ')}`);
    if (STRICT) process.exitCode = 1;
  } else {
    console.log('All budgets pass.');
  }
}

main().catch((error) => {
  console.error(`\n[bench] FAILED: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
