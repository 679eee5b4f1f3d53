import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, money, updatedAt } from './_columns';
import { pawnLoanApplications } from './pawn-loan-applications';

export const debtCollectionRecords = pgTable(
  'debt_collection_records',
  {
    id: uuid().primaryKey().defaultRandom(),
    loanApplicationId: uuid()
      .notNull()
      .references(() => pawnLoanApplications.id, { onDelete: 'cascade' }),
    borrowerName: varchar({ length: 200 }).notNull(),
    borrowerEmail: varchar({ length: 254 }),
    borrowerPhone: varchar({ length: 50 }),
    outstandingAmount: money().notNull(),
    daysPastDue: integer().notNull().default(0),
    collectionStatus: varchar({ length: 20 }).notNull().default('pending'),
    lastContactDate: date({ mode: 'string' }),
    contactMethod: varchar({ length: 10 }),
    contactNotes: text(),
    nextFollowUpDate: date({ mode: 'string' }),
    assignedCollector: varchar({ length: 200 }),
    priority: varchar({ length: 10 }).notNull().default('medium'),
    resolutionDate: date({ mode: 'string' }),
    resolutionNotes: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('debt_collection_status_idx').on(t.collectionStatus, t.createdAt),
    index('debt_collection_loan_idx').on(t.loanApplicationId),
    check('debt_collection_days_check', sql`${t.daysPastDue} >= 0`),
    check('debt_collection_status_check', sql`${t.collectionStatus} in ('pending','in_progress','resolved','written_off')`),
    check('debt_collection_priority_check', sql`${t.priority} in ('low','medium','high','urgent')`),
    check('debt_collection_contact_check', sql`${t.contactMethod} is null or ${t.contactMethod} in ('phone','email','sms','visit')`),
  ],
);
