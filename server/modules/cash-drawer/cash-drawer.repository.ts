import { and, asc, eq, gte, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { TExecutor } from '../../db/client';
import { cashDrawers } from '../../db/schema';

export type TCashDrawerRow = typeof cashDrawers.$inferSelect;

export async function insertCashDrawer(db: TExecutor, values: typeof cashDrawers.$inferInsert): Promise<TCashDrawerRow> {
  const [row] = await db.insert(cashDrawers).values(values).returning();
  if (!row) throw new Error('cash drawer insert returned nothing');
  return row;
}

/** The staff member's open drawer; `lock` holds its row until the transaction ends (a close queues behind another). */
export async function findOpenDrawer(db: TExecutor, userId: string, options: { lock?: boolean } = {}): Promise<TCashDrawerRow | null> {
  const query = db
    .select()
    .from(cashDrawers)
    .where(and(eq(cashDrawers.openedByUserId, userId), isNull(cashDrawers.closedAt)))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function closeDrawerRow(
  db: TExecutor,
  id: string,
  values: Required<Pick<typeof cashDrawers.$inferInsert, 'closedAt' | 'cashIn' | 'cashOut' | 'expectedCash' | 'countedCash' | 'difference' | 'notes'>>,
): Promise<void> {
  await db.update(cashDrawers).set(values).where(and(eq(cashDrawers.id, id), isNull(cashDrawers.closedAt)));
}

/** Drawers open at some moment of [from, to): opened before its end, not closed before its start. */
export async function listDrawersOverlapping(db: TExecutor, from: Date, to: Date): Promise<TCashDrawerRow[]> {
  const stillOpen: SQL | undefined = or(isNull(cashDrawers.closedAt), gte(cashDrawers.closedAt, from));
  return db
    .select()
    .from(cashDrawers)
    .where(and(lt(cashDrawers.openedAt, to), stillOpen))
    .orderBy(asc(cashDrawers.openedAt), asc(cashDrawers.id));
}
