import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, numeric, pgTable, smallint, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, money, updatedAt } from './_columns';
import { objects } from './objects';
import { pawnLoanApplications } from './pawn-loan-applications';
import { users } from './users';

const dateTime = () => timestamp({ withTimezone: true, mode: 'date' });

/**
 * The goods a pawn loan is made against (issue 31): one row per item, numbered PI-YYYY-NNNNNN (the
 * tag's barcode). status_before_hold is where a released police hold sends the item back to.
 */
export const pawnItems = pgTable(
  'pawn_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    applicationId: uuid()
      .notNull()
      .references(() => pawnLoanApplications.id, { onDelete: 'cascade' }),
    itemNumber: varchar({ length: 20 }).notNull(),
    category: varchar({ length: 30 }).notNull(),
    description: text().notNull(),
    serialNumber: varchar({ length: 100 }),
    markings: text(),
    metal: varchar({ length: 60 }),
    karat: smallint(),
    weightGrams: numeric({ precision: 10, scale: 2 }),
    condition: varchar({ length: 10 }).notNull(),
    appraisedValue: money().notNull(),
    /** /objects/uploads/<id> paths, 1 to 6, each an upload attached to the loan. */
    photoUrls: jsonb().$type<string[]>().notNull().default([]),
    storageLocation: varchar({ length: 100 }),
    status: varchar({ length: 20 }).notNull().default('appraised'),
    statusBeforeHold: varchar({ length: 20 }),
    redeemedAt: dateTime(),
    createdByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('pawn_items_item_number_key').on(t.itemNumber),
    index('pawn_items_application_idx').on(t.applicationId),
    index('pawn_items_status_created_idx').on(t.status, t.createdAt),
    index('pawn_items_number_prefix_idx').using('btree', sql`lower(${t.itemNumber}) text_pattern_ops`),
    index('pawn_items_description_trgm_idx').using('gin', sql`lower(${t.description}) gin_trgm_ops`),
    index('pawn_items_serial_trgm_idx').using('gin', sql`lower(${t.serialNumber}) gin_trgm_ops`),
    check(
      'pawn_items_category_check',
      sql`${t.category} in ('jewellery','electronics','tools','appliance','musical_instrument','vehicle_title','other')`,
    ),
    check('pawn_items_condition_check', sql`${t.condition} in ('new','good','fair','poor')`),
    check('pawn_items_status_check', sql`${t.status} in ('appraised','in_pawn','police_hold','redeemed','forfeited','sold','surrendered')`),
  ],
);

/**
 * The pawn ticket of a loan (Pawnbrokers Act s. 10), issued once when the loan is active with at
 * least one item: PT-YYYY-NNNNNN, dated the loan's start, redeemable for the shop's period then.
 */
export const pawnTickets = pgTable(
  'pawn_tickets',
  {
    applicationId: uuid()
      .primaryKey()
      .references(() => pawnLoanApplications.id, { onDelete: 'cascade' }),
    ticketNumber: varchar({ length: 20 }).notNull(),
    issuedOn: date({ mode: 'string' }).notNull(),
    redeemableUntil: date({ mode: 'string' }).notNull(),
    redemptionPeriodDays: integer().notNull(),
    status: varchar({ length: 20 }).notNull().default('in_pawn'),
    /** When the forfeiture notice went out (issue 32): once per pledge, null until then. */
    forfeitureNoticeSentAt: dateTime(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('pawn_tickets_ticket_number_key').on(t.ticketNumber),
    index('pawn_tickets_number_prefix_idx').using('btree', sql`lower(${t.ticketNumber}) text_pattern_ops`),
    // renewed (migration 0031): the loan was renewed and its goods moved to the new loan's ticket.
    check('pawn_tickets_status_check', sql`${t.status} in ('in_pawn','redeemed','forfeited','sold','renewed')`),
  ],
);

/** Police holds on items (s. 26-27): open while released_at is null, one open hold per item. */
export const pawnPoliceHolds = pgTable(
  'pawn_police_holds',
  {
    id: uuid().primaryKey().defaultRandom(),
    itemId: uuid()
      .notNull()
      .references(() => pawnItems.id, { onDelete: 'cascade' }),
    station: varchar({ length: 120 }).notNull(),
    officer: varchar({ length: 120 }).notNull(),
    reference: varchar({ length: 60 }).notNull(),
    reason: text().notNull(),
    placedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    placedByName: varchar({ length: 200 }),
    placedAt: dateTime().notNull().defaultNow(),
    outcome: varchar({ length: 20 }),
    releaseReference: varchar({ length: 60 }),
    releasedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    releasedAt: dateTime(),
  },
  (t) => [
    index('pawn_police_holds_item_idx').on(t.itemId),
    uniqueIndex('pawn_police_holds_open_key').on(t.itemId).where(sql`${t.releasedAt} is null`),
    check('pawn_police_holds_outcome_check', sql`${t.outcome} is null or ${t.outcome} in ('released','surrendered')`),
  ],
);

/** How a pledge was collected (s. 21-22), on the ticket or on a lost-ticket declaration (s. 25). */
export const pawnRedemptions = pgTable('pawn_redemptions', {
  applicationId: uuid()
    .primaryKey()
    .references(() => pawnLoanApplications.id, { onDelete: 'cascade' }),
  ticketNumber: varchar({ length: 20 }).notNull(),
  lostTicket: boolean().notNull(),
  declarationStatement: text(),
  declarationWitnessedBy: varchar({ length: 200 }),
  collectedByName: varchar({ length: 200 }).notNull(),
  collectedByIdNumber: varchar({ length: 100 }).notNull(),
  signatureObjectId: uuid().references(() => objects.id, { onDelete: 'set null' }),
  recordedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
  recordedByName: varchar({ length: 200 }),
  redeemedAt: dateTime().notNull().defaultNow(),
});
