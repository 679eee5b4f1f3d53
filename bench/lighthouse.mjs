// npm run bench:lighthouse: Lighthouse 12 (mobile, simulated throttling) on the public pages of the
// built app, against the DESIGN section 8 budget of 95 for performance and accessibility, and on
// /admin signed in as the super admin (a client-rendered staff page: performance >= 85,
// accessibility >= 95).
//
// Lighthouse runs through `npx lighthouse@12` (it is not a dependency of the app: it is large and
// only needed here). Env: LIGHTHOUSE_RUNS (default 3; the median of each page is reported),
// LIGHTHOUSE_PAGES (comma-separated paths, default all), LIGHTHOUSE_APPLICATIONS (applications
// seeded so the dashboard's first tab has cards to show, default 200), CHROME_PATH (default
// /usr/bin/chromium), BENCH_SKIP_BUILD=1, BENCH_STRICT=1 (exit 1 under budget), LIGHTHOUSE_JSON=1
// (also print every run's figures).
// Simulated throttling multiplies the CPU time it observes, so run it on a quiet machine.
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { table } from './lib/report.mjs';
import { seedData, signIn } from './lib/seed.mjs';
import { buildIfNeeded, startServer, stopServer } from './lib/server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const APPLICATIONS = Math.max(1, Number(process.env.LIGHTHOUSE_APPLICATIONS ?? 200));
const SCORE_BUDGET = 95; // DESIGN section 8: performance and accessibility of the public pages (and accessibility of /admin)
const ADMIN_PERFORMANCE_BUDGET = 85; // DESIGN section 8: /admin, a client-rendered staff page
const ADMIN = { email: 'lighthouse@example.com', password: 'lighthouse-password-0123456789' };

const ALL_PAGES = [
  { path: '/', signedIn: false },
  { path: '/calculator', signedIn: false },
  { path: '/loan-form?amount=15000&rate=20&term=10&weeklyPayment=1800&totalAmount=18000', signedIn: false },
  { path: '/admin', signedIn: true },
];
const wanted = (process.env.LIGHTHOUSE_PAGES ?? '').split(',').map((p) => p.trim()).filter(Boolean);
const PAGES = wanted.length ? ALL_PAGES.filter((p) => wanted.includes(p.path.split('?')[0])) : ALL_PAGES;
if (PAGES.length === 0) throw new Error(`LIGHTHOUSE_PAGES names no known page (known: ${ALL_PAGES.map((p) => p.path.split('?')[0]).join(', ')})`);

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
].join(' ');

const median = (values) => {
  const present = values.filter((v) => v !== null && v !== undefined);
  if (present.length === 0) return null;
  const sorted = [...present].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const ms = (value) => (value === null ? '-' : `${Math.round(value)} ms`);

/** One Lighthouse run, tried once more when Chromium's trace fails (NO_NAVSTART on a busy machine). */
async function audit(url, outDir, run, cookie) {
  try {
    return await auditOnce(url, outDir, run, cookie);
  } catch (error) {
    console.error(`[lighthouse] ${error instanceof Error ? error.message.split('\n').find(Boolean) : error}; trying once more`);
    return auditOnce(url, outDir, run, cookie);
  }
}

/** `cookie` ("name=value") is sent with every request of a signed-in page. */
async function auditOnce(url, outDir, run, cookie) {
  const out = path.join(outDir, `report-${run}.json`);
  const args = ['-y', 'lighthouse@12', url, `--chrome-flags=${CHROME_FLAGS}`, '--only-categories=performance,accessibility', '--output=json', `--output-path=${out}`, '--quiet'];
  if (cookie) args.push(`--extra-headers=${JSON.stringify({ Cookie: cookie })}`);
  const result = spawnSync('npx', args, {
    env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
    encoding: 'utf8',
    timeout: 300_000,
  });
  if (result.status !== 0) throw new Error(`lighthouse failed on ${url}: ${result.stderr.slice(-2000)}`);
  const report = JSON.parse(await readFile(out, 'utf8'));
  if (report.runtimeError) throw new Error(`lighthouse on ${url}: ${report.runtimeError.code} ${report.runtimeError.message}`);
  // A signed-in page that lands on /login measured the wrong thing.
  if (cookie && new URL(report.finalDisplayedUrl).pathname !== new URL(url).pathname) {
    throw new Error(`lighthouse on ${url} ended at ${report.finalDisplayedUrl}: the session was not used`);
  }
  const metric = (id) => report.audits[id]?.numericValue ?? null;
  const requests = report.audits['network-requests']?.details?.items ?? [];
  return {
    performance: Math.round(report.categories.performance.score * 100),
    accessibility: Math.round(report.categories.accessibility.score * 100),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    tti: metric('interactive'),
    scripts: requests.filter((r) => r.resourceType === 'Script').length,
  };
}

/** The verdict of a page: its performance score against its budget, and accessibility. */
function verdictOf(page, m) {
  return m.performance >= (page.signedIn ? ADMIN_PERFORMANCE_BUDGET : SCORE_BUDGET) && m.accessibility >= SCORE_BUDGET;
}

if (process.env.BENCH_SKIP_BUILD !== '1') buildIfNeeded(root);
const needsStaff = PAGES.some((p) => p.signedIn);
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'pawnbook-lighthouse-data-'));
let server;
try {
  if (needsStaff) seedData({ root, dataDir, applications: APPLICATIONS });
  // A named owner, as a shop has after its first sign-in: without ADMIN_NAME the one-time "your
  // name" prompt would be the page Lighthouse measures.
  server = await startServer({ root, admin: ADMIN, dataDir, env: { ADMIN_NAME: 'Bench Owner' } });
} catch (error) {
  await rm(dataDir, { recursive: true, force: true });
  throw error;
}
const outDir = await mkdtemp(path.join(os.tmpdir(), 'pawnbook-lighthouse-'));
const loadAtStart = os.loadavg()[0];
const rows = [];
const measured = [];
let failed = false;
try {
  const cookie = needsStaff ? await signIn(server, ADMIN) : null;
  for (const page of PAGES) {
    const results = [];
    for (let run = 0; run < RUNS; run += 1) results.push(await audit(`${server.appUrl}${page.path}`, outDir, run, page.signedIn ? cookie : null));
    const m = Object.fromEntries(Object.keys(results[0]).map((key) => [key, median(results.map((r) => r[key]))]));
    const ok = verdictOf(page, m);
    failed ||= !ok;
    measured.push({ page: page.path, signedIn: page.signedIn, ...m, runs: results });
    rows.push([
      `\`${page.path.split('?')[0]}\`${page.signedIn ? ' (signed in)' : ''}`,
      String(m.performance),
      String(m.accessibility),
      ms(m.fcp),
      ms(m.lcp),
      ms(m.tbt),
      m.cls === null ? '-' : m.cls.toFixed(3),
      ms(m.tti),
      String(m.scripts),
      ok ? '**pass**' : '**FAIL**',
    ]);
  }
} finally {
  await stopServer(server);
  await rm(outDir, { recursive: true, force: true });
}
const loads = `load average ${loadAtStart.toFixed(2)} at the start, ${os.loadavg()[0].toFixed(2)} at the end`;
console.log(`\nLighthouse 12, mobile, median of ${RUNS} runs (${loads}):\n`);
console.log(table(['page', 'performance', 'accessibility', 'FCP', 'LCP', 'TBT', 'CLS', 'TTI', 'JS files', 'verdict'], rows));
console.log(
  `\nBudgets: public pages performance and accessibility >= ${SCORE_BUDGET}; /admin signed in performance >= ${ADMIN_PERFORMANCE_BUDGET}, accessibility >= ${SCORE_BUDGET}.`,
);
if (process.env.LIGHTHOUSE_JSON === '1') console.log(JSON.stringify(measured, null, 2));
if (failed && process.env.BENCH_STRICT === '1') process.exit(1);
