import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client';
import { pawnItems, pawnLoanApplications, pawnPoliceHolds, pawnRedemptions, pawnTickets } from '../../db/schema';
import { ownedByUser, type TPawnLoanRow } from '../loans';

export type TPawnItemRow = typeof pawnItems.$inferSelect;
export type TNewPawnItemRow = typeof pawnItems.$inferInsert;
export type TPoliceHoldRow = typeof pawnPoliceHolds.$inferSelect;
export type TRedemptionRow = typeof pawnRedemptions.$inferSelect;

export async function insertItem(tx: TExecutor, row: TNewPawnItemRow): Promise<TPawnItemRow> {
  const [inserted] = await tx.insert(pawnItems).values(row).returning();
  if (!inserted) throw new Error('pawn item insert returned no row');
  return inserted;
}

export async function findItem(db: TExecutor, id: string): Promise<TPawnItemRow | null> {
  const [row] = await db.select().from(pawnItems).where(eq(pawnItems.id, id)).limit(1);
  return row ?? null;
}

/** The items of a loan, in the order they were taken in. */
export async function listItemsOfLoans(db: TExecutor, loanIds: string[]): Promise<TPawnItemRow[]> {
  if (loanIds.length === 0) return [];
  return db
    .select()
    .from(pawnItems)
    .where(inArray(pawnItems.applicationId, loanIds))
    .orderBy(asc(pawnItems.createdAt), asc(pawnItems.itemNumber));
}

/** An item's own fields; its status and loan change only through changePledgeStatus (pledge-status.service.ts). */
export type TItemFields = Partial<Omit<TNewPawnItemRow, 'status' | 'statusBeforeHold' | 'redeemedAt' | 'applicationId'>>;

export async function updateItem(tx: TExecutor, id: string, values: TItemFields): Promise<TPawnItemRow> {
  const [row] = await tx
    .update(pawnItems)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(pawnItems.id, id))
    .returning();
  if (!row) throw new Error(`pawn item ${id} vanished while its loan was locked`);
  return row;
}

export async function deleteItem(tx: TExecutor, id: string): Promise<void> {
  await tx.delete(pawnItems).where(eq(pawnItems.id, id));
}

/** The open police hold of each item that has one. */
export async function findOpenHolds(db: TExecutor, itemIds: string[]): Promise<Map<string, TPoliceHoldRow>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(pawnPoliceHolds)
    .where(and(inArray(pawnPoliceHolds.itemId, itemIds), isNull(pawnPoliceHolds.releasedAt)));
  return new Map(rows.map((row) => [row.itemId, row]));
}

export async function insertHold(tx: TExecutor, row: typeof pawnPoliceHolds.$inferInsert): Promise<TPoliceHoldRow> {
  const [inserted] = await tx.insert(pawnPoliceHolds).values(row).returning();
  if (!inserted) throw new Error('police hold insert returned no row');
  return inserted;
}

export async function closeHold(
  tx: TExecutor,
  id: string,
  values: { outcome: string; releaseReference: string; releasedByUserId: string },
): Promise<void> {
  await tx
    .update(pawnPoliceHolds)
    .set({ ...values, releasedAt: new Date() })
    .where(eq(pawnPoliceHolds.id, id));
}

export async function findRedemptions(db: TExecutor, loanIds: string[]): Promise<Map<string, TRedemptionRow>> {
  if (loanIds.length === 0) return new Map();
  const rows = await db.select().from(pawnRedemptions).where(inArray(pawnRedemptions.applicationId, loanIds));
  return new Map(rows.map((row) => [row.applicationId, row]));
}

export async function findTickets(db: TExecutor, loanIds: string[]): Promise<Map<string, typeof pawnTickets.$inferSelect>> {
  if (loanIds.length === 0) return new Map();
  const rows = await db.select().from(pawnTickets).where(inArray(pawnTickets.applicationId, loanIds));
  return new Map(rows.map((row) => [row.applicationId, row]));
}

export async function insertRedemption(tx: TExecutor, row: typeof pawnRedemptions.$inferInsert): Promise<TRedemptionRow> {
  const [inserted] = await tx.insert(pawnRedemptions).values(row).returning();
  if (!inserted) throw new Error('redemption insert returned no row');
  return inserted;
}

/** A signed-in borrower's own loans that have items, newest first. */
export async function listOwnLoansWithItems(db: TExecutor, userId: string): Promise<TPawnLoanRow[]> {
  const a = pawnLoanApplications;
  return db
    .select()
    .from(a)
    .where(and(ownedByUser(userId), sql`exists (select 1 from pawn_items i where i.application_id = ${a.id})`))
    .orderBy(desc(a.createdAt));
}

/** The loan with this number if the reader may see its pawn ticket: staff, or the borrower whose loan it is. */
export async function findTicketReadableLoan(db: TExecutor, applicationNumber: string, reader: { staff: boolean; userId: string | null }): Promise<TPawnLoanRow | null> {
  const a = pawnLoanApplications;
  if (!reader.staff && !reader.userId) return null;
  const access = reader.staff ? undefined : ownedByUser(reader.userId!);
  const [row] = await db
    .select()
    .from(a)
    // As typed ("pl-2026-000001" too): the numbers are made in upper case.
    .where(and(inArray(a.applicationNumber, [...new Set([applicationNumber, applicationNumber.toUpperCase()])]), access))
    .limit(1);
  return row ?? null;
}
