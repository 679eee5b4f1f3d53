import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_MESSAGES } from '@common/contracts/system';
import { createTestApp, HAS_POSTGRES, type TTestApp } from '../../test/test-app';
import { setApplicationStatus, submitApplication } from '../applications/pawn-loan-review.test-support';
import { pay } from '../payments/payments.test-support';
import { downloadNewBackup, fingerprint, restoreRequest } from './system.test-support';

/** The table fingerprints but the audit log's, which a restore adds to and never takes from. */
const withoutAudit = ({ audit_log: _audit, ...rest }: Record<string, string>) => rest;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// A background job's transaction (the forfeiture notices, find-overdue, the outbox) on another
// connection, holding a row of a table the restore replaces. Only PostgreSQL has other
// connections; the embedded database runs one statement at a time.
describe.runIf(HAS_POSTGRES)('a restore beside a background job (PostgreSQL)', () => {
  let t: TTestApp;
  let cookie: string;
  let backupText: string;
  let backedUp: Record<string, string>;
  let loanId: string;

  /** A connection of its own, as another instance's job has. */
  const jobConnection = async () => {
    const client = new pg.Client({ connectionString: t.database.url ?? '' });
    await client.connect();
    return client;
  };

  /** inject() sends nothing until its answer is asked for: then() sends the restore now, and the test goes on beside it. */
  const sendRestore = () => restoreRequest(t, cookie, backupText).then((res) => res);

  /** Waits until the restore's transaction waits for a lock (after its validation and pre-restore backup). */
  const restoreWaitingForLock = async (job: pg.Client) => {
    for (let i = 0; i < 600; i += 1) {
      // Inside the job's transaction the statistics views keep their first snapshot unless cleared.
      await job.query('select pg_stat_clear_snapshot()');
      const { rows } = await job.query<{ n: number }>(`
        select count(*)::int as n from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and wait_event_type = 'Lock'`);
      if ((rows[0]?.n ?? 0) > 0) return;
      await sleep(50);
    }
    const { rows } = await job.query(`select pid, state, wait_event_type, wait_event, left(query, 120) as q from pg_stat_activity where datname = current_database()`);
    throw new Error(`the restore never waited for the job: ${JSON.stringify(rows)}`);
  };

  beforeAll(async () => {
    t = await createTestApp('postgres');
    const admin = await t.createUser('super_admin');
    cookie = await t.signIn(admin.email, admin.password);
    const application = await submitApplication(t);
    loanId = application.id;
    await setApplicationStatus(t.database.db, loanId, 'approved');
    await pay(t, cookie, loanId, '3000.00');
    backupText = (await downloadNewBackup(t, cookie)).text;
    backedUp = withoutAudit(await fingerprint(t.database.db));
  });
  afterAll(async () => {
    await t?.close();
  });

  /**
   * A job's transaction that changed a loan (its row locked), and a restore sent beside it that now
   * waits for it; `then` plays the rest of the job. The job's connection is closed afterwards.
   */
  const restoreBesideJob = async (then: (job: pg.Client, restore: Promise<LightMyRequestResponse>) => Promise<void>) => {
    const job = await jobConnection();
    try {
      await job.query('begin');
      await job.query(`update pawn_loan_applications set borrower_name = 'Changed By Job' where id = $1`, [loanId]);
      const restore = sendRestore();
      await restoreWaitingForLock(job);
      await then(job, restore);
    } finally {
      await job.end();
    }
  };

  it('waits for a job that holds a row and then restores (200)', { timeout: 90_000 }, async () => {
    await restoreBesideJob(async (job, restore) => {
      await job.query('commit');
      const res = await restore;
      expect(res.statusCode, res.body.slice(0, 500)).toBe(200);
      // The restored data is the backup's: the job's change, made before, was replaced.
      expect(withoutAudit(await fingerprint(t.database.db))).toEqual(backedUp);
    });
  });

  it('answers 409 with a message, never 500, when a job holding a row asks for a table the restore holds (deadlock), and loses nothing', { timeout: 90_000 }, async () => {
    await restoreBesideJob(async (job, restore) => {
      // The job's update also wrote application_status_totals (its trigger), where the restore now
      // waits. The job goes on to the status history and the audit log, which the restore already
      // holds (they come first by name, as they did in TRUNCATE's order before): each waits for
      // the other, and PostgreSQL's deadlock check ends one of the two.
      const jobWent = await job.query('select (select count(*) from application_status_history), (select count(*) from audit_log)').then(
        () => 'on',
        (error: unknown) => String((error as { code?: unknown }).code),
      );
      const res = await restore;
      if (jobWent === 'on') {
        // The restore was ended: 409, and the job's work is kept.
        await job.query('commit');
        expect(res.statusCode, res.body.slice(0, 500)).toBe(409);
        expect(res.json()).toMatchObject({ message: SYSTEM_MESSAGES.restoreTablesBusy });
        const { rows } = await job.query<{ name: string }>('select borrower_name as name from pawn_loan_applications where id = $1', [loanId]);
        expect(rows[0]?.name).toBe('Changed By Job');
        // Tried again once the job has finished, the restore goes through.
        const again = await restoreRequest(t, cookie, backupText);
        expect(again.statusCode, again.body.slice(0, 500)).toBe(200);
      } else {
        // The job was ended (it runs again later): the restore went through.
        expect(jobWent).toBe('40P01');
        await job.query('rollback');
        expect(res.statusCode, res.body.slice(0, 500)).toBe(200);
      }
      expect(withoutAudit(await fingerprint(t.database.db))).toEqual(backedUp);
    });
  });
});
