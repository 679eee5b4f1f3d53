import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { DEFAULT_REDEMPTION_PERIOD_DAYS } from '@common/contracts/shop-settings';
import type { TPawnItemStatus } from '@common/contracts/pledges';
import type { TExecutor } from '../../db/client';
import { pawnItems, pawnTickets, shopSettings } from '../../db/schema';
import type { TPawnItemRow } from './pledges.repository';

export type TPawnTicketRow = typeof pawnTickets.$inferSelect;

export async function findPawnTicket(db: TExecutor, applicationId: string): Promise<TPawnTicketRow | null> {
  const [row] = await db.select().from(pawnTickets).where(eq(pawnTickets.applicationId, applicationId)).limit(1);
  return row ?? null;
}

/** The loan's ticket, locked until the transaction ends. */
export async function lockTicket(tx: TExecutor, applicationId: string): Promise<TPawnTicketRow | null> {
  const [row] = await tx.select().from(pawnTickets).where(eq(pawnTickets.applicationId, applicationId)).for('update');
  return row ?? null;
}

export async function insertPawnTicket(tx: TExecutor, row: typeof pawnTickets.$inferInsert): Promise<void> {
  await tx.insert(pawnTickets).values(row);
}

export async function setTicketStatus(tx: TExecutor, applicationId: string, status: string): Promise<TPawnTicketRow> {
  const [row] = await tx.update(pawnTickets).set({ status }).where(eq(pawnTickets.applicationId, applicationId)).returning();
  if (!row) throw new Error(`pawn ticket of ${applicationId} vanished while locked`);
  return row;
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

/** The loan's items in one of these statuses, in the order they were taken in, locked until the transaction ends. */
export async function lockItemsOfLoan(tx: TExecutor, applicationId: string, statuses: readonly TPawnItemStatus[]): Promise<TPawnItemRow[]> {
  return tx
    .select()
    .from(pawnItems)
    .where(and(eq(pawnItems.applicationId, applicationId), inArray(pawnItems.status, [...statuses])))
    .orderBy(asc(pawnItems.createdAt), asc(pawnItems.itemNumber))
    .for('update');
}

/** One item, locked until the transaction ends. */
export async function lockItem(tx: TExecutor, id: string): Promise<TPawnItemRow | null> {
  const [row] = await tx.select().from(pawnItems).where(eq(pawnItems.id, id)).for('update');
  return row ?? null;
}

/** What a status change writes on an item: its status and what goes with it. */
export type TItemStatusValues = { status: TPawnItemStatus } & Partial<Pick<typeof pawnItems.$inferInsert, 'statusBeforeHold' | 'redeemedAt' | 'applicationId' | 'updatedAt'>>;

/** Writes the same status change on these items; answers them in the order of `ids`. */
export async function setItemStatuses(tx: TExecutor, ids: readonly string[], values: TItemStatusValues): Promise<TPawnItemRow[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .update(pawnItems)
    .set({ updatedAt: sql`now()`, ...values })
    .where(inArray(pawnItems.id, [...ids]))
    .returning();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => {
    const row = byId.get(id);
    if (!row) throw new Error(`pawn item ${id} vanished while locked`);
    return row;
  });
}

/** The shop's redemption period in days (the Act's year while the shop has not set one). */
export async function readRedemptionPeriodDays(db: TExecutor): Promise<number> {
  const [row] = await db.select({ days: shopSettings.redemptionPeriodDays }).from(shopSettings).where(eq(shopSettings.id, 1)).limit(1);
  return row?.days ?? DEFAULT_REDEMPTION_PERIOD_DAYS;
}
