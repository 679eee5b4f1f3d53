import type { TFirstRunChecklist, TFirstRunItem } from '@common/contracts/own-account';
import { SHOP_DEFAULTS } from '@common/shop-defaults';
import type { TExecutor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { NOT_SIGNED_IN } from '../../lib/auth-guard';
import type { TSessionUser, TUserRow } from '../../lib/session-user';
import type { TShopSource } from '../../lib/shop-identity';
import { loadSendingConfiguration } from '../email';
import { findUserById, setFirstRunDismissed } from './users.repository';

export type TFirstRunDeps = { db: TExecutor; secret: Buffer; shop: TShopSource };

/** The address the first super admin gets when ADMIN_EMAIL is not set (users.service.ts). */
const GENERATED_DOMAIN = '@pawnbook.local';
const NOTHING: TFirstRunChecklist = { show: false, items: [] };

async function itemsFor(deps: TFirstRunDeps, user: TUserRow): Promise<TFirstRunItem[]> {
  const [{ settings: shop }, sending] = await Promise.all([deps.shop.read(), loadSendingConfiguration(deps.db, deps.secret)]);
  const settingsTab = '/admin?tab=shop-settings';
  return [
    {
      id: 'name-and-email',
      label: 'Your name and e-mail address',
      done: (user.firstName ?? '').trim() !== '' && !user.email.toLowerCase().endsWith(GENERATED_DOMAIN),
      href: '/profile',
    },
    { id: 'shop-name', label: "The shop's name", done: shop.businessName !== SHOP_DEFAULTS.businessName, href: settingsTab },
    { id: 'shop-address', label: "The shop's address", done: shop.address.trim() !== '', href: settingsTab },
    {
      id: 'licence-and-hours',
      label: 'Licence number and opening hours',
      // Hours have a default; they count as set once the settings were saved with a licence.
      done: shop.licenceNumber.trim() !== '' && shop.updatedAt !== null,
      href: settingsTab,
    },
    { id: 'email-settings', label: 'E-mail settings, so receipts and reset links are sent', done: 'config' in sending, href: '/admin?tab=email-settings' },
  ];
}

/**
 * The owner's first-run checklist on /admin: for a super admin who has not put it away, while any
 * step is left. Read from the database, not the session's copy, so a dismissal shows everywhere.
 */
export async function readFirstRunChecklist(deps: TFirstRunDeps, user: TSessionUser): Promise<TFirstRunChecklist> {
  if (user.role !== 'super_admin') return NOTHING;
  const row = await findUserById(deps.db, user.id);
  if (!row) throw new AppError('UNAUTHORIZED', NOT_SIGNED_IN);
  if (row.firstRunDismissedAt !== null) return NOTHING;
  const items = await itemsFor(deps, row);
  return items.every((item) => item.done) ? NOTHING : { show: true, items };
}

/** Put away for this account on every device; answers the checklist as it now reads (not shown). */
export async function dismissFirstRunChecklist(deps: TFirstRunDeps, user: TSessionUser): Promise<TFirstRunChecklist> {
  await setFirstRunDismissed(deps.db, user.id);
  return NOTHING;
}
