import { desc, eq } from 'drizzle-orm';
import type { TExecutor } from '../../db/client';
import { goldPrices } from '../../db/schema';

export type TGoldPricesRow = typeof goldPrices.$inferSelect;
export type TGoldPricesValues = typeof goldPrices.$inferInsert;

/** The latest day's prices (today's when set: no day after today is ever written), or null. */
export async function findLatestGoldPrices(db: TExecutor): Promise<TGoldPricesRow | null> {
  const [row] = await db.select().from(goldPrices).orderBy(desc(goldPrices.day)).limit(1);
  return row ?? null;
}

/** A day's row locked, so two saves of the same day run one after the other; null before the first. */
export async function lockGoldPricesOf(tx: TExecutor, day: string): Promise<TGoldPricesRow | null> {
  const [row] = await tx.select().from(goldPrices).where(eq(goldPrices.day, day)).for('update');
  return row ?? null;
}

/** Writes the day's prices, replacing an earlier save of the same day. */
export async function upsertGoldPrices(tx: TExecutor, values: TGoldPricesValues): Promise<TGoldPricesRow> {
  const { day: _day, ...changes } = values;
  const [row] = await tx.insert(goldPrices).values(values).onConflictDoUpdate({ target: goldPrices.day, set: changes }).returning();
  if (!row) throw new Error('gold_prices upsert returned no row');
  return row;
}
