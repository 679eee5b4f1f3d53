import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, money, updatedAt } from './_columns';
import { pawnLoanApplications } from './pawn-loan-applications';
import { users } from './users';

/**
 * A collection case on an overdue loan (spec staff-area "Debt collection tab"). The borrower's
 * name, e-mail and phone are the loan's (read through the join, one home for each fact). The
 * figures (outstanding, amount due, oldest unpaid due date, days past due) are the ledger's as of
 * the last refresh: find-overdue, the daily job and every payment on the loan write them.
 */
export const debtCollectionRecords = pgTable(
  'debt_collection_records',
  {
    id: uuid().primaryKey().defaultRandom(),
    loanApplicationId: uuid()
      .notNull()
      .references(() => pawnLoanApplications.id, { onDelete: 'cascade' }),
    outstandingAmount: money().notNull(),
    /** The overdue part: instalments due before the day of the refresh, less what was paid. */
    amountDue: money().notNull().default('0'),
    /** The due date of the oldest instalment not fully paid; days past due count from it. */
    oldestDueDate: date({ mode: 'string' }),
    daysPastDue: integer().notNull().default(0),
    collectionStatus: varchar({ length: 20 }).notNull().default('pending'),
    lastContactDate: date({ mode: 'string' }),
    contactMethod: varchar({ length: 10 }),
    contactNotes: text(),
    nextFollowUpDate: date({ mode: 'string' }),
    assignedCollectorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    priority: varchar({ length: 10 }).notNull().default('medium'),
    /** Staff chose the priority: the refresh stops deriving it from days past due. */
    priorityByStaff: boolean('priority_by_staff').notNull().default(false),
    /** The latest promise to pay (a contact with outcome promised_to_pay). */
    promisedAmount: money(),
    promisedDate: date({ mode: 'string' }),
    promiseMadeAt: timestamp({ withTimezone: true, mode: 'date' }),
    resolutionDate: date({ mode: 'string' }),
    resolutionNotes: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('debt_collection_status_idx').on(t.collectionStatus, t.createdAt),
    index('debt_collection_loan_idx').on(t.loanApplicationId),
    // The list's order (most days overdue first), with and without a status filter.
    index('debt_collection_status_oldest_idx').on(t.collectionStatus, t.oldestDueDate, t.id),
    index('debt_collection_oldest_idx').on(t.oldestDueDate, t.id),
    index('debt_collection_follow_up_idx').on(t.nextFollowUpDate),
    // Never a second open case for a loan, however many requests or instances ask at once.
    uniqueIndex('debt_collection_open_loan_key')
      .on(t.loanApplicationId)
      .where(sql`collection_status in ('pending', 'in_progress')`),
    check('debt_collection_days_check', sql`${t.daysPastDue} >= 0`),
    check('debt_collection_status_check', sql`${t.collectionStatus} in ('pending','in_progress','resolved','written_off')`),
    check('debt_collection_priority_check', sql`${t.priority} in ('low','medium','high','urgent')`),
    check('debt_collection_contact_check', sql`${t.contactMethod} is null or ${t.contactMethod} in ('phone','email','sms','visit')`),
  ],
);

/** Every contact with the borrower on a case: staff calls, visits, messages, and the reminders sent. */
export const debtCollectionContacts = pgTable(
  'debt_collection_contacts',
  {
    id: uuid().primaryKey().defaultRandom(),
    recordId: uuid()
      .notNull()
      .references(() => debtCollectionRecords.id, { onDelete: 'cascade' }),
    contactMethod: varchar({ length: 10 }).notNull(),
    outcome: varchar({ length: 20 }).notNull(),
    notes: text(),
    promisedAmount: money(),
    promisedDate: date({ mode: 'string' }),
    contactedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Null for a reminder the system sent. */
    contactedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    contactedByName: varchar({ length: 200 }).notNull(),
    /** Fair collection: outside 08:00-20:00 Jamaica time (phone, visit) or a fourth contact in 7 days. */
    flagReason: varchar({ length: 200 }),
    reminderStage: varchar({ length: 20 }),
    /** Who was contacted: the borrower, or the guarantor of a defaulted loan (issue 33, migration 0032). */
    party: varchar({ length: 10 }).notNull().default('borrower'),
    createdAt: createdAt(),
  },
  (t) => [
    index('debt_collection_contacts_record_idx').on(t.recordId, t.contactedAt),
    check('debt_collection_contacts_party_check', sql`${t.party} in ('borrower','guarantor')`),
    check('debt_collection_contacts_method_check', sql`${t.contactMethod} in ('phone','email','sms','visit')`),
    check(
      'debt_collection_contacts_outcome_check',
      sql`${t.outcome} in ('no_answer','spoke','promised_to_pay','refused','wrong_number','paid','reminder_sent')`,
    ),
  ],
);

/**
 * One row per reminder ever queued: the key (loan, instalment, stage) is what makes a reminder go
 * out at most once, whichever instance or run gets there first.
 */
export const collectionReminders = pgTable(
  'collection_reminders',
  {
    applicationId: uuid()
      .notNull()
      .references(() => pawnLoanApplications.id, { onDelete: 'cascade' }),
    paymentNumber: integer().notNull(),
    stage: varchar({ length: 20 }).notNull(),
    dueDate: date({ mode: 'string' }).notNull(),
    outboxId: bigint({ mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.applicationId, t.paymentNumber, t.stage] }),
    check('collection_reminders_stage_check', sql`${t.stage} in ('before_due','past_due_1','past_due_7')`),
  ],
);

/** Which reminder stages are on (admin's switches on the tab); seeded on by the migration. */
export const collectionReminderStages = pgTable(
  'collection_reminder_stages',
  {
    stage: varchar({ length: 20 }).primaryKey(),
    enabled: boolean().notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [check('collection_reminder_stages_stage_check', sql`${t.stage} in ('before_due','past_due_1','past_due_7')`)],
);
