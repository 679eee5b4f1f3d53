// npm run bench:lighthouse: Lighthouse 12 (mobile, simulated throttling) on the public pages of the
// built app, against the DESIGN section 8 budget of 95 for performance and accessibility.
//
// Lighthouse runs through `npx lighthouse@12` (it is not a dependency of the app: it is large and
// only needed here). Env: LIGHTHOUSE_RUNS (default 3; the median score of each page is reported),
// CHROME_PATH (default /usr/bin/chromium), BENCH_SKIP_BUILD=1, BENCH_STRICT=1 (exit 1 under budget).
// Simulated throttling multiplies the CPU time it observes, so run it on a quiet machine.
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { table } from './lib/report.mjs';
import { buildIfNeeded, startServer, stopServer } from './lib/server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const BUDGET = 95;
const PAGES = ['/', '/calculator', '/loan-form?amount=15000&rate=20&term=10&weeklyPayment=1800&totalAmount=18000'];
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
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function audit(url, outDir, run) {
  const out = path.join(outDir, `report-${run}.json`);
  const result = spawnSync(
    'npx',
    ['-y', 'lighthouse@12', url, `--chrome-flags=${CHROME_FLAGS}`, '--only-categories=performance,accessibility', '--output=json', `--output-path=${out}`, '--quiet'],
    { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, encoding: 'utf8', timeout: 300_000 },
  );
  if (result.status !== 0) throw new Error(`lighthouse failed on ${url}: ${result.stderr.slice(-2000)}`);
  const report = JSON.parse(await readFile(out, 'utf8'));
  const metric = (id) => report.audits[id]?.numericValue ?? null;
  return {
    performance: Math.round(report.categories.performance.score * 100),
    accessibility: Math.round(report.categories.accessibility.score * 100),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
  };
}

if (process.env.BENCH_SKIP_BUILD !== '1') buildIfNeeded(root);
const server = await startServer({ root, admin: { email: 'lighthouse@example.com', password: 'lighthouse-password-0123456789' } });
const outDir = await mkdtemp(path.join(os.tmpdir(), 'pawnbook-lighthouse-'));
const rows = [];
let failed = false;
try {
  for (const page of PAGES) {
    const results = [];
    for (let run = 0; run < RUNS; run += 1) results.push(await audit(`${server.appUrl}${page}`, outDir, run));
    const perf = median(results.map((r) => r.performance));
    const a11y = median(results.map((r) => r.accessibility));
    const ok = perf >= BUDGET && a11y >= BUDGET;
    failed ||= !ok;
    rows.push([
      `\`${page.split('?')[0]}\``,
      String(perf),
      String(a11y),
      `${Math.round(median(results.map((r) => r.fcp)))} ms`,
      `${Math.round(median(results.map((r) => r.lcp)))} ms`,
      `${Math.round(median(results.map((r) => r.tbt)))} ms`,
      median(results.map((r) => r.cls)).toFixed(3),
      ok ? '**pass**' : '**FAIL**',
    ]);
  }
} finally {
  await stopServer(server);
  await rm(outDir, { recursive: true, force: true });
}
console.log(`\nLighthouse 12, mobile, median of ${RUNS} runs (load average ${os.loadavg()[0].toFixed(2)} at the end):\n`);
console.log(table(['page', 'performance', 'accessibility', 'FCP', 'LCP', 'TBT', 'CLS', `budget >= ${BUDGET}`], rows));
if (failed && process.env.BENCH_STRICT === '1') process.exit(1);
