import { sql } from 'drizzle-orm';
import { bigserial, check, index, pgTable, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './_columns';
import { borrowers } from './borrowers';
import { users } from './users';

/**
 * Every staff read of a borrower's identity documents through GET /objects/uploads/:id (Data
 * Protection Act 2020: a record of who looked at them). Written before the bytes go out; reads by
 * the borrower themselves or the guest who uploaded the file are not recorded. The e-mail is kept
 * as it was at the time, so the log still names the reader after their account changes or goes.
 */
export const documentAccessLog = pgTable(
  'document_access_log',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    staffUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    staffEmail: varchar({ length: 254 }).notNull(),
    // The log is about the person: it goes with their record when the record is deleted.
    borrowerId: uuid()
      .notNull()
      .references(() => borrowers.id, { onDelete: 'cascade' }),
    document: varchar({ length: 20 }).notNull(),
    /** The upload read; no foreign key, so the entry outlives the file. */
    objectId: uuid().notNull(),
    /** The screen or call: borrower-details, review-dialog, or api for anything else. */
    via: varchar({ length: 40 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('document_access_log_borrower_idx').on(t.borrowerId, t.createdAt.desc(), t.id.desc()),
    check('document_access_log_document_check', sql`${t.document} in ('photo','trn','signature','idDocument')`),
  ],
);
