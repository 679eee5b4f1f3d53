import { and, asc, eq, sql } from 'drizzle-orm';
import { DEFAULT_REDEMPTION_PERIOD_DAYS } from '@common/contracts/shop-settings';
import type { TExecutor } from '../../db/client';
import { pawnItems, pawnTickets, shopSettings } from '../../db/schema';

export type TPawnTicketRow = typeof pawnTickets.$inferSelect;

export async function findPawnTicket(db: TExecutor, applicationId: string): Promise<TPawnTicketRow | null> {
  const [row] = await db.select().from(pawnTickets).where(eq(pawnTickets.applicationId, applicationId)).limit(1);
  return row ?? null;
}

/** The item numbers of a loan's items still waiting for a ticket (appraised), oldest first. */
export async function listAppraisedItemNumbers(db: TExecutor, applicationId: string): Promise<string[]> {
  const rows = await db
    .select({ itemNumber: pawnItems.itemNumber })
    .from(pawnItems)
    .where(and(eq(pawnItems.applicationId, applicationId), eq(pawnItems.status, 'appraised')))
    .orderBy(asc(pawnItems.createdAt), asc(pawnItems.itemNumber));
  return rows.map((r) => r.itemNumber);
}

/** The shop's redemption period in days (the Act's year while the shop has not set one). */
export async function readRedemptionPeriodDays(db: TExecutor): Promise<number> {
  const [row] = await db.select({ days: shopSettings.redemptionPeriodDays }).from(shopSettings).where(eq(shopSettings.id, 1)).limit(1);
  return row?.days ?? DEFAULT_REDEMPTION_PERIOD_DAYS;
}

export async function insertPawnTicket(db: TExecutor, row: typeof pawnTickets.$inferInsert): Promise<void> {
  await db.insert(pawnTickets).values(row);
}

/** The loan's appraised items go into pawn with the ticket. */
export async function putItemsInPawn(db: TExecutor, applicationId: string): Promise<void> {
  await db
    .update(pawnItems)
    .set({ status: 'in_pawn', updatedAt: sql`now()` })
    .where(and(eq(pawnItems.applicationId, applicationId), eq(pawnItems.status, 'appraised')));
}
