import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { DESKTOP, PHONE, unexpectedConsoleErrors, useBrowser, type TViewport } from './support/browser';
import { expectText, expectVisible } from './support/expect-page';
import { drawAndSaveSignature, fillBorrower, uploadIdDocument, uploadPhoto } from './support/loan-form';
import type { TE2eUser } from './support/users';

const browser = useBrowser();
const SCREENS_DIR = path.resolve('.tmp/screens');

type TScreen = {
  name: string;
  path: string;
  signedInAs?: TE2eUser;
  /** Waits until the page shows what it is for, and brings it into the state worth a picture. */
  ready: (page: Page) => Promise<void>;
};

const SCREENS: TScreen[] = [
  {
    name: 'landing',
    path: '/',
    ready: async (page) => {
      await expectVisible(page.getByRole('heading', { level: 1 }));
      await expectVisible(page.getByTestId('nav-sign-in'));
    },
  },
  {
    name: 'login',
    path: '/login',
    ready: async (page) => {
      await expectVisible(page.getByTestId('login-email'));
      await expectVisible(page.getByTestId('continue-as-guest'));
    },
  },
  {
    name: 'calculator',
    path: '/calculator',
    ready: async (page) => {
      await page.getByTestId('calculator-amount').fill('15000');
      await page.getByTestId('calculator-rate-20').click();
      await page.getByTestId('calculator-term').selectOption('10');
      await expectText(page.getByTestId('summary-weekly-payment'), 'J$1,800.00');
      await page.getByTestId('schedule-toggle').click();
      await expectVisible(page.getByTestId('schedule-table'));
    },
  },
  {
    name: 'loan-form',
    path: '/loan-form?amount=15000&rate=20&term=10&weeklyPayment=1800&totalAmount=18000',
    ready: async (page) => {
      await expectText(page.getByTestId('form-weekly-instalment'), 'J$1,800.00');
      await fillBorrower(page, { name: 'Marcia Campbell', email: 'marcia@example.com', address: '12 Hope Road, Kingston 6', phone: '876-555-0101', id: 'JM-1234567' });
      await uploadPhoto(page, 'borrower-photo', 'face.png');
      await drawAndSaveSignature(page);
      await uploadIdDocument(page, 'passport');
    },
  },
  {
    name: 'admin',
    path: '/admin',
    signedInAs: inject('e2eAdmin'),
    ready: async (page) => {
      await expectVisible(page.getByTestId('admin-summary-total'));
      await expectVisible(page.getByTestId('user-menu-trigger'));
    },
  },
  {
    name: 'admin-loans',
    path: '/admin?tab=loans',
    signedInAs: inject('e2eAdmin'),
    ready: async (page) => {
      await expectVisible(page.getByTestId('loan-management'));
      await expectVisible(page.getByTestId('loan-tab-all'));
    },
  },
  {
    name: 'admin-accounting',
    path: '/admin?tab=accounting',
    signedInAs: inject('e2eAdmin'),
    ready: async (page) => {
      await expectVisible(page.getByTestId('accounting-overview'));
    },
  },
  {
    name: 'admin-payments',
    path: '/admin?tab=payments',
    signedInAs: inject('e2eAdmin'),
    ready: async (page) => {
      await expectVisible(page.getByTestId('payments-tab'));
      // The tiles have their figures and Recent Payments has its rows (or its empty message).
      await expectText(page.getByTestId('payments-stat-count'), /^\d[\d,]*$/);
      await expectVisible(page.locator('[data-testid="payment-row"], [data-testid="payments-empty"]'));
    },
  },
  {
    name: 'admin-borrowers',
    path: '/admin?tab=borrowers',
    signedInAs: inject('e2eAdmin'),
    ready: async (page) => {
      await expectVisible(page.getByTestId('borrowers-tab'));
      await expectText(page.getByTestId('borrowers-stat-total'), /^\d[\d,]*$/);
      await expectVisible(page.locator('[data-testid="borrower-row"], [data-testid="borrowers-empty"]'));
    },
  },
  {
    name: 'admin-email-settings',
    path: '/admin?tab=email-settings',
    signedInAs: inject('e2eAdmin'),
    ready: async (page) => {
      await expectVisible(page.getByTestId('email-settings-tab'));
      await expectVisible(page.locator('[data-testid="email-card"], [data-testid="email-empty"]'));
      await expectVisible(page.locator('[data-testid="outbox-row"], [data-testid="outbox-empty"]'));
    },
  },
  {
    name: 'admin-accounts',
    path: '/admin?tab=accounts',
    signedInAs: inject('e2eAdmin'),
    ready: async (page) => {
      await expectVisible(page.getByTestId('user-row'));
    },
  },
  {
    name: 'admin-activity',
    path: '/admin?tab=activity',
    signedInAs: inject('e2eAdmin'),
    ready: async (page) => {
      await expectVisible(page.getByTestId('activity-tab'));
    },
  },
  {
    // The day-first date picker open over a staff screen: the period filter's "From".
    name: 'admin-activity-calendar',
    path: '/admin?tab=activity',
    signedInAs: inject('e2eAdmin'),
    ready: async (page) => {
      await expectVisible(page.getByTestId('activity-tab'));
      await page.getByTestId('activity-filter-from').fill('01/11/2026');
      await page.getByTestId('activity-filter-from-calendar').click();
      await expectVisible(page.getByTestId('activity-filter-from-calendar-panel').getByRole('grid'));
    },
  },
  {
    name: 'admin-profile-officer',
    path: '/admin?tab=profile',
    signedInAs: inject('e2eLoanOfficer'),
    ready: async (page) => {
      await expectVisible(page.getByTestId('profile-features'));
    },
  },
  {
    name: 'user-management',
    path: '/user-management',
    signedInAs: inject('e2eAdmin'),
    ready: async (page) => {
      await expectVisible(page.getByTestId('um-user-row'));
    },
  },
  {
    name: 'dashboard',
    path: '/dashboard',
    signedInAs: inject('e2eBorrower'),
    ready: async (page) => {
      await expectVisible(page.getByTestId('borrower-loans-empty'));
      await expectVisible(page.getByTestId('user-menu-trigger'));
    },
  },
  {
    name: 'applications',
    path: '/applications',
    ready: async (page) => {
      await expectVisible(page.getByTestId('access-restricted'));
    },
  },
  {
    name: 'not-found',
    path: '/some/unknown/path',
    ready: async (page) => {
      await expectText(page.getByRole('heading', { level: 1 }), '404 Page Not Found');
    },
  },
];

const VIEWPORTS: TViewport[] = [PHONE, DESKTOP];

const CASES = SCREENS.flatMap((screen) => VIEWPORTS.map((viewport) => ({ screen, viewport })));

describe('screens', () => {
  it.each(CASES)('$screen.name at $viewport.width px fits the width, logs no errors and has no axe-core violations', async ({ screen, viewport }) => {
    const { page, consoleErrors } = await browser.openPage({ viewport, signedInAs: screen.signedInAs, path: screen.path });
    await screen.ready(page);
    await page.waitForLoadState('networkidle');
    // From the top: a full-page capture of a scrolled page paints the sticky header mid-page.
    await page.evaluate(() => document.fonts.ready.then(() => window.scrollTo(0, 0)));

    await mkdir(SCREENS_DIR, { recursive: true });
    await page.screenshot({ path: path.join(SCREENS_DIR, `${screen.name}-${viewport.width}.png`), fullPage: true });

    const widths = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect(widths.scrollWidth, `horizontal overflow on ${screen.path}`).toBeLessThanOrEqual(widths.innerWidth);
    expect(unexpectedConsoleErrors(consoleErrors)).toEqual([]);
    await expectNoAxeViolations(page, `${screen.name} at ${viewport.width} px`);
  });
});
