import { sql } from 'drizzle-orm';
import { check, date, numeric, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The shop's gold prices (issue 43): J$ per gram of each karat, one row per Jamaica day, set by an
 * admin; the last save of a day replaces that day's row (the audit log keeps each save). The latest
 * day is what the item form values gold at. J$ per gram is numeric(12,2), as every amount.
 */
export const goldPrices = pgTable(
  'gold_prices',
  {
    day: date({ mode: 'string' }).primaryKey(),
    price10k: numeric('price_per_gram_10k', { precision: 12, scale: 2 }).notNull(),
    price14k: numeric('price_per_gram_14k', { precision: 12, scale: 2 }).notNull(),
    price18k: numeric('price_per_gram_18k', { precision: 12, scale: 2 }).notNull(),
    price22k: numeric('price_per_gram_22k', { precision: 12, scale: 2 }).notNull(),
    price24k: numeric('price_per_gram_24k', { precision: 12, scale: 2 }).notNull(),
    /** Who set them (null once the account is deleted) and their name then, kept for the screen. */
    setByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    setByName: varchar({ length: 254 }).notNull(),
    setAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'gold_prices_positive_check',
      sql`${t.price10k} > 0 and ${t.price14k} > 0 and ${t.price18k} > 0 and ${t.price22k} > 0 and ${t.price24k} > 0`,
    ),
  ],
);
