import { bigint, pgTable, varchar } from 'drizzle-orm/pg-core';

/**
 * One row per watched table, bumped by a statement-level trigger on every insert, update or delete
 * of it (migration 0005). A list's ETag is built from its version, so a poll that ends in 304 reads
 * one row instead of counting the table.
 */
export const changeCounters = pgTable('change_counters', {
  name: varchar({ length: 60 }).primaryKey(),
  version: bigint({ mode: 'number' }).notNull().default(0),
});
