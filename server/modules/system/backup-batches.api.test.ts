import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { BOTH_BACKENDS, createTestApp, type TTestApp } from '../../test/test-app';
import { insertApplication } from '../applications/pawn-loan-review.test-support';
import { downloadNewBackup, fingerprint, restoreRequest } from './system.test-support';

/**
 * Rows of one table: a multiple of the backup's fetches (1,000 rows, the last one full, so the
 * next comes back empty) and three of the restore's inserts (5,000 rows, one sent while the next
 * is read), the last one short.
 */
const ROWS = 11_000;

type THistoryRow = { id: number; application_id: string } & Record<string, unknown>;
type TFile = { tables: Record<string, THistoryRow[]> } & Record<string, unknown>;

/** The table fingerprints but the audit log's, which a restore adds to and never takes from. */
const withoutAudit = ({ audit_log: _audit, ...rest }: Record<string, string>) => rest;

describe.each(BOTH_BACKENDS)('backup and restore of a table many batches long on %s', (backend) => {
  let t: TTestApp;
  let cookie: string;
  let good: string;
  let before: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp(backend);
    const admin = await t.createUser('super_admin');
    cookie = await t.signIn(admin.email, admin.password);
    const loan = await insertApplication(t.database.db);
    const [count] = rowsOf<{ n: number }>(await t.database.db.execute(sql`select count(*)::int as n from application_status_history`));
    await t.database.db.execute(sql`
      insert into application_status_history (application_id, from_status, to_status, changed_by_name, notes, created_at)
      select ${loan.id}, 'submitted', 'reviewed', 'Batch Test', 'note ' || i, now() - make_interval(secs => i)
      from generate_series(1, ${ROWS - (count?.n ?? 0)}) i`);
    good = (await downloadNewBackup(t, cookie)).text;
    before = withoutAudit(await fingerprint(t.database.db));
  });
  afterAll(async () => {
    await t.close();
  });

  it('writes every row once across the batch boundaries', () => {
    const history = (JSON.parse(good) as TFile).tables.application_status_history ?? [];
    expect(history).toHaveLength(ROWS);
    expect(new Set(history.map((row) => row.id)).size).toBe(ROWS);
  });

  it('restores every row', async () => {
    await t.database.db.execute(sql`delete from application_status_history where id in (select id from application_status_history order by id limit 10)`);
    expect(withoutAudit(await fingerprint(t.database.db))).not.toEqual(before);
    const res = await restoreRequest(t, cookie, good);
    expect(res.statusCode, res.body).toBe(200);
    expect(withoutAudit(await fingerprint(t.database.db))).toEqual(before);
  });

  it.each([
    ['a row of the last batch names a loan that is not there', (rows: THistoryRow[]): void => void (rows[10_500]!.application_id = randomUUID()), /application_status_history could not be restored.*foreign key/],
    ['a row of the last batch repeats an id of the one before', (rows: THistoryRow[]): void => void (rows[10_999]!.id = rows[5_000]!.id), /application_status_history could not be restored.*unique/],
  ] as const)('refuses a file where %s, changing nothing', async (_name, change, message) => {
    const file = JSON.parse(good) as TFile;
    change(file.tables.application_status_history ?? []);
    const res = await restoreRequest(t, cookie, JSON.stringify(file));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(message);
    expect(withoutAudit(await fingerprint(t.database.db))).toEqual(before);
  });
});
