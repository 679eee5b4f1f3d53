import { sql } from 'drizzle-orm';
import { check, integer, pgTable, smallint, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
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
    updatedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [
    check('shop_settings_single_row', sql`${t.id} = 1`),
    check('shop_settings_redemption_period_check', sql`${t.redemptionPeriodDays} between 30 and 3650`),
    check('shop_settings_forfeiture_notice_check', sql`${t.forfeitureNoticeDays} between 1 and 90`),
    check('shop_settings_interest_rates_check', sql`cardinality(${t.interestRates}) between 1 and 6 and 1 <= all(${t.interestRates}) and 100 >= all(${t.interestRates})`),
    check('shop_settings_late_fee_check', sql`${t.lateFeePercent} between 0 and 100`),
  ],
);
