// The collections bench's own step, after bench/seed-data.ts (which also wrote every loan's
// repayment schedule): times the first find-overdue (the daily job's statement) against the seeded
// ledger, before any server runs. Prints one JSON line.
// Run with tsx; reads DATA_DIR or DATABASE_URL. Benchmark data only, never in a real database.
import { sql } from 'drizzle-orm';
import { openDatabase, rowsOf } from '../server/db/client';
import { findOverdue } from '../server/modules/collections';

const dataDir = process.env.DATA_DIR;
const databaseUrl = process.env.DATABASE_URL || undefined;
if (!dataDir && !databaseUrl) throw new Error('set DATA_DIR or DATABASE_URL');
const database = await openDatabase({ databaseUrl, dataDir: dataDir ?? '' });
const db = database.db;

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
console.log(JSON.stringify({ findOverdueMs, created: result.created, secondRunMs: secondMs, secondRunAlreadyOpen: second.alreadyOpen, ...counts }));
