import { sql } from 'drizzle-orm';
import { check, index, pgTable, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './_columns';
import { users } from './users';

/** One row per person, keyed by normalised e-mail and ID number; applications reference it. */
export const borrowers = pgTable(
  'borrowers',
  {
    id: uuid().primaryKey().defaultRandom(),
    email: varchar({ length: 254 }).notNull(),
    idNumber: varchar({ length: 100 }).notNull(),
    name: varchar({ length: 200 }).notNull(),
    phone: varchar({ length: 50 }),
    address: varchar({ length: 500 }),
    trn: varchar({ length: 20 }),
    photoUrl: varchar({ length: 500 }),
    signatureUrl: varchar({ length: 500 }),
    trnPhotoUrl: varchar({ length: 500 }),
    bankAccountNumber: varchar({ length: 50 }),
    /**
     * Staff-set credit status; null means derived from the loans. Credit is a borrower's, so it lives
     * here only (not on users). Document checks stay on each application, where staff make them.
     */
    creditStatus: varchar({ length: 10 }),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('borrowers_email_id_number_key').on(t.email, t.idNumber),
    index('borrowers_name_idx').on(sql`lower(${t.name})`),
    index('borrowers_phone_idx').on(t.phone),
    index('borrowers_user_id_idx').on(t.userId),
    check('borrowers_credit_status_check', sql`${t.creditStatus} is null or ${t.creditStatus} in ('good','fair','poor')`),
  ],
);
