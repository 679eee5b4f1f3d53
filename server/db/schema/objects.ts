import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './_columns';
import { borrowers } from './borrowers';
import { pawnLoanApplications } from './pawn-loan-applications';
import { users } from './users';

/** Metadata of every upload. Rows never attached to an application or profile are removed after 24 hours. */
export const objects = pgTable(
  'objects',
  {
    id: uuid().primaryKey().defaultRandom(),
    key: varchar({ length: 300 }).notNull().unique(),
    contentType: varchar({ length: 100 }),
    size: bigint({ mode: 'number' }),
    ownerSessionId: text(),
    /** The guest's pawnbook_vid cookie when no one was signed in at upload time. */
    visitorId: text(),
    /** pending: URL issued; receiving: bytes arriving (the URL is spent); stored: file complete. */
    status: varchar({ length: 20, enum: ['pending', 'receiving', 'stored'] }).notNull().default('pending'),
    /** sha256 of the single-use upload token; the token itself is never stored. */
    uploadTokenHash: text(),
    uploadExpiresAt: timestamp({ withTimezone: true, mode: 'date' }),
    ownerUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    applicationId: uuid().references(() => pawnLoanApplications.id, { onDelete: 'set null' }),
    attachedUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** A staff member's upload kept on a borrower record (Manage Documents, the profile edit), and as which document. */
    attachedBorrowerId: uuid().references(() => borrowers.id, { onDelete: 'set null' }),
    attachedDocument: varchar({ length: 20 }),
    createdAt: createdAt(),
    attachedAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('objects_orphans_idx').on(t.createdAt).where(sql`${t.attachedAt} is null`),
    index('objects_application_idx').on(t.applicationId),
    index('objects_attached_borrower_idx').on(t.attachedBorrowerId),
  ],
);
