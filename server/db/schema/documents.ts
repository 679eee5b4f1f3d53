import { boolean, index, integer, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { pawnLoanApplications } from './pawn-loan-applications';

export const documents = pgTable(
  'documents',
  {
    id: uuid().primaryKey().defaultRandom(),
    applicationId: uuid()
      .notNull()
      .references(() => pawnLoanApplications.id, { onDelete: 'cascade' }),
    documentType: varchar({ length: 30 }).notNull(),
    fileName: varchar({ length: 255 }).notNull(),
    fileSize: integer().notNull(),
    fileType: varchar({ length: 100 }).notNull(),
    filePath: varchar({ length: 500 }).notNull(),
    isVerified: boolean().notNull().default(false),
    verifiedBy: varchar({ length: 200 }),
    uploadedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('documents_application_idx').on(t.applicationId)],
);
