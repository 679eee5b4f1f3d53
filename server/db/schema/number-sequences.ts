import { integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';

/** Yearly counters behind PL-YYYY-NNNNNN and RCT-YYYY-NNNNNN. */
export const numberSequences = pgTable(
  'number_sequences',
  {
    name: varchar({ length: 20 }).notNull(),
    year: integer().notNull(),
    lastValue: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.name, t.year] })],
);
