import { bigint, numeric, pgTable, varchar } from 'drizzle-orm/pg-core';

/**
 * Applications per status with the sum of their loan amounts, kept by a row trigger on
 * pawn_loan_applications (migration 0008). The dashboard cards and the list's tab counts read
 * these few rows instead of counting 100k applications on every poll.
 */
export const applicationStatusTotals = pgTable('application_status_totals', {
  status: varchar({ length: 20 }).primaryKey(),
  count: bigint({ mode: 'number' }).notNull().default(0),
  amount: numeric({ precision: 16, scale: 2 }).notNull().default('0'),
});
