import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { money } from './_columns';
import { users } from './users';

const dateTime = () => timestamp({ withTimezone: true, mode: 'date' });

/**
 * A staff member's cash drawer (issue 34): opened with a float, closed with a count. The figures at
 * the close are kept as they were then; while open they are read from the money movements.
 */
export const cashDrawers = pgTable(
  'cash_drawers',
  {
    id: uuid().primaryKey().defaultRandom(),
    openedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** The name at the opening, kept for the day's report after the account is gone. */
    openedByName: varchar({ length: 200 }).notNull(),
    openedAt: dateTime().notNull().defaultNow(),
    openingFloat: money().notNull(),
    closedAt: dateTime(),
    cashIn: money(),
    cashOut: money(),
    expectedCash: money(),
    countedCash: money(),
    difference: money(),
    notes: text(),
  },
  (t) => [
    uniqueIndex('cash_drawers_one_open_key').on(t.openedByUserId).where(sql`closed_at is null`),
    index('cash_drawers_opened_idx').on(t.openedAt),
    check('cash_drawers_float_check', sql`${t.openingFloat} >= 0`),
    check('cash_drawers_closed_check', sql`(${t.closedAt} is null) = (${t.countedCash} is null)`),
  ],
);
