import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { TExecutor } from '../../db/client';
import { pawnItems, pawnLoanApplications, pawnTickets, pledgeSales, pledgeSurpluses, shopSettings } from '../../db/schema';
import { ownedByUser, type TPawnLoanRow } from '../loans';

const s = pledgeSales;
const p = pledgeSurpluses;
const a = pawnLoanApplications;

export type TPledgeSaleRow = typeof pledgeSales.$inferSelect;
export type TPledgeSurplusRow = typeof pledgeSurpluses.$inferSelect;

export async function findSaleOfLoan(db: TExecutor, loanId: string): Promise<TPledgeSaleRow | null> {
  const [row] = await db.select().from(s).where(eq(s.applicationId, loanId)).limit(1);
  return row ?? null;
}

export async function insertSale(tx: TExecutor, row: typeof pledgeSales.$inferInsert): Promise<TPledgeSaleRow> {
  const [inserted] = await tx.insert(s).values(row).returning();
  if (!inserted) throw new Error('pledge sale insert returned no row');
  return inserted;
}

export async function insertSurplus(tx: TExecutor, row: typeof pledgeSurpluses.$inferInsert): Promise<TPledgeSurplusRow> {
  const [inserted] = await tx.insert(p).values(row).returning();
  if (!inserted) throw new Error('pledge surplus insert returned no row');
  return inserted;
}

const saleColumns = {
  sale: s,
  applicationNumber: a.applicationNumber,
  borrowerName: a.borrowerName,
};

export type TSaleBookRow = { sale: TPledgeSaleRow; applicationNumber: string; borrowerName: string };

/** The sale book between two days (either may be open), oldest sale first. */
export async function listSales(db: TExecutor, range: { from: string | null; to: string | null }): Promise<TSaleBookRow[]> {
  const where = and(range.from ? gte(s.saleDate, range.from) : undefined, range.to ? lte(s.saleDate, range.to) : undefined);
  return db
    .select(saleColumns)
    .from(s)
    .innerJoin(a, eq(a.id, s.applicationId))
    .where(where)
    .orderBy(asc(s.saleDate), asc(s.createdAt));
}

/** The numbers and descriptions of the items each of these loans had sold. */
export async function listSoldItems(db: TExecutor, loanIds: string[]): Promise<{ applicationId: string; itemNumber: string; description: string }[]> {
  if (loanIds.length === 0) return [];
  return db
    .select({ applicationId: pawnItems.applicationId, itemNumber: pawnItems.itemNumber, description: pawnItems.description })
    .from(pawnItems)
    .where(and(inArray(pawnItems.applicationId, loanIds), eq(pawnItems.status, 'sold')))
    .orderBy(asc(pawnItems.createdAt), asc(pawnItems.itemNumber));
}

export type TSurplusListRow = { surplus: TPledgeSurplusRow; sale: TPledgeSaleRow; applicationNumber: string; borrowerName: string };

/** Surpluses by status: paid; owed (still claimable on `today`); expired (owed past claimable-until). */
export function surplusStatusCondition(status: 'owed' | 'paid' | 'expired' | null, today: string): SQL | undefined {
  if (status === 'paid') return eq(p.status, 'paid');
  if (status === 'owed') return and(eq(p.status, 'owed'), gte(p.claimableUntil, today));
  if (status === 'expired') return and(eq(p.status, 'owed'), lt(p.claimableUntil, today));
  return undefined;
}

export async function listSurpluses(db: TExecutor, where: SQL | undefined): Promise<TSurplusListRow[]> {
  return db
    .select({ surplus: p, sale: s, applicationNumber: a.applicationNumber, borrowerName: a.borrowerName })
    .from(p)
    .innerJoin(s, eq(s.id, p.saleId))
    .innerJoin(a, eq(a.id, s.applicationId))
    .where(where)
    .orderBy(asc(p.claimableUntil), asc(s.createdAt));
}

/** A signed-in borrower's own sales and their surpluses, newest first. */
export async function listOwnSales(db: TExecutor, userId: string): Promise<(TSaleBookRow & { surplus: TPledgeSurplusRow | null })[]> {
  return db
    .select({ ...saleColumns, surplus: p })
    .from(s)
    .innerJoin(a, eq(a.id, s.applicationId))
    .leftJoin(p, eq(p.saleId, s.id))
    .where(ownedByUser(userId))
    .orderBy(desc(s.saleDate), desc(s.createdAt));
}

export async function findSurplus(db: TExecutor, id: string): Promise<TSurplusListRow | null> {
  const [row] = await listSurplusesLimited(db, eq(p.id, id));
  return row ?? null;
}

async function listSurplusesLimited(db: TExecutor, where: SQL) {
  return db
    .select({ surplus: p, sale: s, applicationNumber: a.applicationNumber, borrowerName: a.borrowerName })
    .from(p)
    .innerJoin(s, eq(s.id, p.saleId))
    .innerJoin(a, eq(a.id, s.applicationId))
    .where(where)
    .limit(1);
}

/** The surplus row, locked until the transaction ends so two payouts queue. */
export async function lockSurplus(tx: TExecutor, id: string): Promise<TPledgeSurplusRow | null> {
  const [row] = await tx.select().from(p).where(eq(p.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function markSurplusPaid(
  tx: TExecutor,
  id: string,
  values: Pick<typeof pledgeSurpluses.$inferInsert, 'paidAt' | 'paidTo' | 'method' | 'reference' | 'receiptNumber' | 'paidByUserId' | 'paidByName'>,
): Promise<TPledgeSurplusRow> {
  const [row] = await tx
    .update(p)
    .set({ ...values, status: 'paid' })
    .where(eq(p.id, id))
    .returning();
  if (!row) throw new Error(`surplus ${id} vanished while locked`);
  return row;
}

/** The shop's forfeiture notice period in days (Shop Settings), the default while it has no row. */
export async function readForfeitureNoticeDays(db: TExecutor, fallback: number): Promise<number> {
  const [row] = await db.select({ days: shopSettings.forfeitureNoticeDays }).from(shopSettings).where(eq(shopSettings.id, 1)).limit(1);
  return row?.days ?? fallback;
}

/** Loans whose pledge is in pawn, not yet noticed, redeemable until `lastDay` or earlier, in an owing status. */
export async function listNoticeCandidates(db: TExecutor, lastDay: string): Promise<TPawnLoanRow[]> {
  const rows = await db
    .select({ loan: a })
    .from(pawnTickets)
    .innerJoin(a, eq(a.id, pawnTickets.applicationId))
    .where(
      and(
        eq(pawnTickets.status, 'in_pawn'),
        isNull(pawnTickets.forfeitureNoticeSentAt),
        lte(pawnTickets.redeemableUntil, lastDay),
        inArray(a.status, ['approved', 'active', 'defaulted']),
      ),
    )
    .orderBy(asc(pawnTickets.redeemableUntil));
  return rows.map((row) => row.loan);
}

/** Marks the notice sent; false when another run got there first (the notice goes once). */
export async function claimNotice(tx: TExecutor, loanId: string, at: Date): Promise<typeof pawnTickets.$inferSelect | null> {
  const [row] = await tx
    .update(pawnTickets)
    .set({ forfeitureNoticeSentAt: at })
    .where(and(eq(pawnTickets.applicationId, loanId), isNull(pawnTickets.forfeitureNoticeSentAt), eq(pawnTickets.status, 'in_pawn')))
    .returning();
  return row ?? null;
}

export type TPledgeSaleFigures = {
  count: number;
  salePrice: string;
  saleCosts: string;
  surplusOwed: string;
  surplusPaid: string;
  surplusExpired: string;
  shortfallWrittenOff: string;
};

/** The sale book's figures in one pass (Accounting): owed and expired split by claimable-until on `today`. */
export async function readPledgeSaleFigures(db: TExecutor, today: string): Promise<TPledgeSaleFigures> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      salePrice: sql<string>`coalesce(sum(${s.salePrice}), 0)::numeric(14, 2)::text`,
      saleCosts: sql<string>`coalesce(sum(${s.saleCosts}), 0)::numeric(14, 2)::text`,
      surplusOwed: sql<string>`coalesce(sum(${p.amount}) filter (where ${p.status} = 'owed' and ${p.claimableUntil} >= ${today}), 0)::numeric(14, 2)::text`,
      surplusPaid: sql<string>`coalesce(sum(${p.amount}) filter (where ${p.status} = 'paid'), 0)::numeric(14, 2)::text`,
      surplusExpired: sql<string>`coalesce(sum(${p.amount}) filter (where ${p.status} = 'owed' and ${p.claimableUntil} < ${today}), 0)::numeric(14, 2)::text`,
      shortfallWrittenOff: sql<string>`coalesce(sum(${s.shortfall}), 0)::numeric(14, 2)::text`,
    })
    .from(s)
    .leftJoin(p, eq(p.saleId, s.id));
  if (!row) throw new Error('pledge sale figures returned no row');
  return { ...row, count: Number(row.count) };
}
