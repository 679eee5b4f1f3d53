import type { ComponentType } from 'react';
import {
  Activity,
  Banknote,
  BookUser,
  Calculator,
  FileText,
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
import { lazyComponent } from '@/lib/lazy-component';
import type { TAdminSectionId } from '../../routes';
import { ADMIN_SECTION_LOADERS } from './admin-section-loaders';

export type { TAdminSectionId };

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
} & ({ component: ComponentType } | { upcoming: TUpcoming });

const LoanManagement = lazyComponent(ADMIN_SECTION_LOADERS.loans);
const AccountingTab = lazyComponent(ADMIN_SECTION_LOADERS.accounting);
const AccountsTab = lazyComponent(ADMIN_SECTION_LOADERS.accounts);
const ProfileTab = lazyComponent(ADMIN_SECTION_LOADERS.profile);
const EmailSettingsTab = lazyComponent(ADMIN_SECTION_LOADERS['email-settings']);
const PaymentsTab = lazyComponent(ADMIN_SECTION_LOADERS.payments);
const BorrowersTab = lazyComponent(ADMIN_SECTION_LOADERS.borrowers);
const CollectionsTab = lazyComponent(ADMIN_SECTION_LOADERS['debt-collection']);
const SystemAdminTab = lazyComponent(ADMIN_SECTION_LOADERS['system-admin']);
const ShopSettingsTab = lazyComponent(ADMIN_SECTION_LOADERS['shop-settings']);
const ActivityTab = lazyComponent(ADMIN_SECTION_LOADERS.activity);

/**
 * Every tab of the dashboard in display order, grouped as the spec's three navigation groups.
 * it sees only System Admin and Profile (DESIGN decision 1).
 */
export const ADMIN_SECTIONS: TAdminSection[] = [
  { id: 'loans', label: 'Loan Applications', group: 'Loan Management', icon: FileText, permission: 'applications.read', component: LoanManagement },
  { id: 'accounting', label: 'Accounting', group: 'Financial Management', icon: Calculator, permission: 'accounting.view', component: AccountingTab },
  {
    id: 'payments',
    label: 'Payments',
    group: 'Financial Management',
    icon: Banknote,
    permission: 'payments.read',
    component: PaymentsTab,
  },
  {
    id: 'debt-collection',
    label: 'Collections',
    group: 'Financial Management',
    icon: ShieldCheck,
    permission: 'collections.read',
    component: CollectionsTab,
  },
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
