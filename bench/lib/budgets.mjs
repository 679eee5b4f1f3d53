// The budgets of issue 18 / DESIGN section 8 for the staff lists, checked on the rows of one run.
import os from 'node:os';
import { table } from './report.mjs';

/** The first page of a staff list, with its counts, at 10 connections: p99 at most this many ms. */
export const LIST_P99_MS = 25;
/** A staff search box (applications, borrowers, payments, collections) at 10 connections: p99 at most this many ms. */
export const SEARCH_P99_MS = 50;
/** A poll answered 304: at least this share of the health route's throughput, same run. */
export const POLL_RATIO = 0.8;
/** The statistics right after a payment (recomputed once, then remembered): p99 at most this many ms. */
export const STATISTICS_AFTER_CHANGE_P99_MS = 50;

export const loadAverage = () => Math.round(os.loadavg()[0] * 100) / 100;

/** { route, p99Max } or { route, ratioMin }: a p99 or a ratio to the health route. */
export function checkBudgets(routes, budgets) {
  return budgets.map((b) => {
    const row = routes.find((r) => r.route === b.route);
    if (!row) throw new Error(`no measured route named ${b.route}`);
    const measured = b.p99Max !== undefined ? row.p99Ms : Math.round(row.ratioToHealth * 1000) / 1000;
    const pass = b.p99Max !== undefined ? measured <= b.p99Max : measured >= b.ratioMin;
    return { route: b.route, budget: b.p99Max !== undefined ? `p99 <= ${b.p99Max} ms` : `ratio >= ${b.ratioMin}`, measured, pass };
  });
}

/** Prints the verdicts and the load averages; with BENCH_STRICT=1 a failed budget makes the exit code 1. */
export function reportBudgets(verdicts, { loadAtStart, loadAtEnd }) {
  console.log(`\nBudgets (load average ${loadAtStart} at the start, ${loadAtEnd} at the end, ${os.availableParallelism?.() ?? os.cpus().length} CPUs)\n`);
  console.log(table(['route', 'budget', 'measured', 'verdict'], verdicts.map((v) => [v.route, v.budget, v.measured, v.pass ? 'PASS' : 'FAIL'])));
  const failed = verdicts.filter((v) => !v.pass);
  if (failed.length && process.env.BENCH_STRICT === '1') process.exitCode = 1;
  console.log(failed.length ? `\n${failed.length} budget(s) ${process.env.BENCH_STRICT === '1' ? 'FAILED' : 'missed (warning)'}` : '\nAll budgets pass.');
}
