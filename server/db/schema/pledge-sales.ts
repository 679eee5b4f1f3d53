import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, money } from './_columns';
import { pawnLoanApplications } from './pawn-loan-applications';
import { users } from './users';

const dateTime = () => timestamp({ withTimezone: true, mode: 'date' });

/**
 * The sale book (Pawnbrokers Act s. 17, issue 32): one row per forfeited pledge sold, with the
 * figures fixed on the sale day. amount_owed is what the ledger owed on sale_date; surplus and
 * shortfall are sale_price - sale_costs - amount_owed split by sign (one of them is 0).
 */
export const pledgeSales = pgTable(
  'pledge_sales',
  {
    id: uuid().primaryKey().defaultRandom(),
    applicationId: uuid()
      .notNull()
      .references(() => pawnLoanApplications.id, { onDelete: 'cascade' }),
    ticketNumber: varchar({ length: 20 }).notNull(),
    saleDate: date({ mode: 'string' }).notNull(),
    method: varchar({ length: 20 }).notNull(),
    buyerName: varchar({ length: 200 }).notNull(),
    auctioneer: varchar({ length: 200 }),
    salePrice: money().notNull(),
    saleCosts: money().notNull(),
    amountOwed: money().notNull(),
    surplus: money().notNull(),
    shortfall: money().notNull(),
    recordedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    recordedByName: varchar({ length: 200 }),
    createdAt: createdAt(),
  },
  (t) => [
    // One sale per pledge: a second one is refused (409), and two at once cannot both land.
    uniqueIndex('pledge_sales_application_key').on(t.applicationId),
    index('pledge_sales_sale_date_idx').on(t.saleDate),
    check('pledge_sales_method_check', sql`${t.method} in ('auction','private_sale')`),
    check('pledge_sales_amounts_check', sql`${t.salePrice} >= 0 and ${t.saleCosts} >= 0 and ${t.surplus} >= 0 and ${t.shortfall} >= 0`),
  ],
);

/**
 * What the shop owes a pawner from a sale's surplus (s. 18), claimable for three years from the
 * sale. status is owed or paid; "expired" is derived (owed past claimable_until), never stored.
 * receipt_number (SR-YYYY-NNNNNN) is given when it is paid out.
 */
export const pledgeSurpluses = pgTable(
  'pledge_surpluses',
  {
    id: uuid().primaryKey().defaultRandom(),
    saleId: uuid()
      .notNull()
      .references(() => pledgeSales.id, { onDelete: 'cascade' }),
    amount: money().notNull(),
    claimableUntil: date({ mode: 'string' }).notNull(),
    status: varchar({ length: 10 }).notNull().default('owed'),
    paidAt: dateTime(),
    paidTo: varchar({ length: 200 }),
    method: varchar({ length: 20 }),
    reference: varchar({ length: 100 }),
    receiptNumber: varchar({ length: 20 }),
    paidByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    paidByName: varchar({ length: 200 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('pledge_surpluses_sale_key').on(t.saleId),
    uniqueIndex('pledge_surpluses_receipt_number_key').on(t.receiptNumber),
    index('pledge_surpluses_status_idx').on(t.status, t.claimableUntil),
    check('pledge_surpluses_status_check', sql`${t.status} in ('owed','paid')`),
    check('pledge_surpluses_method_check', sql`${t.method} is null or ${t.method} in ('cash','bank_transfer','cheque')`),
  ],
);
