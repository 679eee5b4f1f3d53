import type { ComponentType } from 'react';
import { preloadable, type TPreloadable } from '@/lib/preloadable';
import type { TAdminSectionId } from '../../routes';

// Each dashboard tab's download (the files are those routes.ts names in ADMIN_TAB_MODULES, which
// early.ts preloads for the tab /admin opens on).

type TSection = TPreloadable<ComponentType>;

const section = (download: () => Promise<ComponentType>): TSection => preloadable(download);

export const ADMIN_SECTION_LOADERS: Record<TAdminSectionId, TSection> = {
  loans: section(() => import('@/features/applications/components/loan-management').then((m) => m.LoanManagement)),
  accounting: section(() => import('@/features/accounting/components/accounting-tab').then((m) => m.AccountingTab)),
  payments: section(() => import('@/features/payments/components/payments-tab').then((m) => m.PaymentsTab)),
  'debt-collection': section(() => import('@/features/collections/components/collections-tab').then((m) => m.CollectionsTab)),
  borrowers: section(() => import('@/features/borrowers/components/borrowers-tab').then((m) => m.BorrowersTab)),
  accounts: section(() => import('@/features/users/components/accounts-tab').then((m) => m.AccountsTab)),
  'email-settings': section(() => import('@/features/email/components/email-settings-tab').then((m) => m.EmailSettingsTab)),
  'shop-settings': section(() => import('@/features/shop/components/shop-settings-tab').then((m) => m.ShopSettingsTab)),
  activity: section(() => import('@/features/audit/components/activity-tab').then((m) => m.ActivityTab)),
  profile: section(() => import('@/features/users/components/profile-tab').then((m) => m.ProfileTab)),
  'system-admin': section(() => import('@/features/system/components/system-admin-tab').then((m) => m.SystemAdminTab)),
};
