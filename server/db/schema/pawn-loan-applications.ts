import { sql } from 'drizzle-orm';
import { boolean, check, date, foreignKey, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import type { TSignatureMethod } from '@common/signature-method';
import { createdAt, money, updatedAt } from './_columns';
import { borrowers } from './borrowers';
import { users } from './users';

const verification = () => varchar({ length: 20 }).notNull().default('pending');
const url = () => varchar({ length: 500 });
const dateTime = () => timestamp({ withTimezone: true, mode: 'date' });

/** The pawn loan agreement application: the main entity of the product. */
export const pawnLoanApplications = pgTable(
  'pawn_loan_applications',
  {
    id: uuid().primaryKey().defaultRandom(),
    applicationNumber: varchar({ length: 20 }).notNull(),
    borrowerId: uuid().references(() => borrowers.id, { onDelete: 'restrict' }),
    borrowerName: varchar({ length: 200 }).notNull(),
    borrowerEmail: varchar({ length: 254 }).notNull(),
    borrowerAddress: varchar({ length: 500 }).notNull(),
    borrowerTRN: varchar('borrower_trn', { length: 20 }),
    borrowerPhone: varchar({ length: 50 }).notNull(),
    borrowerID: varchar('borrower_id_number', { length: 100 }).notNull(),
    borrowerPhotoUrl: url(),
    borrowerTrnPhotoUrl: url(),
    borrowerSignatureUrl: url(),
    /** drawn, typed or uploaded (migration 0026, common/signature-method.ts); the image is in borrowerSignatureUrl. */
    borrowerSignatureMethod: varchar({ length: 10 }).$type<TSignatureMethod>().notNull().default('drawn'),
    borrowerBankAccountNumber: varchar({ length: 50 }),
    idDocumentType: varchar({ length: 30 }),
    idDocumentUrl: url(),
    idDocumentNumber: varchar({ length: 100 }),
    idExpiryDate: varchar({ length: 30 }),
    borrowerPhotoVerified: verification(),
    borrowerTrnPhotoVerified: verification(),
    borrowerSignatureVerified: verification(),
    idDocumentVerified: verification(),
    guarantorName: varchar({ length: 200 }),
    guarantorAddress: varchar({ length: 500 }),
    guarantorTRN: varchar('guarantor_trn', { length: 20 }),
    guarantorPhone: varchar({ length: 50 }),
    /** Where the guarantor's invitation is e-mailed (issue 33); staff may add or correct it at review. */
    guarantorEmail: varchar({ length: 254 }),
    /**
     * Where the guarantor's consent stands (issue 33, common/contracts/guarantees.ts): not_invited,
     * invited, accepted, declined or paper; "none" and "expired" are read from the name and the
     * invitation's expiry. At: when it last changed.
     */
    guarantorConsent: varchar({ length: 20 }).$type<'not_invited' | 'invited' | 'accepted' | 'declined' | 'paper'>().notNull().default('not_invited'),
    guarantorConsentAt: dateTime(),
    guarantorInviteExpiresAt: dateTime(),
    loanAmount: money().notNull(),
    interestRate: numeric({ precision: 5, scale: 2 }).notNull(),
    termWeeks: integer().notNull().default(4),
    paymentFrequency: varchar({ length: 20 }).notNull().default('weekly'),
    weeklyInstalment: money().notNull(),
    totalAmount: money().notNull(),
    totalRepayment: money().notNull().default('0.00'),
    /**
     * The late fee the agreement states, which the ledger charges (common/late-fee.ts): when
     * lateFeePercent is set, that percent of one payment of the loan's frequency (lateFine then
     * holds the J$ figure at signing, for a weekly payment); when it is null (loans stored before
     * the rule was kept per loan), the fixed lateFine per late payment their agreement stated.
     */
    lateFine: money().notNull().default('500.00'),
    lateFeePercent: numeric({ precision: 5, scale: 2 }),
    /**
     * The loan's terms (issue 43): 'instalment', the online application's weekly instalments at a
     * flat rate; or 'pawn', a counter pawn's one payment at maturity with a charge for every started
     * period (common/pawn-ledger.ts), on the shop's pawn terms of the day it was made, kept here.
     */
    loanTerms: varchar({ length: 12 }).$type<'instalment' | 'pawn'>().notNull().default('instalment'),
    pawnChargePercent: numeric({ precision: 5, scale: 2 }),
    pawnPeriodDays: integer(),
    pawnTermDays: integer(),
    collateralProperty: text(),
    agreementDate: dateTime(),
    validFrom: dateTime(),
    endingOn: dateTime(),
    /**
     * The day the loan starts, confirmed by staff when approving or activating it (the applicant's
     * dates are a proposal); the schedule counts from it. A past day carries the reason given.
     */
    startDate: date({ mode: 'string' }),
    startDateReason: text(),
    status: varchar({ length: 20 }).notNull().default('submitted'),
    /**
     * Whether the application reaches the borrower's own account (DESIGN decision 18, migration
     * 0027): set when the borrower submitted it signed in to the account that holds the record, when
     * staff submitted it, or when staff link it at review. A guest's application stays with staff.
     */
    accountLinked: boolean().notNull().default(false),
    reviewedBy: varchar({ length: 200 }),
    reviewNotes: text(),
    /**
     * The loan this one renewed (issue 32, migration 0031): the pawner paid its charges and it ran
     * again on the same goods. Its foreign key is declared below under the name 0031 gave it.
     */
    renewedFromApplicationId: uuid(),
    /** How and when the loan was paid out, and by whom: its move from approved to active (issue 34, migration 0033). */
    disbursementMethod: varchar({ length: 20 }),
    disbursedAt: dateTime(),
    disbursedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /**
     * The day the sale of the loan's forfeited pledge settled it (issue 32, migration 0037): written
     * by the sale's transaction through the loans module (settleLoanBySale), null while it is not
     * sold. The ledger owes nothing on the loan from that day (summarizeLedger's settledOn).
     */
    settledOn: date({ mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('pawn_loan_applications_number_key').on(t.applicationNumber),
    index('pawn_loan_applications_status_created_idx').on(t.status, t.createdAt),
    index('pawn_loan_applications_created_idx').on(t.createdAt),
    index('pawn_loan_applications_borrower_idx').on(t.borrowerId),
    index('pawn_loan_applications_email_idx').on(sql`lower(${t.borrowerEmail})`),
    index('pawn_loan_applications_phone_idx').on(t.borrowerPhone),
    index('pawn_loan_applications_ending_on_idx').on(t.status, t.endingOn),
    // The list's ETag reads max(updated_at) on every poll; search by amount is an equality lookup.
    index('pawn_loan_applications_updated_idx').on(t.updatedAt),
    index('pawn_loan_applications_amount_idx').on(t.loanAmount),
    uniqueIndex('pawn_loan_applications_renewed_from_key').on(t.renewedFromApplicationId),
    // Migration 0031 named this key itself; Drizzle's default name would differ from the databases'.
    foreignKey({ name: 'pawn_loan_applications_renewed_from_fk', columns: [t.renewedFromApplicationId], foreignColumns: [t.id] }).onDelete('set null'),
    // The Borrowers tab finds the loans a person guarantees by TRN (issue 33).
    index('pawn_loan_applications_guarantor_trn_idx').on(t.guarantorTRN),
    // The search box (pg_trgm, migration 0023): the number by its start ("PL-2020-0001"), the
    // name and e-mail by any part, the phone by its digits; one index a field.
    index('pawn_loan_applications_number_prefix_idx').on(sql`lower(${t.applicationNumber}) text_pattern_ops`),
    index('pawn_loan_applications_name_trgm_idx').using('gin', sql`lower(${t.borrowerName}) gin_trgm_ops`),
    index('pawn_loan_applications_email_trgm_idx').using('gin', sql`lower(${t.borrowerEmail}) gin_trgm_ops`),
    index('pawn_loan_applications_phone_digits_trgm_idx').using('gin', sql`regexp_replace(${t.borrowerPhone}, '[^0-9]+', '', 'g') gin_trgm_ops`),
    check(
      'pawn_loan_applications_status_check',
      sql`${t.status} in ('submitted','reviewed','approved','active','completed','rejected','defaulted','cancelled')`,
    ),
    check('pawn_loan_applications_frequency_check', sql`${t.paymentFrequency} in ('weekly','bi-weekly','monthly')`),
    check('pawn_loan_applications_signature_method_check', sql`${t.borrowerSignatureMethod} in ('drawn','typed','uploaded')`),
    check('pawn_loan_applications_term_check', sql`${t.termWeeks} between 1 and 52`),
    check(
      'pawn_loan_applications_loan_terms_check',
      sql`(${t.loanTerms} = 'instalment' and ${t.pawnChargePercent} is null and ${t.pawnPeriodDays} is null and ${t.pawnTermDays} is null) or (${t.loanTerms} = 'pawn' and ${t.pawnChargePercent} >= 0 and ${t.pawnPeriodDays} >= 1 and ${t.pawnTermDays} >= 1)`,
    ),
    index('pawn_loan_applications_disbursed_idx').on(t.disbursedAt).where(sql`${t.disbursedAt} is not null`),
    check(
      'pawn_loan_applications_disbursement_method_check',
      sql`${t.disbursementMethod} is null or ${t.disbursementMethod} in ('cash','bank_transfer','cheque','owner_capital')`,
    ),
    check(
      'pawn_loan_applications_guarantor_consent_check',
      sql`${t.guarantorConsent} in ('not_invited','invited','accepted','declined','paper')`,
    ),
  ],
);
