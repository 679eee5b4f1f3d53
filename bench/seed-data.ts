// Seeds pawn loan applications straight into the database for the staff-list benchmark
// (bench/staff-lists.mjs): one INSERT ... SELECT over generate_series, so 100k rows take seconds.
// Run with tsx; reads DATA_DIR (embedded PGlite) or DATABASE_URL, and BENCH_APPLICATIONS (count).
// Migrates first, like the server. Not part of the app: benchmark data only, never in a real database.
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/client';

const count = Number(process.env.BENCH_APPLICATIONS ?? 100_000);
if (!Number.isInteger(count) || count < 1) throw new Error('BENCH_APPLICATIONS must be a positive whole number');
const dataDir = process.env.DATA_DIR;
const databaseUrl = process.env.DATABASE_URL || undefined;
if (!dataDir && !databaseUrl) throw new Error('set DATA_DIR or DATABASE_URL');

const database = await openDatabase({ databaseUrl, dataDir: dataDir ?? '' });
const started = Date.now();
// Status mix of a shop some years in: most loans completed or active, a tenth waiting for review.
await database.db.execute(sql`
  insert into pawn_loan_applications (
    application_number, borrower_name, borrower_email, borrower_address, borrower_phone, borrower_id_number,
    loan_amount, interest_rate, term_weeks, weekly_instalment, total_amount, total_repayment, status,
    agreement_date, valid_from, ending_on, created_at, updated_at
  )
  select
    'PL-' || (2020 + g / 1000000) || '-' || lpad((g % 1000000)::text, 6, '0'),
    first_name || ' ' || last_name,
    lower(first_name) || '.' || lower(last_name) || '.' || g || '@example.com',
    (g % 200 + 1) || ' Hope Road, Kingston ' || (g % 20 + 1),
    '876-' || lpad((g % 1000)::text, 3, '0') || '-' || lpad((g % 10000)::text, 4, '0'),
    'ID' || lpad(g::text, 8, '0'),
    amount, rate, term, round(amount * (1 + rate / 100) / term, 2), amount * (1 + rate / 100), amount * (1 + rate / 100),
    case when g % 100 < 10 then 'submitted' when g % 100 < 15 then 'reviewed' when g % 100 < 25 then 'approved'
         when g % 100 < 55 then 'active' when g % 100 < 90 then 'completed' when g % 100 < 98 then 'rejected' else 'defaulted' end,
    created, created, created + make_interval(days => term * 7), created, created
  from (
    select g,
      (array['Marcia','Devon','Keisha','Andre','Shanice','Omar','Tanya','Rohan','Kerry-Ann','Damion','Nadine','Garfield','Simone','Ricardo','Latoya','Delroy','Camille','Winston','Tamika','Everton'])[1 + g % 20] as first_name,
      (array['Campbell','Brown','Williams','Thompson','Clarke','Reid','Johnson','Grant','Morgan','Francis','Gordon','Bailey','Walker','Stewart','McKenzie','Henry','Lewis','Wright','Scott','Palmer'])[1 + (g / 20) % 20] as last_name,
      (1000 + (g * 7919) % 190 * 100)::numeric(12,2) as amount,
      (case when g % 3 = 0 then 40 else 20 end)::numeric(5,2) as rate,
      (array[4,6,8,10,12,14,16,20])[1 + g % 8] as term,
      now() - make_interval(secs => (${count} - g) * 300) as created
    from generate_series(1, ${count}) as g
  ) as s
`);
await database.db.execute(sql`analyze pawn_loan_applications`);
await database.close();
console.log(`[bench] seeded ${count} applications in ${((Date.now() - started) / 1000).toFixed(1)} s`);
