import { eq } from 'drizzle-orm';
import type { TExecutor } from '../../db/client';
import { objects, shopSettings } from '../../db/schema';

export type TShopSettingsRow = typeof shopSettings.$inferSelect;
export type TShopSettingsValues = Omit<TShopSettingsRow, 'id'>;
/** The row with its logo's file (the objects row the logo names). */
export type TShopSettingsView = TShopSettingsRow & { logoKey: string | null; logoContentType: string | null };

export async function findShopSettings(db: TExecutor): Promise<TShopSettingsView | null> {
  const [row] = await db
    .select({ settings: shopSettings, logoKey: objects.key, logoContentType: objects.contentType })
    .from(shopSettings)
    .leftJoin(objects, eq(objects.id, shopSettings.logoObjectId))
    .where(eq(shopSettings.id, 1));
  return row ? { ...row.settings, logoKey: row.logoKey, logoContentType: row.logoContentType } : null;
}

/** The one row, made with the defaults if missing and locked, so two saves run one after the other. */
export async function lockShopSettings(tx: TExecutor): Promise<TShopSettingsRow> {
  await tx.insert(shopSettings).values({ id: 1 }).onConflictDoNothing();
  const [row] = await tx.select().from(shopSettings).where(eq(shopSettings.id, 1)).for('update');
  if (!row) throw new Error('shop_settings row missing after insert');
  return row;
}

export async function updateShopSettingsRow(tx: TExecutor, values: TShopSettingsValues): Promise<void> {
  await tx.update(shopSettings).set(values).where(eq(shopSettings.id, 1));
}
