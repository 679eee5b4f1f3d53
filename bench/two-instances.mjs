// npm run bench:two-instances: two instances of the built server on one PostgreSQL database with the
// same APP_SECRET, behind an imaginary load balancer that sends each call to the next instance.
// For BENCH_SECONDS (default 60), 200 staff screens poll what the client polls (conditional GETs,
// compressed) and 20 clerks record J$1.00 payments on random active loans with idempotency keys,
// 1 to 3 s apart. Then the money is checked: one payment per key, unique receipts, ledgers and
// statistics on both instances equal to the database. Exit 1 on any error answer, timeout or
// connection error, or on a failed check.
// Env: BENCH_SECONDS (60), BENCH_POLLERS (200), BENCH_CLERKS (20), BENCH_STAFF_USERS (10),
// BENCH_APPLICATIONS (20,000), BENCH_PAYMENTS (60,000), BENCH_LOANS (2,000 loans to pay),
// BENCH_TIMEOUT_MS (10,000 per call), BENCH_LEDGER_SAMPLES (10), BENCH_PG_URL (the server where a
// database pawnbook_bench_two_<pid> is made and dropped; postgres://postgres@127.0.0.1:5432),
// BENCH_DATABASE_URL (an empty database to use instead; kept), BENCH_STATISTICS=0 (no statistics
// tiles on any screen), BENCH_SKIP_BUILD=1.
import { randomBytes, randomUUID } from 'node:crypto';
import { setMaxListeners } from 'node:events';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRecorder } from './lib/recorder.mjs';
import { fixed, table } from './lib/report.mjs';
import { seedData, signIn } from './lib/seed.mjs';
import { buildIfNeeded, startServer, stopServer, waitUntilSettled } from './lib/server.mjs';
import { createDatabase, databaseUrlFor, dropDatabase, mapLimit, payableLoanIds, verifyRun } from './lib/two-instances-checks.mjs';
import { openScreen, runClerk, runPoller, screensFor } from './lib/two-instances-load.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const num = (name, fallback) => (process.env[name] ? Number(process.env[name]) : fallback);
const SECONDS = Math.max(1, num('BENCH_SECONDS', 60));
const POLLERS = Math.max(0, num('BENCH_POLLERS', 200));
const CLERKS = Math.max(0, num('BENCH_CLERKS', 20));
const STAFF_USERS = Math.max(1, num('BENCH_STAFF_USERS', 10));
const APPLICATIONS = num('BENCH_APPLICATIONS', 20_000);
const PAYMENTS = num('BENCH_PAYMENTS', 60_000);
const LOANS = Math.max(1, num('BENCH_LOANS', 2_000));
const TIMEOUT_MS = Math.max(100, num('BENCH_TIMEOUT_MS', 10_000));
const LEDGER_SAMPLES = Math.max(1, num('BENCH_LEDGER_SAMPLES', 10));
const PG_URL = process.env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
// BENCH_STATISTICS=0 leaves the statistics tiles out of every screen: what they cost is the difference.
const STATISTICS = process.env.BENCH_STATISTICS !== '0';
const GIVEN_DATABASE_URL = process.env.BENCH_DATABASE_URL || undefined;
const ADMIN = { email: 'bench-admin@example.com', password: 'bench-password-0123456789' };
const STAFF_PASSWORD = 'bench-staff-password-0123';
// One site behind a load balancer: both instances know it by the same address.
const APP_URL = 'http://pawnbook-shop.localhost';

const abort = new AbortController();
// Every waiting call and pause listens to it: hundreds of listeners are expected.
setMaxListeners(0, abort.signal);
let interrupted = false;
const instances = [];
process.on('SIGINT', () => {
  if (interrupted) {
    // A second Ctrl-C: leave at once, servers included (the database is then left behind, and named).
    for (const instance of instances) instance.child.kill('SIGKILL');
    console.error(`[bench] left without clean-up; drop the database pawnbook_bench_two_${process.pid} if it is still there`);
    process.exit(130);
  }
  interrupted = true;
  console.error('\n[bench] interrupted: stopping the load, the servers and the database (Ctrl-C again to leave at once)');
  abort.abort();
});
const stillRunning = () => {
  if (abort.signal.aborted) throw new Error('interrupted');
};
const load1 = () => os.loadavg()[0];

/**
 * CPU seconds a process has used (user + system), from /proc on Linux; null elsewhere. Clock ticks
 * are taken as 100 a second (USER_HZ on every common Linux build).
 */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/** CPU seconds of each PostgreSQL backend serving `database` (its process title names it), by pid. */
function backendCpu(database) {
  const byPid = new Map();
  let pids = [];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return byPid;
  }
  for (const pid of pids) {
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(` ${database} `)) continue;
      const seconds = cpuSeconds(pid);
      if (seconds !== null) byPid.set(pid, seconds);
    } catch {
      // gone meanwhile
    }
  }
  return byPid;
}

/** What the backends used between two readings (those that closed in between are missed). */
const backendCpuSince = (before, after) => [...after.entries()].reduce((sum, [pid, s]) => sum + s - (before.get(pid) ?? 0), 0);

/** Staff accounts made by the bench admin through the API, as Staff Users would: two admins, the rest loan officers. */
async function createStaff(server, adminCookie) {
  const users = [];
  for (let i = 0; i < STAFF_USERS; i++) {
    const body = { email: `bench-staff-${i}@example.com`, firstName: 'Bench', lastName: `Staff ${i}`, role: i < 2 ? 'admin' : 'loan_officer', password: STAFF_PASSWORD, loginMethod: 'local' };
    const res = await fetch(`${server.baseUrl}/api/admin/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: APP_URL, cookie: adminCookie },
      body: JSON.stringify(body),
      signal: AbortSignal.any([AbortSignal.timeout(TIMEOUT_MS), abort.signal]),
    });
    if (res.status !== 201) throw new Error(`creating ${body.email} answered ${res.status}: ${await res.text()}`);
    users.push({ email: body.email, password: STAFF_PASSWORD });
  }
  return users;
}

/** One browser per poller and per clerk: its own session, signed in on either instance as one of the staff. */
async function signInAll(instances, users, count) {
  const sessions = Array.from({ length: count }, (_, i) => ({ index: i, user: users[i % users.length], instance: instances[i % instances.length] }));
  await mapLimit(sessions, 4, async (s) => {
    stillRunning();
    s.cookie = await signIn(s.instance, s.user, { signal: AbortSignal.any([AbortSignal.timeout(TIMEOUT_MS), abort.signal]) });
  });
  return sessions;
}

function printReport(report, recorder) {
  const ms = (v) => (v === null ? '-' : fixed(v, 1));
  const pct = (v) => (v === null ? '-' : `${fixed(v * 100, 0)}%`);
  const statuses = (s) => Object.entries(s).map(([k, n]) => `${k}:${n}`).join(' ');
  const routes = recorder.summary().sort((a, b) => a.name.localeCompare(b.name));
  const polls = recorder.combined('all polls', (r) => r.startsWith('poll '));
  console.log(`\nTwo instances on one PostgreSQL: ${POLLERS} polling screens, ${CLERKS} clerks, ${report.seconds} s (${APPLICATIONS} applications, ${PAYMENTS} payments seeded${STATISTICS ? '' : ', no statistics tiles'})\n`);
  console.log(table(['route', 'calls', 'answers', '304', '200 compressed', '200 KB', 'p50 ms', 'p99 ms', 'max ms'], [
    ...routes.map((r) => [r.name, r.count, statuses(r.statuses), pct(r.notModifiedShare), pct(r.compressedShare), r.bodyKb200 === null ? '-' : fixed(r.bodyKb200, 1), ms(r.p50Ms), ms(r.p99Ms), ms(r.maxMs)]),
    [polls.name, polls.count, '', pct(polls.notModifiedShare), pct(polls.compressedShare), '', ms(polls.p50Ms), ms(polls.p99Ms), ms(polls.maxMs)],
  ]));
  console.log(`\n${table(['instance', 'calls', 'p50 ms', 'p99 ms', 'max ms'], recorder.summary('instances').map((r) => [r.name, r.count, ms(r.p50Ms), ms(r.p99Ms), ms(r.maxMs)]))}`);
  const errors = recorder.errors();
  console.log(`\nErrors (goal 0): ${errors.length === 0 ? 'none' : ''}`);
  if (errors.length) console.log(table(['kind', 'route', 'count', 'example'], errors.map((e) => [e.kind, e.route, e.count, e.example.slice(0, 80)])));
  const k = report.keys;
  if (k) {
    console.log(`\nPayments: ${k.sent} sent, ${k.answered} answered 2xx (${report.counts.created} new), ${k.unanswered} without an answer (${k.recordedUnanswered} of them stored); ${k.stored} stored over ${k.loansPaid} loans (at most ${k.mostOnOneLoan} on one)`);
  }
  console.log(`Polling ticks skipped because the previous call of that query was still waiting: ${report.counts.skippedTicks}`);
  const cpu = report.cpuSeconds;
  if (cpu) {
    const label = (name) => ({ bench: 'this bench', postgres: "the database's PostgreSQL backends" })[name] ?? `instance ${name}`;
    const shares = Object.entries(cpu).map(([name, s]) => `${label(name)} ${s === null ? '-' : `${fixed(s, 1)} s (${fixed((s / report.seconds) * 100, 0)}% of one CPU)`}`);
    console.log(`CPU used during the load: ${shares.join(', ')}`);
  }
  console.log(`Load average (1 min): ${fixed(report.load.atStart, 2)} at the start, ${fixed(report.load.beforeLoad, 2)} as the load began, ${fixed(report.load.afterLoad, 2)} at its end (${os.cpus().length} CPUs)`);
  if (report.checks) console.log(`\n${table(['check', 'result', 'detail'], report.checks.map((c) => [c.name, c.ok ? 'ok' : 'FAILED', c.detail]))}`);
}

async function main() {
  const report = { date: new Date().toISOString(), seconds: SECONDS, pollers: POLLERS, clerks: CLERKS, statistics: STATISTICS, load: { atStart: load1() } };
  console.log(`[bench] load average (1 min) at the start: ${fixed(report.load.atStart, 2)}`);
  if (process.env.BENCH_SKIP_BUILD !== '1') buildIfNeeded(root);
  const databaseName = `pawnbook_bench_two_${process.pid}`;
  const databaseUrl = GIVEN_DATABASE_URL ?? databaseUrlFor(PG_URL, databaseName);
  const recorder = createRecorder();
  let failed = false;
  if (!GIVEN_DATABASE_URL) await createDatabase(PG_URL, databaseName);
  try {
    // With a database URL the seeder never touches the data folder.
    seedData({ root, dataDir: os.tmpdir(), databaseUrl, applications: APPLICATIONS, payments: PAYMENTS, timeoutMs: 10 * 60_000 });
    stillRunning();
    const env = { APP_SECRET: randomBytes(32).toString('hex') };
    // One after the other: the second finds the schema and the admin account the first made.
    for (const name of ['A', 'B']) {
      instances.push({ name, ...(await startServer({ root, admin: ADMIN, databaseUrl, appUrl: APP_URL, env })) });
      stillRunning();
    }
    // The daily jobs' first run (5 s after each start: find-overdue opens the seeded overdue cases
    // in one transaction, and a payment on one of those loans waits for it) is not the steady state.
    await Promise.all(instances.map((instance) => waitUntilSettled(instance)));
    stillRunning();
    const adminCookie = await signIn(instances[0], ADMIN, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    const users = await createStaff(instances[1], adminCookie);
    console.log(`[bench] signing in ${POLLERS + CLERKS} browsers as ${users.length} staff users`);
    const sessions = await signInAll(instances, users, POLLERS + CLERKS);
    const loans = await payableLoanIds(databaseUrl, LOANS);
    if (loans.length === 0) throw new Error('no active loan with money left to pay: seed more applications');
    console.log(`[bench] ${loans.length} active loans to pay`);

    const ctx = { instances, recorder, timeoutMs: TIMEOUT_MS, signal: abort.signal, loans, keys: [], keyPrefix: `bench2-${randomUUID().slice(0, 8)}`, appUrl: APP_URL, statistics: STATISTICS, counts: { skippedTicks: 0, paymentsAnswered: 0 } };
    const screens = screensFor({ statistics: STATISTICS });
    const pollers = sessions.slice(0, POLLERS).map((s, i) => {
      const screen = screens[i % screens.length];
      return { ...s, screen, turn: i, etags: new Map(), offsetMs: Math.random() * screen.intervalMs };
    });
    const clerks = sessions.slice(POLLERS).map((s, i) => ({ ...s, index: i, turn: i, etags: new Map() }));
    console.log(`[bench] opening ${pollers.length} screens (first loads, not measured as polls)`);
    await mapLimit(pollers, 10, (p) => openScreen(ctx, p));
    stillRunning();

    report.load.beforeLoad = load1();
    console.log(`[bench] load for ${SECONDS} s (load average ${fixed(report.load.beforeLoad, 2)})`);
    const cpuBefore = instances.map((i) => cpuSeconds(i.child.pid));
    const benchCpuBefore = process.cpuUsage();
    const databaseInUse = new URL(databaseUrl).pathname.slice(1);
    const backendsBefore = backendCpu(databaseInUse);
    ctx.startedAt = performance.now();
    ctx.deadline = ctx.startedAt + SECONDS * 1000;
    // Every call has its own timeout, so the load ends within one timeout of the deadline; this
    // watchdog only guards against a bug in the scheduling itself.
    let overran = false;
    const watchdog = setTimeout(() => {
      overran = true;
      abort.abort();
    }, SECONDS * 1000 + 2 * TIMEOUT_MS + 5000);
    await Promise.all([...pollers.map((p) => runPoller(ctx, p)), ...clerks.map((c) => runClerk(ctx, c))]);
    clearTimeout(watchdog);
    if (overran) throw new Error('the load did not end within two call timeouts of its end (a scheduling bug in the bench)');
    report.seconds = Number(((performance.now() - ctx.startedAt) / 1000).toFixed(1));
    report.load.afterLoad = load1();
    const benchCpu = process.cpuUsage(benchCpuBefore);
    report.cpuSeconds = {
      ...Object.fromEntries(instances.map((i, n) => [i.name, cpuBefore[n] === null ? null : cpuSeconds(i.child.pid) - cpuBefore[n]])),
      postgres: backendCpuSince(backendsBefore, backendCpu(databaseInUse)),
      bench: (benchCpu.user + benchCpu.system) / 1e6,
    };
    stillRunning();

    const verified = await verifyRun({ databaseUrl, instances, keys: ctx.keys, keyPrefix: ctx.keyPrefix, cookie: adminCookie, appUrl: APP_URL, ledgerSamples: LEDGER_SAMPLES, timeoutMs: TIMEOUT_MS });
    report.checks = verified.checks;
    report.keys = verified.keys;
    report.counts = { ...ctx.counts, created: ctx.keys.filter((k) => k.status === 201).length };
    report.routes = recorder.summary();
    report.instances = recorder.summary('instances');
    report.polls = recorder.combined('all polls', (r) => r.startsWith('poll '));
    report.errors = recorder.errors();
    printReport(report, recorder);
    failed = recorder.errorCount() > 0 || report.checks.some((c) => !c.ok);
  } catch (error) {
    failed = true;
    console.error(`\n[bench] FAILED: ${error instanceof Error ? error.stack : error}`);
    if (recorder.errorCount() > 0) console.error(JSON.stringify(recorder.errors().slice(0, 10), null, 2));
  } finally {
    for (const instance of instances) {
      // What the servers logged (LOG_LEVEL=warn): anything here under load is worth reading.
      const output = instance.output().trim();
      if (output) console.log(`\n[bench] instance ${instance.name} logged:\n${output.slice(-4000)}`);
    }
    await Promise.allSettled(instances.map((i) => stopServer(i)));
    if (!GIVEN_DATABASE_URL) await dropDatabase(PG_URL, databaseName).catch((e) => console.error(`[bench] could not drop ${databaseName}: ${e.message}`));
  }
  await mkdir(path.join(here, 'results'), { recursive: true });
  await writeFile(path.join(here, 'results', 'two-instances.json'), `${JSON.stringify(report, null, 2)}\n`);
  if (interrupted) process.exit(130);
  if (failed) {
    console.error('\n[bench] two-instances: FAILED (errors or a broken invariant above)');
    process.exit(1);
  }
  console.log('\n[bench] two-instances: no errors, every check passed');
}

main().catch((error) => {
  console.error(`\n[bench] FAILED: ${error instanceof Error ? error.stack : error}`);
  process.exit(1);
});
