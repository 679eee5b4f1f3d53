import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { expectText, expectVisible } from './expect-page';
import { drawAndSaveSignature, fillBorrower, uploadIdDocument, uploadPhoto } from './loan-form';
import type { TE2eUser } from './users';

/** One screen of the screens journey: a route (and maybe an open dialog) in a state worth a picture. */
export type TScreen = {
  name: string;
  path: string;
  signedInAs?: TE2eUser;
  /** Waits until the page shows what it is for, and brings it into the state worth a picture. */
  ready: (page: Page) => Promise<void>;
  /** A refusal the page is there to show (its failed load is logged by the browser, and expected). */
  refusedWith?: number;
};

/** The public and borrower screens. */
export const PUBLIC_SCREENS: TScreen[] = [
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
    name: 'forgot-password',
    path: '/forgot-password',
    ready: async (page) => {
      await expectVisible(page.getByTestId('forgot-email'));
    },
  },
  {
    // A link's page as it opens (the token is checked when the form is sent).
    name: 'reset-password',
    path: '/reset-password?token=screens-journey-token',
    ready: async (page) => {
      await expectVisible(page.getByTestId('reset-password-new'));
    },
  },
  {
    // A guarantor's link that no longer works (the guarantor consent journey covers a live one).
    name: 'guarantee-link-gone',
    path: '/guarantee/screens-journey-unknown-token',
    refusedWith: 404,
    ready: async (page) => {
      await expectVisible(page.getByTestId('guarantee-link-error'));
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
    // The spec's second address of the same form.
    name: 'application',
    path: '/application',
    ready: async (page) => {
      await expectVisible(page.getByTestId('signature-canvas'));
    },
  },
  {
    name: 'application-submitted',
    path: '/application-submitted/PL-2026-000001',
    ready: async (page) => {
      await expectText(page.getByRole('heading', { level: 1 }), 'Application Submitted');
    },
  },
  {
    name: 'privacy',
    path: '/privacy',
    ready: async (page) => {
      await expectText(page.getByRole('heading', { level: 1 }), 'Privacy Policy');
      await expectVisible(page.getByTestId('shop-contact-list'));
    },
  },
  {
    name: 'terms',
    path: '/terms',
    ready: async (page) => {
      await expectText(page.getByRole('heading', { level: 1 }), 'Terms of Service');
    },
  },
  {
    name: 'contact',
    path: '/contact',
    ready: async (page) => {
      await expectText(page.getByRole('heading', { level: 1 }), 'Contact Us');
      await expectVisible(page.getByTestId('shop-contact-list'));
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
    name: 'applications-guest',
    path: '/applications',
    ready: async (page) => {
      await expectVisible(page.getByTestId('access-restricted'));
    },
  },
  {
    name: 'profile-signed-out',
    path: '/profile',
    ready: async (page) => {
      await expectVisible(page.getByTestId('profile-signed-out'));
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
