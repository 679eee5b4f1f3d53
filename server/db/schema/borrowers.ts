import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './_columns';
import { users } from './users';

// The check of one of the person's current documents: its state, who set it and when.
const check_ = () => varchar({ length: 20 }).notNull().default('pending');
const checkedBy = () => uuid().references(() => users.id, { onDelete: 'set null' });
const checkedAt = () => timestamp({ withTimezone: true, mode: 'date' });
const CHECK_STATES = sql`('pending','verified','rejected')`;

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
    /**
     * An ID document staff put on the record (Manage Documents). Null: the latest application's is
     * shown; a new application clears it, as it brings its own.
     */
    idDocumentUrl: varchar({ length: 500 }),
    bankAccountNumber: varchar({ length: 50 }),
    /**
     * Staff-set credit status; null means derived from the loans. Credit is a borrower's, so it lives
     * here only (not on users).
     */
    creditStatus: varchar({ length: 10 }),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /**
     * The checks of the person's current documents (the Borrowers tab). Each application keeps the
     * checks made when it was reviewed; a new application's documents start these again at pending.
     */
    photoVerified: check_(),
    photoVerifiedByUserId: checkedBy(),
    photoVerifiedAt: checkedAt(),
    trnPhotoVerified: check_(),
    trnPhotoVerifiedByUserId: checkedBy(),
    trnPhotoVerifiedAt: checkedAt(),
    signatureVerified: check_(),
    signatureVerifiedByUserId: checkedBy(),
    signatureVerifiedAt: checkedAt(),
    idDocumentVerified: check_(),
    idDocumentVerifiedByUserId: checkedBy(),
    idDocumentVerifiedAt: checkedAt(),
    /**
     * Kept by statement triggers on pawn_loan_applications (migration 0013), so the list's filters,
     * its stat cards and the credit rule read this row instead of every application: loans approved,
     * active or submitted, and loans defaulted.
     */
    activeLoans: integer().notNull().default(0),
    defaultedLoans: integer().notNull().default(0),
    /** The credit status shown: staff's, else the spec's rule (poor if any default, fair if more than 2 in progress). */
    effectiveCredit: varchar({ length: 10 }).generatedAlwaysAs(
      sql`coalesce(credit_status, case when defaulted_loans > 0 then 'poor' when active_loans > 2 then 'fair' else 'good' end)`,
    ),
    /** lower(name) stored, so a page far down the name order is read from the index alone; trigram-indexed for the search box. */
    sortName: text().generatedAlwaysAs(sql`lower(name)`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('borrowers_email_id_number_key').on(t.email, t.idNumber),
    index('borrowers_name_idx').on(t.sortName, t.id),
    // The search box (pg_trgm, migration 0023): one index a field, each on the field itself.
    index('borrowers_name_trgm_idx').using('gin', t.sortName.op('gin_trgm_ops')),
    index('borrowers_email_trgm_idx').using('gin', sql`lower(${t.email}) gin_trgm_ops`),
    index('borrowers_phone_digits_trgm_idx').using('gin', sql`regexp_replace(${t.phone}, '[^0-9]+', '', 'g') gin_trgm_ops`),
    index('borrowers_id_number_trgm_idx').using('gin', sql`lower(${t.idNumber}) gin_trgm_ops`),
    index('borrowers_trn_digits_trgm_idx').using('gin', sql`regexp_replace(${t.trn}, '[^0-9]+', '', 'g') gin_trgm_ops`),
    index('borrowers_phone_idx').on(t.phone),
    index('borrowers_user_id_idx').on(t.userId),
    index('borrowers_credit_name_idx').on(t.effectiveCredit, t.sortName, t.id),
    index('borrowers_active_name_idx').on(t.sortName, t.id).where(sql`${t.activeLoans} > 0`),
    check(
      'borrowers_document_checks_check',
      sql`${t.photoVerified} in ${CHECK_STATES} and ${t.trnPhotoVerified} in ${CHECK_STATES} and ${t.signatureVerified} in ${CHECK_STATES} and ${t.idDocumentVerified} in ${CHECK_STATES}`,
    ),
    check('borrowers_credit_status_check', sql`${t.creditStatus} is null or ${t.creditStatus} in ('good','fair','poor')`),
  ],
);
