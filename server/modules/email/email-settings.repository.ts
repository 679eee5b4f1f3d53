import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client';
import { emailSettings } from '../../db/schema';

export type TEmailSettingRow = typeof emailSettings.$inferSelect;
export type TEmailSettingInsert = Omit<typeof emailSettings.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export async function listEmailSettingRows(db: TExecutor): Promise<TEmailSettingRow[]> {
  return db.select().from(emailSettings).orderBy(asc(emailSettings.id));
}

export async function findEmailSettingRow(db: TExecutor, id: number): Promise<TEmailSettingRow | undefined> {
  const [row] = await db.select().from(emailSettings).where(eq(emailSettings.id, id));
  return row;
}

/**
 * Serialises every change of configurations (they are few and rarely changed), so two admins
 * making different rows default at once cannot both win. Readers are not blocked.
 */
export async function lockEmailSettings(tx: TExecutor): Promise<void> {
  await tx.execute(sql`lock table email_settings in share row exclusive mode`);
}

export async function insertEmailSettingRow(tx: TExecutor, values: TEmailSettingInsert): Promise<TEmailSettingRow> {
  const [row] = await tx.insert(emailSettings).values(values).returning();
  if (!row) throw new Error('email_settings insert returned no row');
  return row;
}

export async function updateEmailSettingRow(tx: TExecutor, id: number, values: Partial<TEmailSettingInsert>): Promise<TEmailSettingRow | undefined> {
  const [row] = await tx.update(emailSettings).set(values).where(eq(emailSettings.id, id)).returning();
  return row;
}

/** Clears the default flag everywhere except on exceptId; answers the ids that lost it. */
export async function clearOtherDefaults(tx: TExecutor, exceptId: number | null): Promise<number[]> {
  const where = exceptId === null ? eq(emailSettings.isDefault, true) : and(eq(emailSettings.isDefault, true), ne(emailSettings.id, exceptId));
  const rows = await tx.update(emailSettings).set({ isDefault: false }).where(where).returning({ id: emailSettings.id });
  return rows.map((r) => r.id);
}

export async function deleteEmailSettingRow(tx: TExecutor, id: number): Promise<TEmailSettingRow | undefined> {
  const [row] = await tx.delete(emailSettings).where(eq(emailSettings.id, id)).returning();
  return row;
}

/** Active configurations, the default first. */
export async function listActiveEmailSettingRows(db: TExecutor): Promise<TEmailSettingRow[]> {
  return db
    .select()
    .from(emailSettings)
    .where(eq(emailSettings.isActive, true))
    .orderBy(desc(emailSettings.isDefault), asc(emailSettings.id));
}
