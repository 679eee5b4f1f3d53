import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER, PGLITE_EXTENSIONS, rowsOf } from '../../db/client';
import * as schema from '../../db/schema';
import { computePaymentStatisticsFromScratch } from './payment-statistics.test-support';
import { readPaymentStatistics } from './payments.repository';

// A database with payments already recorded: migration 0011 must start the totals tables from
// them, so the tiles read the same figures before and after the upgrade.
describe('migration 0011 on a database with payments', () => {
  let dir: string;
  let client: PGlite;

  async function foldersUpTo(lastTag: string): Promise<string> {
    const older = path.join(dir, 'migrations');
    await cp(MIGRATIONS_FOLDER, older, { recursive: true });
    const journalFile = path.join(older, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
    journal.entries = journal.entries.slice(0, journal.entries.findIndex((e) => e.tag === lastTag) + 1);
    await writeFile(journalFile, JSON.stringify(journal));
    return older;
  }

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'pawnbook-migration-'));
    client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    await migrate(drizzle(client), { migrationsFolder: await foldersUpTo('0010_borrowers_tab') });
  });
  afterAll(async () => {
    await client.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('backfills collected per month, the count and what open loans owe, and keeps them afterwards', async () => {
    const db = drizzle(client, { schema, casing: 'snake_case' });
    const loan = async (number: string, status: string, totalRepayment: string) => {
      const [row] = rowsOf<{ id: string }>(
        await db.execute(sql`
          insert into pawn_loan_applications (application_number, borrower_name, borrower_email, borrower_address, borrower_phone,
            borrower_id_number, loan_amount, interest_rate, term_weeks, weekly_instalment, total_amount, total_repayment, status)
          values (${number}, 'Marcia Brown', 'marcia@example.com', '1 King St', '876-555-0101', 'AB123', 10000, 20, 4, 3000, 12000, ${totalRepayment}, ${status})
          returning id`),
      );
      return row!.id;
    };
    let receipt = 0;
    const payment = (loanId: string, amount: string, date: string, status = 'completed', late = '0') => {
      receipt += 1;
      return db.execute(sql`
        insert into payments (loan_application_id, payment_amount, late_payment_charge, payment_date, receipt_number, processed_by, status)
        values (${loanId}, ${amount}, ${late}, ${date}::timestamptz, ${`RCT-${receipt}`}, 'test', ${status})`);
    };
    const active = await loan('PL-1', 'active', '0');
    const overpaid = await loan('PL-2', 'active', '5000.00');
    await loan('PL-3', 'approved', '0');
    await loan('PL-4', 'submitted', '0');
    const completed = await loan('PL-5', 'completed', '0');
    const now = new Date();
    await payment(active, '3000.00', '2024-01-31T23:00:00Z', 'completed', '150.00');
    await payment(active, '1500.50', now.toISOString());
    await payment(active, '999.00', now.toISOString(), 'refunded');
    await payment(overpaid, '6000.00', now.toISOString());
    await payment(completed, '12000.00', '2025-06-01T04:59:59Z');

    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    // From the rows themselves (with today's rules, which need today's columns): what the totals
    // 0011 started from the payments already recorded must show.
    const before = await computePaymentStatisticsFromScratch(db, now);
    expect(await readPaymentStatistics(db, now)).toEqual(before);
    expect(before).toMatchObject({ totalCollected: '22650.50', pending: '19499.50', transactionCount: 4 });

    await payment(active, '500.00', now.toISOString());
    await db.execute(sql`update pawn_loan_applications set status = 'defaulted' where id = ${overpaid}`);
    expect(await readPaymentStatistics(db, now)).toEqual(await computePaymentStatisticsFromScratch(db, now));
  });
});
