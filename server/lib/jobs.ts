import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { TDb } from '../db/client';
import { deleteExpiredSessions } from '../modules/auth/session.repository';
import { deleteStaleThrottles } from '../modules/auth/throttle.repository';
import { takeLease } from './job-lease.repository';

type TJob = { name: string; everySeconds: number; run: (db: TDb) => Promise<unknown> };

const JOBS: TJob[] = [
  { name: 'sessions.cleanup', everySeconds: 3600, run: (db) => deleteExpiredSessions(db) },
  { name: 'throttle.cleanup', everySeconds: 3600, run: (db) => deleteStaleThrottles(db, 24 * 60) },
];

/**
 * Periodic housekeeping. Each run first takes a lease row, so with several instances on one
 * PostgreSQL a job runs on one of them at a time.
 */
export function startBackgroundJobs(db: TDb, log: FastifyBaseLogger, jobs: TJob[] = JOBS): { stop: () => void } {
  const holder = randomUUID();
  const timers = jobs.map((job) => {
    const tick = async () => {
      try {
        if (await takeLease(db, job.name, holder, Math.max(30, job.everySeconds - 5))) await job.run(db);
      } catch (error) {
        log.warn({ err: error, job: job.name }, 'background job failed; it will run again later');
      }
    };
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
