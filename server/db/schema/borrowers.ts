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
    /**
     * The distinct runs of four characters of lower(name) (pawnbook_name_grams, migration 0022),
     * GIN-indexed: a name search of four characters or more looks up its own runs here and checks
     * the few rows found with strpos. Its posting lists are short where the name's trigrams are
     * not ("  c", " ca", "ll " hold a third of a shop's names), which cost a search at 100k most of
     * its time.
     */
    nameGrams: text().array().generatedAlwaysAs(sql`pawnbook_name_grams(lower(name))`),
    /**
     * The e-mail split at its last "@", lower-cased, each trigram-indexed where pg_trgm exists
     * (migration 0021): the shop's common domain is then in one small index of its own instead of
     * in every row's search text, and a typed "name.50000@example.com" is found through the part
     * before the "@". Without an "@", the local part is the whole e-mail and the domain null.
     */
    emailLocal: text().generatedAlwaysAs(sql`lower(regexp_replace(email::text, '@[^@]*$', ''))`),
    emailDomain: text().generatedAlwaysAs(sql`lower(substring(email::text from '@([^@]*)$'))`),
    /**
     * Phone and its digits, ID number, TRN and its digits, lower-cased and one a line (a search
     * never holds a line break, so it never matches across two of them): what the search box
     * matches besides the name and the e-mail (trigram-indexed where pg_trgm exists).
     */
    searchIds: text().generatedAlwaysAs(
      sql`lower(coalesce(phone::text, '') || E'\\n' || regexp_replace(coalesce(phone::text, ''), '[^0-9]+', '', 'g') || E'\\n' || id_number::text || E'\\n' || coalesce(trn::text, '') || E'\\n' || regexp_replace(coalesce(trn::text, ''), '[^0-9]+', '', 'g'))`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('borrowers_email_id_number_key').on(t.email, t.idNumber),
    index('borrowers_name_idx').on(t.sortName, t.id),
    index('borrowers_name_grams_idx').using('gin', t.nameGrams),
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
