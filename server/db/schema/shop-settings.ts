import { sql } from 'drizzle-orm';
import { check, integer, numeric, pgTable, smallint, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { money } from './_columns';
import { objects } from './objects';
import { users } from './users';

/**
 * The shop's own identity (one row, id 1; no row means the defaults): printed on receipts and
 * agreements, signed under every e-mail, shown on the landing page and the borrower's profile.
 * A statement trigger NOTIFYs pawnbook_shop on any change, so every instance drops its copy.
 */
export const shopSettings = pgTable(
  'shop_settings',
  {
    id: smallint().primaryKey().default(1),
    businessName: varchar({ length: 120 }).notNull().default('Pawnbook'),
    address: varchar({ length: 300 }).notNull().default(''),
    phone: varchar({ length: 40 }).notNull().default(''),
    email: varchar({ length: 254 }).notNull().default(''),
    licenceNumber: varchar({ length: 60 }).notNull().default(''),
    supportHours: varchar({ length: 120 }).notNull().default('Monday to Friday 9AM to 5PM'),
    /** An image upload attached to the shop (the orphan job keeps it); its file is the logo. */
    logoObjectId: uuid().references(() => objects.id, { onDelete: 'set null' }),
    /** Days a pledge stays redeemable after its loan starts (the Pawnbrokers Act's year by default). */
    redemptionPeriodDays: integer().notNull().default(365),
    /** Days before the redeemable-until date that the pawner is told the pledge may be sold. */
    forfeitureNoticeDays: integer().notNull().default(14),
    /** Whole percents a new loan may use (the spec's 20 and 40 by default), lowest first. */
    interestRates: integer().array().notNull().default(sql`'{20,40}'::integer[]`),
    /** A new loan's late fee as a percent of one instalment; each loan keeps its own. */
    lateFeePercent: integer().notNull().default(20),
    /** Issue 43: a counter pawn's charge per started period (percent, up to two decimals), its period and its term. */
    pawnMonthlyChargePercent: numeric({ precision: 5, scale: 2 }).notNull().default('10'),
    pawnPeriodDays: integer().notNull().default(30),
    pawnTermDays: integer().notNull().default(30),
    /** A loan officer pays out a counter pawn up to this; above it an admin approves first. */
    counterApprovalLimit: money().notNull().default('20000.00'),
    /** The most lent against goods: this whole percent of their appraised total. */
    maxLoanToValuePercent: integer().notNull().default(70),
    updatedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [
    check('shop_settings_single_row', sql`${t.id} = 1`),
    check('shop_settings_redemption_period_check', sql`${t.redemptionPeriodDays} between 30 and 3650`),
    check('shop_settings_forfeiture_notice_check', sql`${t.forfeitureNoticeDays} between 1 and 90`),
    check('shop_settings_interest_rates_check', sql`cardinality(${t.interestRates}) between 1 and 6 and 1 <= all(${t.interestRates}) and 100 >= all(${t.interestRates})`),
    check('shop_settings_late_fee_check', sql`${t.lateFeePercent} between 0 and 100`),
    check('shop_settings_pawn_charge_check', sql`${t.pawnMonthlyChargePercent} between 1 and 50`),
    check('shop_settings_pawn_period_check', sql`${t.pawnPeriodDays} between 1 and 365`),
    check('shop_settings_pawn_term_check', sql`${t.pawnTermDays} between 1 and 365`),
    check('shop_settings_counter_limit_check', sql`${t.counterApprovalLimit} >= 0`),
    check('shop_settings_loan_to_value_check', sql`${t.maxLoanToValuePercent} between 1 and 100`),
  ],
);
