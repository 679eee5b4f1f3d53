import { bigint, boolean, date, numeric, pgTable, uuid, varchar } from 'drizzle-orm/pg-core';

/**
 * Completed payments per Jamaica calendar month (America/Jamaica, the month's first day): the sum of
 * payment_amount + late_payment_charge and their count. Kept by statement triggers on payments
 * (migration 0011) so the Payments tiles read a few rows instead of every payment.
 */
export const paymentMonthTotals = pgTable('payment_month_totals', {
  month: date({ mode: 'string' }).primaryKey(),
  collected: numeric({ precision: 16, scale: 2 }).notNull().default('0'),
  count: bigint({ mode: 'number' }).notNull().default(0),
});

/**
 * One row per application: what it repays (the REPAYABLE rule), whether it is open (approved or
 * active), the sum of its completed payment amounts, and what it still owes (never below zero; zero
 * when not open). Kept by triggers on both tables (migration 0011); the per-loan paid sum keeps the
 * clamp exact.
 */
export const loanPaymentTotals = pgTable('loan_payment_totals', {
  applicationId: uuid().primaryKey(),
  repayable: numeric({ precision: 16, scale: 2 }).notNull(),
  open: boolean().notNull(),
  paid: numeric({ precision: 16, scale: 2 }).notNull().default('0'),
  owed: numeric({ precision: 16, scale: 2 }).notNull().default('0'),
});

/** Named running totals; 'pending' is the sum of loan_payment_totals.owed (migration 0011). */
export const paymentTotals = pgTable('payment_totals', {
  name: varchar({ length: 20 }).primaryKey(),
  amount: numeric({ precision: 16, scale: 2 }).notNull().default('0'),
});

/**
 * What this transaction's statements moved the 'pending' total by, one row per statement that moved
 * it. A deferred trigger folds them into payment_totals once, at commit, and deletes them; no row
 * outlives its transaction (migration 0012). A bulk statement thus updates 'pending' once, not once
 * per loan.
 */
export const paymentPendingDeltas = pgTable('payment_pending_deltas', {
  id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  amount: numeric({ precision: 16, scale: 2 }).notNull(),
});
