import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobLeases } from '../../db/schema';
import { runJobTick, type TJob } from '../../lib/jobs';
import { BOTH_BACKENDS, createTestApp, type TTestApp } from '../../test/test-app';
import { holdWorkLease, restoreRunning, restoreWorkName } from './work-leases';

describe.each(BOTH_BACKENDS)('background jobs while a restore runs, on %s', (backend) => {
  let t: TTestApp;

  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  it('skip their runs while a restore holds its lease, without taking their own, and run once it has ended', async () => {
    const { db } = t.database;
    let runs = 0;
    const job: TJob = { name: `test.counting.${randomUUID()}`, everySeconds: 60, run: async () => (runs += 1) };
    const tick = () => runJobTick(t.outboxWorker, t.app.log, job, 'test-holder', () => restoreRunning(db));
    const jobLease = async () => (await db.select().from(jobLeases).where(eq(jobLeases.name, job.name)))[0];

    const release = await holdWorkLease(db, restoreWorkName(randomUUID()));
    expect(await restoreRunning(db)).toBe(true);
    await tick();
    expect(runs).toBe(0);
    expect(await jobLease()).toBeUndefined();

    await release();
    expect(await restoreRunning(db)).toBe(false);
    await tick();
    expect(runs).toBe(1);
    expect(await jobLease()).toMatchObject({ holder: 'test-holder' });
  });
});
