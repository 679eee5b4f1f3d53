// The collections bench's own seeding, after bench/seed-data.ts: repayment schedules for every loan
// from approval on (the seeder writes applications and payments only; the app would build each
// schedule lazily, one transaction per loan), set-based; then times the first find-overdue (the
// daily job's statement) against the seeded ledger, before any server runs. Prints one JSON line.
// Run with tsx; reads DATA_DIR or DATABASE_URL. Benchmark data only, never in a real database.
import { sql } from 'drizzle-orm';
import { openDatabase, rowsOf } from '../server/db/client';
import { findOverdue } from '../server/modules/collections/collections.service';

const dataDir = process.env.DATA_DIR;
const databaseUrl = process.env.DATABASE_URL || undefined;
if (!dataDir && !databaseUrl) throw new Error('set DATA_DIR or DATABASE_URL');
const database = await openDatabase({ databaseUrl, dataDir: dataDir ?? '' });
const db = database.db;

const seeding = Date.now();
// BENCH_COLLECTIONS_SEEDED=1: the database was seeded by an earlier run (schedules exist).
const reuse = process.env.BENCH_COLLECTIONS_SEEDED === '1';
// Weekly instalments from the start date; the last absorbs the cents (the ledger's rule for weekly loans).
if (!reuse) await db.execute(sql`
  insert into loan_payments (application_id, payment_number, payment_amount, principal_amount, interest_amount, remaining_balance, due_date)
  select a.id, k,
    case when k = a.term_weeks then a.total_repayment - a.weekly_instalment * (a.term_weeks - 1) else a.weekly_instalment end,
    round((case when k = a.term_weeks then a.total_repayment - a.weekly_instalment * (a.term_weeks - 1) else a.weekly_instalment end) * a.loan_amount / a.total_repayment, 2),
    (case when k = a.term_weeks then a.total_repayment - a.weekly_instalment * (a.term_weeks - 1) else a.weekly_instalment end)
      - round((case when k = a.term_weeks then a.total_repayment - a.weekly_instalment * (a.term_weeks - 1) else a.weekly_instalment end) * a.loan_amount / a.total_repayment, 2),
    greatest(a.total_repayment - a.weekly_instalment * k, 0) * (case when k = a.term_weeks then 0 else 1 end),
    (a.valid_from at time zone 'America/Jamaica')::date + k * 7
  from pawn_loan_applications a cross join lateral generate_series(1, a.term_weeks) as k
  where a.status in ('approved', 'active', 'completed', 'defaulted')
  on conflict do nothing`);
await db.execute(sql`analyze loan_payments`);
const seededMs = Date.now() - seeding;

const started = performance.now();
const result = await findOverdue({ db }, 'system');
const findOverdueMs = Math.round(performance.now() - started);
const again = performance.now();
const second = await findOverdue({ db }, 'system');
const secondMs = Math.round(performance.now() - again);
// As autovacuum would soon after a bulk insert; the list's plans need the cases' statistics.
await db.execute(sql`analyze debt_collection_records`);
const [counts] = rowsOf<{ loans: number; schedules: number; open: number }>(
  await db.execute(sql`
    select (select count(*) from pawn_loan_applications)::int as loans, (select count(*) from loan_payments)::int as schedules,
      (select count(*) from debt_collection_records where collection_status in ('pending', 'in_progress'))::int as open`),
);
await database.close();
console.log(JSON.stringify({ seededSchedulesMs: seededMs, findOverdueMs, created: result.created, secondRunMs: secondMs, secondRunAlreadyOpen: second.alreadyOpen, ...counts }));
