import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, money } from './_columns';
import { pawnLoanApplications } from './pawn-loan-applications';

/**
 * The repayment schedule of a loan: one row per instalment, built at approval (or on first need
 * for loans approved before schedules existed). status and paid_date follow the payments: they
 * fill the instalments in due order (server/modules/payments/loan-ledger.service.ts).
 */
export const loanPayments = pgTable(
  'loan_payments',
  {
    id: uuid().primaryKey().defaultRandom(),
    applicationId: uuid()
      .notNull()
      .references(() => pawnLoanApplications.id, { onDelete: 'cascade' }),
    paymentNumber: integer().notNull(),
    paymentAmount: money().notNull(),
    principalAmount: money().notNull(),
    interestAmount: money().notNull(),
    remainingBalance: money().notNull(),
    dueDate: date({ mode: 'string' }).notNull(),
    paidDate: date({ mode: 'string' }),
    status: varchar({ length: 20 }).notNull().default('pending'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('loan_payments_app_number_key').on(t.applicationId, t.paymentNumber),
    index('loan_payments_due_idx').on(t.status, t.dueDate),
    check('loan_payments_status_check', sql`${t.status} in ('pending','partially_paid','paid')`),
  ],
);
