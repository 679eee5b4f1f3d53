import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, money, updatedAt } from './_columns';
import { pawnLoanApplications } from './pawn-loan-applications';
import { users } from './users';

export const payments = pgTable(
  'payments',
  {
    id: uuid().primaryKey().defaultRandom(),
    loanApplicationId: uuid()
      .notNull()
      .references(() => pawnLoanApplications.id, { onDelete: 'restrict' }),
    paymentAmount: money().notNull(),
    latePaymentCharge: money().notNull().default('0.00'),
    paymentMethod: varchar({ length: 20 }).notNull().default('cash'),
    paymentDate: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    receiptNumber: varchar({ length: 20 }).notNull(),
    paymentReference: varchar({ length: 100 }),
    notes: text(),
    processedBy: varchar({ length: 200 }).notNull(),
    /** Who took the money (issue 34): a cash drawer counts its own staff member's payments. */
    recordedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    status: varchar({ length: 20 }).notNull().default('completed'),
    /** Sent by the client with each Record Payment so a double click records one payment. */
    idempotencyKey: varchar({ length: 100 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_receipt_number_key').on(t.receiptNumber),
    uniqueIndex('payments_idempotency_key').on(t.idempotencyKey),
    index('payments_loan_idx').on(t.loanApplicationId, t.paymentDate),
    index('payments_date_idx').on(t.paymentDate),
    index('payments_created_idx').on(t.createdAt),
    index('payments_recorded_by_idx').on(t.recordedByUserId, t.createdAt),
    // The search box finds a receipt by its start ("RCT-2020-0001"), migration 0023.
    index('payments_receipt_prefix_idx').on(sql`lower(${t.receiptNumber}) text_pattern_ops`),
    check('payments_method_check', sql`${t.paymentMethod} in ('cash','bank_transfer','online','mobile_money')`),
  ],
);
