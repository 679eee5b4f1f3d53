import { index, integer, numeric, pgTable, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, money, updatedAt } from './_columns';
import { users } from './users';

/** The general (non-pawn) loan application of the spec's entity list. */
export const loanApplications = pgTable(
  'loan_applications',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    applicationNumber: varchar({ length: 20 }).notNull(),
    loanType: varchar({ length: 30 }).notNull(),
    requestedAmount: money().notNull(),
    approvedAmount: money(),
    interestRate: numeric({ precision: 5, scale: 2 }),
    termMonths: integer().notNull(),
    status: varchar({ length: 20 }).notNull().default('pending'),
    annualIncome: money(),
    employmentStatus: varchar({ length: 50 }),
    yearsAtJob: integer(),
    monthlyExpenses: money(),
    currentDebt: money(),
    creditScore: integer(),
    additionalIncome: money(),
    reviewedBy: varchar({ length: 200 }),
    reviewNotes: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('loan_applications_number_key').on(t.applicationNumber), index('loan_applications_user_idx').on(t.userId)],
);
