import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import {
  Activity,
  Banknote,
  BookOpen,
  BookUser,
  Calculator,
  FileText,
  FileSpreadsheet,
  Gem,
  HandCoins,
  Mail,
  ServerCog,
  ShieldCheck,
  Store,
  UserCircle,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { can, type TPermission } from '@common/permissions';
import type { TRole } from '@common/roles';
import { firstLoanPageQueryOptions } from '@/features/applications/api/get-pawn-loans';
import { lazyRetry } from '@/lib/lazy-retry';

export type TAdminSectionId =
  | 'loans'
  | 'pledges'
  | 'new-pawn'
  | 'accounting'
  | 'payments'
  | 'debt-collection'
  | 'reports'
  | 'books'
  | 'borrowers'
  | 'accounts'
  | 'email-settings'
  | 'shop-settings'
  | 'activity'
  | 'profile'
  | 'system-admin';

export type TAdminGroup = 'Loan Management' | 'Financial Management' | 'System Management';

/** A section still to be built in a later release: what it will do, said plainly. */
export type TUpcoming = { release: string; description: string };

export type TAdminSection = {
  id: TAdminSectionId;
  label: string;
  group: TAdminGroup;
  icon: LucideIcon;
  /**
   * Who sees the tab: the permission the server enforces on the section's calls (for a section of
   * a later release, the one its calls will be checked with).
   */
  permission: TPermission;
  /** Asks for the data the tab shows first, while its code downloads (the dashboard calls it when it opens the tab). */
  prefetch?: (client: QueryClient) => Promise<void>;
  /** Downloads the tab's code: the /admin route's preload asks for the opening tab's at start-up (admin-page.tsx). */
  preload?: () => Promise<unknown>;
} & ({ component: ComponentType } | { upcoming: TUpcoming });

// Each tab is its own download, when first opened (tried again by Retry when it could not be downloaded).
// Loan Applications and Payments are composed on the page: the review shows the pledged items, and a
// payment that clears a loan offers its pledge's redemption.
const loadLoansSection = () => import('./loans-section');
const LoansSection = lazyRetry(() => loadLoansSection().then((m) => ({ default: m.LoansSection })));
// The counter's New pawn (issue 43).
const NewPawnSection = lazyRetry(() => import('./new-pawn-section').then((m) => ({ default: m.NewPawnSection })));
// With the day's gold prices above the pledge book (issue 43).
const PledgesSection = lazyRetry(() => import('./pledges-section').then((m) => ({ default: m.PledgesSection })));
const AccountingTab = lazyRetry(() => import('@/features/accounting/components/accounting-tab').then((m) => ({ default: m.AccountingTab })));
const AccountsTab = lazyRetry(() => import('@/features/users/components/accounts-tab').then((m) => ({ default: m.AccountsTab })));
const ProfileTab = lazyRetry(() => import('@/features/users/components/profile-tab').then((m) => ({ default: m.ProfileTab })));
const EmailSettingsTab = lazyRetry(() => import('@/features/email/components/email-settings-tab').then((m) => ({ default: m.EmailSettingsTab })));
const PaymentsSection = lazyRetry(() => import('./payments-section').then((m) => ({ default: m.PaymentsSection })));
const BorrowersTab = lazyRetry(() => import('@/features/borrowers/components/borrowers-tab').then((m) => ({ default: m.BorrowersTab })));
const CollectionsTab = lazyRetry(() => import('@/features/collections/components/collections-tab').then((m) => ({ default: m.CollectionsTab })));
const SystemAdminTab = lazyRetry(() => import('@/features/system/components/system-admin-tab').then((m) => ({ default: m.SystemAdminTab })));
const ShopSettingsTab = lazyRetry(() => import('@/features/shop/components/shop-settings-tab').then((m) => ({ default: m.ShopSettingsTab })));
const ReportsTab = lazyRetry(() => import('@/features/reports/components/reports-tab').then((m) => ({ default: m.ReportsTab })));
const BooksTab = lazyRetry(() => import('@/features/books/components/books-tab').then((m) => ({ default: m.BooksTab })));
const ActivityTab = lazyRetry(() => import('@/features/audit/components/activity-tab').then((m) => ({ default: m.ActivityTab })));

/**
 * Every tab of the dashboard in display order, grouped as the spec's three navigation groups.
 * it sees only System Admin and Profile (DESIGN decision 1).
 */
export const ADMIN_SECTIONS: TAdminSection[] = [
  {
    id: 'loans',
    label: 'Loan Applications',
    group: 'Loan Management',
    icon: FileText,
    permission: 'applications.read',
    component: LoansSection,
    prefetch: (client) => client.prefetchQuery(firstLoanPageQueryOptions),
    preload: loadLoansSection,
  },
  { id: 'new-pawn', label: 'New pawn', group: 'Loan Management', icon: HandCoins, permission: 'counter.pawn', component: NewPawnSection },
  { id: 'pledges', label: 'Pledges', group: 'Loan Management', icon: Gem, permission: 'pledges.manage', component: PledgesSection },
  { id: 'accounting', label: 'Accounting', group: 'Financial Management', icon: Calculator, permission: 'accounting.view', component: AccountingTab },
  {
    id: 'payments',
    label: 'Payments',
    group: 'Financial Management',
    icon: Banknote,
    permission: 'payments.read',
    component: PaymentsSection,
  },
  {
    id: 'debt-collection',
    label: 'Collections',
    group: 'Financial Management',
    icon: ShieldCheck,
    permission: 'collections.read',
    component: CollectionsTab,
  },
  { id: 'reports', label: 'Reports', group: 'Financial Management', icon: FileSpreadsheet, permission: 'reports.view', component: ReportsTab },
  { id: 'books', label: 'Books', group: 'Financial Management', icon: BookOpen, permission: 'books.view', component: BooksTab },
  {
    id: 'borrowers',
    label: 'Borrowers',
    group: 'System Management',
    icon: BookUser,
    permission: 'borrowers.read',
    component: BorrowersTab,
  },
  { id: 'accounts', label: 'Staff Users', group: 'System Management', icon: Users, permission: 'users.list', component: AccountsTab },
  {
    id: 'email-settings',
    label: 'Email Settings',
    group: 'System Management',
    icon: Mail,
    permission: 'email.manage',
    component: EmailSettingsTab,
  },
  { id: 'shop-settings', label: 'Shop Settings', group: 'System Management', icon: Store, permission: 'shop.manage', component: ShopSettingsTab },
  { id: 'activity', label: 'Activity', group: 'System Management', icon: Activity, permission: 'audit.view', component: ActivityTab },
  { id: 'profile', label: 'Profile', group: 'System Management', icon: UserCircle, permission: 'profile.view', component: ProfileTab },
  {
    id: 'system-admin',
    label: 'System Admin',
    group: 'System Management',
    icon: ServerCog,
    permission: 'system.view',
    component: SystemAdminTab,
  },
];

export const ADMIN_GROUPS: TAdminGroup[] = ['Loan Management', 'Financial Management', 'System Management'];

/** The tabs a role sees: none unless it may open the area, then those its permissions allow. */
export function sectionsFor(role: TRole): TAdminSection[] {
  if (!can(role, 'adminArea.open')) return [];
  return ADMIN_SECTIONS.filter((section) => can(role, section.permission));
}
