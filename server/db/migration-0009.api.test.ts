import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER, PGLITE_EXTENSIONS, rowsOf } from './client';

// A shop upgrading from 0.4.0: its data was written before ownership by id. Migration 0009 must
// give every application its borrower record and link every record to the account of its e-mail,
// so borrowers keep seeing their own loans after the upgrade.
describe('migration 0009 on a 0.4.0 database', () => {
  let dir: string;
  let client: PGlite;

  /** The migrations folder up to and including lastTag (0.4.0 shipped up to 0008). */
  async function foldersUpTo(lastTag: string): Promise<string> {
    const older = path.join(dir, `migrations-${lastTag}`);
    await cp(MIGRATIONS_FOLDER, older, { recursive: true });
    const journalFile = path.join(older, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
    const last = journal.entries.findIndex((e) => e.tag === lastTag);
    journal.entries = journal.entries.slice(0, last + 1);
    await writeFile(journalFile, JSON.stringify(journal));
    return older;
  }

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'pawnbook-migration-'));
    client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    await migrate(drizzle(client), { migrationsFolder: await foldersUpTo('0008_application_status_totals') });
  });
  afterAll(async () => {
    await client.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('links applications to borrower records and records to accounts, and drops what nothing used', async () => {
    const db = drizzle(client);
    const [user] = rowsOf<{ id: string }>(
      await db.execute(sql`insert into users (email, role, login_method, credit_status) values ('Marcia.Brown@Example.com', 'borrower', 'local', 'good') returning id`),
    );
    const insertApplication = (number: string, email: string, idNumber: string) =>
      db.execute(sql`
        insert into pawn_loan_applications (application_number, borrower_name, borrower_email, borrower_address, borrower_phone,
          borrower_id_number, loan_amount, interest_rate, term_weeks, weekly_instalment, total_amount)
        values (${number}, 'Marcia Brown', ${email}, '1 King St', '876-555-0101', ${idNumber}, 10000, 20, 4, 3000, 12000)`);
    // Two applications of one person (e-mail case and ID case differ), one of someone without an account.
    await insertApplication('PL-2026-000001', 'marcia.brown@example.com', 'ab123');
    await insertApplication('PL-2026-000002', 'MARCIA.BROWN@example.com', 'AB123');
    await insertApplication('PL-2026-000003', 'walk.in@example.com', 'ZZ9');

    // 0009 alone, as this test is about it (0010 adds the borrower record's own document checks).
    await migrate(db, { migrationsFolder: await foldersUpTo('0009_module_boundaries') });

    const rows = rowsOf<{ number: string; borrowerEmail: string; idNumber: string; userId: string | null }>(
      await db.execute(sql`
        select a.application_number as number, b.email as "borrowerEmail", b.id_number as "idNumber", b.user_id as "userId"
        from pawn_loan_applications a join borrowers b on b.id = a.borrower_id order by a.application_number`),
    );
    expect(rows).toEqual([
      { number: 'PL-2026-000001', borrowerEmail: 'marcia.brown@example.com', idNumber: 'AB123', userId: user!.id },
      { number: 'PL-2026-000002', borrowerEmail: 'marcia.brown@example.com', idNumber: 'AB123', userId: user!.id },
      { number: 'PL-2026-000003', borrowerEmail: 'walk.in@example.com', idNumber: 'ZZ9', userId: null },
    ]);
    const tables = rowsOf<{ name: string }>(
      await db.execute(sql`select table_name as name from information_schema.tables where table_name in ('documents', 'loan_applications')`),
    );
    expect(tables).toEqual([]);
    const columns = rowsOf<{ name: string }>(
      await db.execute(sql`
        select table_name || '.' || column_name as name from information_schema.columns
        where (table_name = 'users' and column_name = 'credit_status') or (table_name = 'borrowers' and column_name like '%verified')`),
    );
    expect(columns).toEqual([]);
  });
});
