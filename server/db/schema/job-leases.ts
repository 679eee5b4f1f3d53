import { pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** A background job runs on one instance at a time: the one holding an unexpired lease. */
export const jobLeases = pgTable('job_leases', {
  name: varchar({ length: 60 }).primaryKey(),
  holder: text().notNull(),
  leaseUntil: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  lastRunAt: timestamp({ withTimezone: true, mode: 'date' }),
});
