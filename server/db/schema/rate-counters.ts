import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Hits per key in a fixed window (e.g. upload URLs issued per visitor and per IP); shared by every app instance. */
export const rateCounters = pgTable('rate_counters', {
  key: text().primaryKey(),
  hits: integer().notNull().default(0),
  windowStartedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
