import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { TDb } from '../db/client';
import { takeLease } from './job-lease.repository';
import type { TObjectStore } from './object-store/object-store';
import { deleteStaleRateCounters } from './rate-counter.repository';
import { pruneSystemLogs, systemLogErrorMessage, writeSystemLog } from './system-log';

/** What jobs may use besides the database. */
export type TJobDeps = { db: TDb; objectStore: TObjectStore };
/** A periodic job; modules export theirs and main.ts registers them all in one list. */
export type TJob = { name: string; everySeconds: number; run: (deps: TJobDeps) => Promise<unknown> };

/** lib's own housekeeping: the per-IP counters of rate-limited calls. */
export const RATE_COUNTER_JOBS: TJob[] = [
  { name: 'rate-counters.cleanup', everySeconds: 3600, run: ({ db }) => deleteStaleRateCounters(db, 24 * 60) },
  // System Logs keep a bounded history (SYSTEM_LOG_RETENTION).
  { name: 'system-logs.cleanup', everySeconds: 3600, run: ({ db }) => pruneSystemLogs(db) },
];

/** What every tick asks first: true while the jobs should leave the data alone (a restore runs). */
export type TJobsPaused = () => Promise<boolean>;

/**
 * One run of a job: skipped while `paused` says so (the job runs at its next tick), else it takes
 * the job's lease row, so with several instances on one PostgreSQL a job runs on one of them at a
 * time, and runs it; a failure is logged and the job runs again later.
 */
export async function runJobTick(deps: TJobDeps, log: FastifyBaseLogger, job: TJob, holder: string, paused: TJobsPaused): Promise<void> {
  const { db } = deps;
  try {
    if (await paused()) return;
    if (await takeLease(db, job.name, holder, Math.max(30, job.everySeconds - 5))) await job.run(deps);
  } catch (error) {
    log.warn({ err: error, job: job.name }, 'background job failed; it will run again later');
    await writeSystemLog(db, { level: 'error', event: 'job.failed', message: `Job ${job.name} failed: ${systemLogErrorMessage(error)}` });
  }
}

/** Periodic housekeeping: each job's first tick a few seconds after start, then every everySeconds. */
export function startBackgroundJobs(
  deps: TJobDeps,
  log: FastifyBaseLogger,
  jobs: readonly TJob[],
  paused: TJobsPaused = async () => false,
): { stop: () => void } {
  const holder = randomUUID();
  const timers = jobs.map((job) => {
    const tick = () => runJobTick(deps, log, job, holder, paused);
    const first = setTimeout(() => void tick(), 5_000);
    const every = setInterval(() => void tick(), job.everySeconds * 1000);
    first.unref();
    every.unref();
    return [first, every] as const;
  });
  return {
    stop: () => timers.forEach(([first, every]) => (clearTimeout(first), clearInterval(every))),
  };
}
