// Seeds pawn loan applications with their repayment schedules, and optionally payments on the active
// and completed ones and borrower records, straight into the database for the benchmarks
// (bench/staff-lists.mjs, payments.mjs, collections.mjs, borrowers.mjs...): INSERT ... SELECT over
// generate_series, so 100k applications and 300k payments take seconds.
// Run with tsx; reads DATA_DIR (embedded PGlite) or DATABASE_URL, BENCH_APPLICATIONS, BENCH_PAYMENTS
// and BENCH_BORROWERS (counts). Migrates first, like the server. Benchmark data only, never in a real database.
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/client';

const count = Number(process.env.BENCH_APPLICATIONS ?? 100_000);
if (!Number.isInteger(count) || count < 1) throw new Error('BENCH_APPLICATIONS must be a positive whole number');
const paymentCount = Number(process.env.BENCH_PAYMENTS ?? 0);
if (!Number.isInteger(paymentCount) || paymentCount < 0 || paymentCount > 999_999) throw new Error('BENCH_PAYMENTS must be a whole number from 0 to 999999');
const dataDir = process.env.DATA_DIR;
const databaseUrl = process.env.DATABASE_URL || undefined;
if (!dataDir && !databaseUrl) throw new Error('set DATA_DIR or DATABASE_URL');
const borrowerCount = Number(process.env.BENCH_BORROWERS ?? 0);
if (!Number.isInteger(borrowerCount) || borrowerCount < 0 || borrowerCount > count) throw new Error('BENCH_BORROWERS must be a whole number from 0 to BENCH_APPLICATIONS');

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
      (1000 + (g::bigint * 7919) % 190 * 100)::numeric(12,2) as amount,
      (case when g % 3 = 0 then 40 else 20 end)::numeric(5,2) as rate,
      (array[4,6,8,10,12,14,16,20])[1 + g % 8] as term,
      now() - make_interval(secs => (${count} - g) * 300) as created
    from generate_series(1, ${count}) as g
  ) as s
`);
if (paymentCount > 0) {
  // Up to eight weekly payments on each active or completed loan, oldest loans first; one in ten
  // carries a late charge. Receipt numbers use year 2020 so the live RCT-<this year> sequence never meets them.
  await database.db.execute(sql`
    insert into payments (loan_application_id, payment_amount, late_payment_charge, payment_method, payment_date,
      receipt_number, processed_by, status, created_at, updated_at)
    select id, weekly_instalment, case when n % 10 = 0 then round(weekly_instalment * 0.2, 2) else 0 end,
      (array['cash','bank_transfer','online','mobile_money'])[1 + n % 4],
      created_at + make_interval(days => k * 7), 'RCT-2020-' || lpad(n::text, 6, '0'), 'Bench Seeder', 'completed',
      created_at + make_interval(days => k * 7), created_at + make_interval(days => k * 7)
    from (
      select a.id, a.weekly_instalment, a.created_at, k, row_number() over (order by a.created_at, k) as n
      from pawn_loan_applications a cross join generate_series(1, 8) as k
      where a.status in ('active', 'completed')
    ) as p
    where n <= ${paymentCount}
  `);
  await database.db.execute(sql`analyze payments`);
}
if (borrowerCount > 0) {
  // One record per person, as submissions make them: borrower g holds applications g, g + B, g + 2B...
  // (so 300k applications over 100k borrowers gives each three), and those applications carry the
  // borrower's own name, e-mail and ID number. A tenth of the people have a TRN.
  await database.db.execute(sql`
    insert into borrowers (email, id_number, name, phone, address, trn, created_at, updated_at)
    select a.borrower_email, a.borrower_id_number, a.borrower_name, a.borrower_phone, a.borrower_address,
      case when g % 10 = 0 then lpad((100000000 + g)::text, 9, '0') end, a.created_at, a.created_at
    from generate_series(1, ${borrowerCount}) as g
    join pawn_loan_applications a on a.borrower_id_number = 'ID' || lpad(g::text, 8, '0')
  `);
  await database.db.execute(sql`
    update pawn_loan_applications a
    set borrower_id = b.id, borrower_name = b.name, borrower_email = b.email, borrower_phone = b.phone,
      borrower_address = b.address, borrower_id_number = b.id_number
    from borrowers b
    where b.id_number = 'ID' || lpad(((substring(a.borrower_id_number from 3)::int - 1) % ${borrowerCount} + 1)::text, 8, '0')
  `);
}
// Every loan's repayment schedule from approval on, as a live database has them (the app builds a
// missing one lazily, one transaction per loan: left to the server, 47k loans kept one core busy
// for minutes after start, under the measurement). Weekly instalments from the start date; the
// last absorbs the cents (the ledger's rule for weekly loans).
await database.db.execute(sql`
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
// Every table the seed wrote (and the totals its triggers kept) vacuumed and analysed now: a live
// database is kept so by autovacuum; without it a fresh bulk load reads every heap page, and
// autovacuum would do this work during the measurement instead, on one of the two cores.
await database.db.execute(sql`vacuum analyze`);
await database.close();
console.log(`[bench] seeded ${count} applications, ${borrowerCount} borrowers and ${paymentCount} payments in ${((Date.now() - started) / 1000).toFixed(1)} s`);
