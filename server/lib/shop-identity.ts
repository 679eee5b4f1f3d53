import type { TShopSettings } from '@common/contracts/shop-settings';
import type { TNotifiedCache } from './notified-cache';

/** The shop's settings and its logo ready for a PDF (PNG, at most 600 px), or null without one. */
export type TShopIdentity = { settings: TShopSettings; logoPng: Buffer | null };

/** Every instance's cached copy; receipts, agreements and e-mails read it. */
export type TShopSource = Pick<TNotifiedCache<TShopIdentity>, 'read' | 'drop'>;

/** The NOTIFY channel the shop_settings trigger (and a restore) sends on. */
export const SHOP_CHANNEL = 'pawnbook_shop';

/** The lines under the shop's name: address, then phone, e-mail and licence as one line each when given. */
export function shopDetailLines(shop: TShopSettings): string[] {
  const lines = shop.address ? shop.address.split(/\r?\n/).map((l) => l.trim()).filter(Boolean) : [];
  const contact = [shop.phone && `Tel. ${shop.phone}`, shop.email].filter(Boolean).join(' · ');
  if (contact) lines.push(contact);
  if (shop.licenceNumber) lines.push(`Bank of Jamaica licence ${shop.licenceNumber}`);
  return lines;
}

/** The signature under every e-mail the shop sends. */
export function emailSignatureOf(shop: TShopSettings): string {
  return [shop.businessName, ...shopDetailLines(shop), `Opening hours: ${shop.supportHours}`].join('\n');
}
