import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { submitApplication } from './applications';
import { expectText, expectVisible } from './expect-page';
import type { TScreen } from './public-screens';

const superAdmin = inject('e2eAdmin');
const officer = inject('e2eLoanOfficer');
const itUser = inject('e2eItUser');

/** Clicks the trigger and waits for the dialog it opens. */
async function openDialog(page: Page, trigger: string, dialog: string): Promise<void> {
  await page.locator(trigger).first().click();
  await expectVisible(page.getByTestId(dialog));
}

/**
 * The System Admin tab once every card has its data. Until then the cards grow as their answers
 * arrive and the tools at the bottom move: a click aimed at a button there can land on whatever
 * slid under the pointer (a clean-clone run saw the Database Browser's click lost that way).
 */
async function settledSystemTab(page: Page): Promise<void> {
  const tab = page.getByTestId('system-admin-tab');
  await expectVisible(tab);
  await expectVisible(page.getByTestId('auto-backup-summary'));
  await expectVisible(page.locator('[data-testid="backup-row"], [data-testid="backups-empty"]'));
  await tab.getByText('Loading...').first().waitFor({ state: 'detached' });
}

/** openDialog on the System Admin tab, once its cards have stopped moving. */
async function openSystemDialog(page: Page, trigger: string, dialog: string): Promise<void> {
  await settledSystemTab(page);
  await openDialog(page, trigger, dialog);
}

/** An application of this screen's own (the shared database may hold none yet), newest in every list. */
async function freshApplication(page: Page): Promise<string> {
  const suffix = String(Date.now()).slice(-4);
  const number = await submitApplication(page.context().request, { name: `Screens Borrower ${suffix}`, email: `screens.${suffix}@example.com`, phone: `876-555-${suffix}` });
  await page.reload();
  return number;
}

/** The admin area, tab by tab, as the role that sees it. */
const ADMIN_TABS: TScreen[] = [
  {
    name: 'admin',
    path: '/admin',
    signedInAs: superAdmin,
    ready: async (page) => {
      await expectVisible(page.getByTestId('admin-summary-total'));
      await expectVisible(page.getByTestId('user-menu-trigger'));
    },
  },
  {
    name: 'admin-loans',
    path: '/admin?tab=loans',
    signedInAs: superAdmin,
    ready: async (page) => {
      await expectVisible(page.getByTestId('loan-management'));
      await expectVisible(page.getByTestId('loan-tab-all'));
    },
  },
  {
    name: 'admin-pledges',
    path: '/admin?tab=pledges',
    signedInAs: superAdmin,
    ready: async (page) => {
      await expectVisible(page.getByTestId('pledges-tab'));
      // The figures have loaded and the book shows its items (or says it has none).
      await expectText(page.getByTestId('pledges-stat-in-pawn'), /^\d[\d,]*$/);
      await expectVisible(page.locator('[data-testid="pledge-row"], [data-testid="pledges-empty"]'));
    },
  },
  {
    name: 'admin-accounting',
    path: '/admin?tab=accounting',
    signedInAs: superAdmin,
    ready: async (page) => {
      await expectVisible(page.getByTestId('accounting-overview'));
    },
  },
  {
    name: 'admin-payments',
    path: '/admin?tab=payments',
    signedInAs: superAdmin,
    ready: async (page) => {
      await expectVisible(page.getByTestId('payments-tab'));
      // The tiles have their figures and Recent Payments has its rows (or its empty message).
      await expectText(page.getByTestId('payments-stat-count'), /^\d[\d,]*$/);
      await expectVisible(page.locator('[data-testid="payment-row"], [data-testid="payments-empty"]'));
    },
  },
  {
    name: 'admin-debt-collection',
    path: '/admin?tab=debt-collection',
    signedInAs: superAdmin,
    ready: async (page) => {
      await expectVisible(page.getByTestId('collections-tab'));
    },
  },
  {
    name: 'admin-reports',
    path: '/admin?tab=reports',
    signedInAs: superAdmin,
    ready: async (page) => {
      await expectVisible(page.getByTestId('cash-book-report'));
      // The day's book has loaded: its movements, or the line saying none moved.
      await expectVisible(page.locator('[data-testid="cash-book-lines"], [data-testid="cash-book-lines-empty"]'));
      await expectVisible(page.getByTestId('cash-drawer-card'));
    },
  },
  {
    name: 'admin-books',
    path: '/admin?tab=books',
    signedInAs: superAdmin,
    ready: async (page) => {
      await expectVisible(page.getByTestId('books-tab'));
      // The trial balance has loaded: its accounts and whether they balance.
      await expectVisible(page.getByTestId('trial-balance-check'));
    },
  },
  {
    name: 'admin-borrowers',
    path: '/admin?tab=borrowers',
    signedInAs: superAdmin,
    ready: async (page) => {
      await expectVisible(page.getByTestId('borrowers-tab'));
      await expectText(page.getByTestId('borrowers-stat-total'), /^\d[\d,]*$/);
      await expectVisible(page.locator('[data-testid="borrower-row"], [data-testid="borrowers-empty"]'));
    },
  },
  {
    name: 'admin-accounts',
    path: '/admin?tab=accounts',
    signedInAs: superAdmin,
    ready: async (page) => {
      await expectVisible(page.getByTestId('um-user-row'));
    },
  },
  {
    name: 'admin-email-settings',
    path: '/admin?tab=email-settings',
    signedInAs: superAdmin,
    ready: async (page) => {
      await expectVisible(page.getByTestId('email-settings-tab'));
      await expectVisible(page.locator('[data-testid="email-card"], [data-testid="email-empty"]'));
      await expectVisible(page.locator('[data-testid="outbox-row"], [data-testid="outbox-empty"]'));
    },
  },
  {
    name: 'admin-activity',
    path: '/admin?tab=activity',
    signedInAs: superAdmin,
    ready: async (page) => {
      await expectVisible(page.getByTestId('activity-tab'));
    },
  },
  {
    // The day-first date picker open over a staff screen: the period filter's "From".
    name: 'admin-activity-calendar',
    path: '/admin?tab=activity',
    signedInAs: superAdmin,
    ready: async (page) => {
      await expectVisible(page.getByTestId('activity-tab'));
      await page.getByTestId('activity-filter-from').fill('01/11/2026');
      await page.getByTestId('activity-filter-from-calendar').click();
      await expectVisible(page.getByTestId('activity-filter-from-calendar-panel').getByRole('grid'));
    },
  },
  {
    name: 'admin-profile',
    path: '/admin?tab=profile',
    signedInAs: superAdmin,
    ready: async (page) => {
      await expectVisible(page.getByTestId('profile-features'));
    },
  },
  {
    name: 'admin-profile-officer',
    path: '/admin?tab=profile',
    signedInAs: officer,
    ready: async (page) => {
      await expectVisible(page.getByTestId('profile-features'));
    },
  },
  {
    name: 'admin-system-admin',
    path: '/admin?tab=system-admin',
    signedInAs: superAdmin,
    ready: async (page) => {
      await expectVisible(page.getByTestId('system-admin-tab'));
    },
  },
  {
    // it sees System Admin and Profile only (DESIGN decision 1).
    name: 'admin-it',
    path: '/admin?tab=system-admin',
    signedInAs: itUser,
    ready: async (page) => {
      await expectVisible(page.getByTestId('system-admin-tab'));
    },
  },
];

/** The dialogs and menus the staff screens open. */
const STAFF_DIALOGS: TScreen[] = [
  {
    name: 'admin-whats-new',
    path: '/admin',
    signedInAs: superAdmin,
    ready: (page) => openDialog(page, '[data-testid="whats-new-open"]', 'whats-new-dialog'),
  },
  {
    name: 'admin-user-menu',
    path: '/admin',
    signedInAs: superAdmin,
    ready: async (page) => {
      await page.getByTestId('user-menu-trigger').click();
      await expectVisible(page.getByTestId('user-menu-profile'));
    },
  },
  {
    name: 'admin-loans-review',
    path: '/admin?tab=loans',
    signedInAs: superAdmin,
    ready: async (page) => {
      const number = await freshApplication(page);
      await page.locator(`[data-testid="loan-card"][data-application-number="${number}"]`).getByTestId('loan-card-review').click();
      await expectVisible(page.getByTestId('review-tab-overview'));
    },
  },
  {
    name: 'admin-payments-record',
    path: '/admin?tab=payments',
    signedInAs: superAdmin,
    ready: (page) => openDialog(page, '[data-testid="payments-record"]', 'payment-dialog'),
  },
  {
    name: 'admin-debt-collection-new',
    path: '/admin?tab=debt-collection',
    signedInAs: superAdmin,
    ready: (page) => openDialog(page, '[data-testid="collections-new"]', 'collection-create-dialog'),
  },
  {
    name: 'admin-borrowers-create',
    path: '/admin?tab=borrowers',
    signedInAs: superAdmin,
    ready: (page) => openDialog(page, '[data-testid="borrowers-add"]', 'borrower-create-dialog'),
  },
  {
    name: 'admin-accounts-create',
    path: '/admin?tab=accounts',
    signedInAs: superAdmin,
    ready: (page) => openDialog(page, '[data-testid="um-create-user"]', 'user-create-dialog'),
  },
  {
    name: 'admin-email-settings-add',
    path: '/admin?tab=email-settings',
    signedInAs: superAdmin,
    ready: (page) => openDialog(page, '[data-testid="email-add"], [data-testid="email-add-first"]', 'email-form-dialog'),
  },
  {
    name: 'admin-system-auto-backup',
    path: '/admin?tab=system-admin',
    signedInAs: superAdmin,
    ready: (page) => openSystemDialog(page, '[data-testid="auto-backup-configure"]', 'auto-backup-dialog'),
  },
  {
    name: 'admin-system-restore',
    path: '/admin?tab=system-admin',
    signedInAs: superAdmin,
    ready: (page) => openSystemDialog(page, '[data-testid="open-restore"]', 'restore-dialog'),
  },
  {
    name: 'admin-system-storage',
    path: '/admin?tab=system-admin',
    signedInAs: superAdmin,
    ready: (page) => openSystemDialog(page, '[data-testid="tool-storage"]', 'storage-dialog'),
  },
  {
    name: 'admin-system-logs',
    path: '/admin?tab=system-admin',
    signedInAs: superAdmin,
    ready: (page) => openSystemDialog(page, '[data-testid="tool-logs"]', 'system-logs-dialog'),
  },
  {
    name: 'admin-system-database',
    path: '/admin?tab=system-admin',
    signedInAs: superAdmin,
    ready: (page) => openSystemDialog(page, '[data-testid="tool-browser"]', 'database-browser'),
  },
];

/** The staff pages outside /admin and what they open. */
const STAFF_PAGES: TScreen[] = [
  {
    name: 'applications',
    path: '/applications',
    signedInAs: superAdmin,
    ready: async (page) => {
      await expectVisible(page.getByTestId('application-row'));
    },
  },
  {
    name: 'applications-review',
    path: '/applications',
    signedInAs: superAdmin,
    ready: async (page) => {
      const number = await freshApplication(page);
      await page.locator(`[data-testid="application-row"][data-application-number="${number}"]`).getByTestId('application-open').click();
      await expectVisible(page.getByTestId('review-tab-overview'));
    },
  },
  {
    name: 'applications-review-status',
    path: '/applications',
    signedInAs: superAdmin,
    ready: async (page) => {
      await page.getByTestId('application-open').first().click();
      await page.getByTestId('review-tab-status').click();
      await expectVisible(page.getByTestId('review-current-status'));
    },
  },
  {
    name: 'applications-review-documents',
    path: '/applications',
    signedInAs: superAdmin,
    ready: async (page) => {
      await page.getByTestId('application-open').first().click();
      await page.getByTestId('review-tab-documents').click();
      await expectVisible(page.getByRole('tabpanel', { name: 'Documents & Guarantor' }));
    },
  },
  {
    name: 'user-management',
    path: '/user-management',
    signedInAs: superAdmin,
    ready: async (page) => {
      await expectVisible(page.getByTestId('um-user-row'));
    },
  },
  {
    name: 'user-management-create',
    path: '/user-management',
    signedInAs: superAdmin,
    ready: (page) => openDialog(page, '[data-testid="um-create-user"]', 'user-create-dialog'),
  },
  {
    name: 'user-management-role-confirm',
    path: '/user-management',
    signedInAs: superAdmin,
    ready: async (page) => {
      // Only asked, never confirmed: the shared officer keeps their role.
      await page.locator(`[data-testid="um-user-row"][data-email="${officer.email}"]`).getByTestId('um-role-select').selectOption('admin');
      await expectVisible(page.getByTestId('um-role-confirm-dialog'));
    },
  },
  {
    name: 'user-management-actions',
    path: '/user-management',
    signedInAs: superAdmin,
    ready: async (page) => {
      await page.locator(`[data-testid="um-user-row"][data-email="${officer.email}"]`).getByTestId('um-actions').click();
      await expectVisible(page.getByTestId('um-action-reset-password'));
    },
  },
  {
    name: 'profile-staff',
    path: '/profile',
    signedInAs: superAdmin,
    ready: async (page) => {
      await expectVisible(page.getByTestId('profile-header'));
      await expectVisible(page.getByTestId('account-settings'));
    },
  },
  {
    // Settings in the avatar menu: the profile's settings, and the password dialog it opens.
    name: 'profile-settings-password',
    path: '/profile#settings',
    signedInAs: superAdmin,
    ready: (page) => openDialog(page, '[data-testid="change-password-open"]', 'change-password-dialog'),
  },
];

export const STAFF_SCREENS: TScreen[] = [...ADMIN_TABS, ...STAFF_DIALOGS, ...STAFF_PAGES];
