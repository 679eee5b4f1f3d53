import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, date, index, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

const dateTime = () => timestamp({ withTimezone: true, mode: 'date' });
const cents = () => bigint({ mode: 'number' });

/**
 * The chart of accounts (issue 41). The codes are a contract (docs/operations.md, "The books"): the
 * shop may rename an account, never renumber it. type decides which side a balance is read from.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    code: varchar({ length: 10 }).primaryKey(),
    name: varchar({ length: 100 }).notNull(),
    type: varchar({ length: 10 }).notNull(),
  },
  (t) => [check('ledger_accounts_type_check', sql`${t.type} in ('asset','liability','equity','income','expense')`)],
);

/**
 * One money event, booked on the Jamaica day it was recorded. Never updated or deleted (triggers in
 * migration 0035): a correction is a reversing entry. source names the event once ("payment:<id>"),
 * so the same event is never booked twice; reference is what staff read (a receipt, loan or ticket
 * number). recorded_by_user_id and recorded_at place a cash line in its staff member's drawer.
 */
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: uuid().primaryKey().defaultRandom(),
    number: bigserial({ mode: 'number' }).notNull(),
    entryDate: date({ mode: 'string' }).notNull(),
    kind: varchar({ length: 40 }).notNull(),
    reference: varchar({ length: 60 }).notNull(),
    memo: text().notNull(),
    source: varchar({ length: 120 }),
    reversesEntryId: uuid(),
    /** The drawer a float or a count belongs to (its own entries). */
    drawerId: uuid(),
    recordedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    recordedByName: varchar({ length: 200 }).notNull(),
    recordedAt: dateTime().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('journal_entries_number_key').on(t.number),
    uniqueIndex('journal_entries_source_key').on(t.source),
    index('journal_entries_date_idx').on(t.entryDate, t.number),
    index('journal_entries_recorded_by_idx').on(t.recordedByUserId, t.recordedAt),
  ],
);

/**
 * The lines of an entry, in cents: one side each. loan_application_id and part ('principal',
 * 'interest', 'late_fee') keep the loans receivable and unearned interest per loan (the loan book);
 * method is how money moved on a cash or bank line (the cash book).
 */
export const journalLines = pgTable(
  'journal_lines',
  {
    id: uuid().primaryKey().defaultRandom(),
    entryId: uuid()
      .notNull()
      .references(() => journalEntries.id, { onDelete: 'restrict' }),
    accountCode: varchar({ length: 10 })
      .notNull()
      .references(() => ledgerAccounts.code, { onDelete: 'restrict' }),
    debit: cents().notNull().default(0),
    credit: cents().notNull().default(0),
    loanApplicationId: uuid(),
    part: varchar({ length: 12 }),
    method: varchar({ length: 20 }),
  },
  (t) => [
    index('journal_lines_entry_idx').on(t.entryId),
    index('journal_lines_account_idx').on(t.accountCode),
    index('journal_lines_loan_idx').on(t.loanApplicationId).where(sql`${t.loanApplicationId} is not null`),
    check('journal_lines_one_side_check', sql`${t.debit} >= 0 and ${t.credit} >= 0 and (${t.debit} = 0) <> (${t.credit} = 0)`),
    check('journal_lines_part_check', sql`${t.part} is null or ${t.part} in ('principal','interest','late_fee')`),
  ],
);

/** Months the shop has closed: nothing more is booked in them. */
export const closedMonths = pgTable('closed_months', {
  month: varchar({ length: 7 }).primaryKey(),
  closedAt: dateTime().notNull().defaultNow(),
  closedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
  closedByName: varchar({ length: 200 }).notNull(),
});
