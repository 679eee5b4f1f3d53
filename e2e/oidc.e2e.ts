import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { createAccount } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { DESKTOP, PHONE, signInThroughApi, useBrowser, type TViewport } from './support/browser';
import { expectPath, expectText, expectToast, expectVisible, signInThroughForm } from './support/expect-page';

const browser = useBrowser();
const oidc = inject('e2eOidc');
const superAdmin = inject('e2eAdmin');
const SCREENS_DIR = path.resolve('.tmp/screens');

async function shoot(page: Page, name: string, viewport: TViewport): Promise<void> {
  await mkdir(SCREENS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENS_DIR, `${name}-${viewport.width}.png`), fullPage: true });
  const widths = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(widths.scrollWidth, `horizontal overflow in ${name} at ${viewport.width} px`).toBeLessThanOrEqual(widths.innerWidth);
}

// The test provider's development login page imports a web font from the internet, which this
// machine cannot reach: answer it with an empty style sheet so nothing waits or logs an error.
async function keepProviderOffline(context: BrowserContext): Promise<void> {
  await context.route(/^https:\/\/fonts\.(googleapis|gstatic)\.com\//, (route) => route.fulfill({ status: 200, contentType: 'text/css', body: '' }));
}

/** On the provider's own login page: the login name is the account there; any password does. */
async function signInAtProvider(page: Page, login: string): Promise<void> {
  await page.waitForURL((url) => url.pathname.startsWith('/interaction/'));
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any-password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

async function openExternalTab(page: Page): Promise<void> {
  await page.getByTestId('tab-external-login').click();
  await expectText(page.getByTestId('external-login'), `Continue with ${oidc.providerName}`);
}

describe('external sign-in (OpenID Connect)', () => {
  it('the login page\'s external tab, on a phone and on a desktop', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { page } = await browser.openPage({ viewport, path: '/login' });
      await openExternalTab(page);
      await expectText(page.getByTestId('tab-external-login'), oidc.providerName);
      await expectNoAxeViolations(page, `login external tab at ${viewport.width} px`);
      await shoot(page, 'login-external-tab', viewport);
    }
  });

  it('a new borrower on a phone signs in at the provider and lands on their own home', async () => {
    const { page, context } = await browser.openPage({ viewport: PHONE, path: '/login' });
    await keepProviderOffline(context);
    await openExternalTab(page);
    await page.getByTestId('external-login').click();
    await signInAtProvider(page, oidc.borrower.login);

    await expectPath(page, '/dashboard');
    await expectText(page.getByTestId('borrower-home-title'), `Hello, ${oidc.borrower.firstName}`);
    const me = await page.evaluate(async () => (await fetch('/api/auth/user', { credentials: 'include' })).json());
    expect(me).toMatchObject({ email: oidc.borrower.email, role: 'borrower', loginMethod: 'oidc' });
    await expectNoAxeViolations(page, 'borrower home after external sign-in');
    await shoot(page, 'oidc-borrower-home', PHONE);

    // Signing out here offers signing out at the provider too.
    await page.getByTestId('user-menu-trigger').click();
    await page.getByTestId('sign-out').click();
    await expectPath(page, '/login', '?logout=true');
    await expectVisible(page.getByTestId('provider-sign-out-note'));
    await expectNoAxeViolations(page, 'login after an external account signed out');
    await shoot(page, 'login-provider-sign-out', PHONE);
  });

  it('a provider account with the e-mail of a password account is refused, and the page says why', async () => {
    const { page, context } = await browser.openPage({ viewport: PHONE, path: '/login' });
    await keepProviderOffline(context);
    await openExternalTab(page);
    await page.getByTestId('external-login').click();
    await signInAtProvider(page, oidc.takeoverLogin);

    await expectPath(page, '/login', '?error=local_account');
    await expectText(page.getByTestId('login-error-note'), /signs in with a password\. Use Local Login/);
    await expectToast(page, 'Login Failed', /signs in with a password/);
    const status = await page.evaluate(async () => (await fetch('/api/auth/user', { credentials: 'include' })).status);
    expect(status).toBe(401);
    await expectNoAxeViolations(page, 'login with a refused external sign-in');
    await shoot(page, 'login-external-refused', PHONE);
  });
});

describe('password care', () => {
  it('a super admin resets a password; its owner must choose a new one at next sign-in', async () => {
    const admin = await browser.openPage({ viewport: DESKTOP, path: '/login', signedInAs: superAdmin });
    const officer = await createAccount(admin, 'loan_officer', 'Rosa', 'Resetme');
    await admin.page.goto('/admin?tab=accounts');
    const row = admin.page.locator(`[data-testid="um-user-row"][data-email="${officer.email}"]`);
    await expectText(row.getByTestId('user-row-login-method'), 'Local');
    await row.getByTestId('um-actions').click();
    await admin.page.getByTestId('um-action-reset-password').click();
    const dialog = admin.page.getByTestId('reset-password-dialog');
    await expectVisible(dialog);
    await expectNoAxeViolations(admin.page, 'reset password dialog');
    await shoot(admin.page, 'reset-password-dialog', DESKTOP);
    await admin.page.getByTestId('reset-password-own').fill(superAdmin.password);
    await admin.page.getByTestId('reset-password-confirm').click();
    const temporary = (await admin.page.getByTestId('reset-password-temporary').textContent())?.trim() ?? '';
    expect(temporary.length).toBeGreaterThanOrEqual(20);
    await expectNoAxeViolations(admin.page, 'reset password dialog with the one-time password');
    await shoot(admin.page, 'reset-password-one-time', DESKTOP);
    await admin.page.getByTestId('reset-password-done').click();

    // The officer signs in on a phone with the one-time password and must choose their own first.
    const { page } = await browser.openPage({ viewport: PHONE, path: '/login' });
    await signInThroughForm(page, { email: officer.email, password: temporary });
    const forced = page.getByTestId('change-password-dialog');
    await expectVisible(forced);
    await expectText(forced.getByRole('heading'), 'Choose a New Password');
    await expectNoAxeViolations(page, 'forced password change');
    await shoot(page, 'forced-password-change', PHONE);
    await page.getByTestId('password-current').fill(temporary);
    await page.getByTestId('password-new').fill('Rosa-own-Passphrase-7');
    await page.getByTestId('password-confirm').fill('Rosa-own-Passphrase-7');
    await page.getByTestId('password-submit').click();
    await expectToast(page, 'Password Changed');
    await expect.poll(() => forced.count(), { timeout: 10_000, interval: 50 }).toBe(0);
    await expectPath(page, '/admin');

    // From now on the new password is theirs, and they change it again from Settings.
    await page.goto('/profile#settings');
    await page.getByTestId('change-password-open').click();
    await expectVisible(page.getByTestId('change-password-dialog'));
    await expectText(page.getByTestId('change-password-dialog').getByRole('heading'), 'Change Password');
    await expectNoAxeViolations(page, 'change password dialog');
    await shoot(page, 'change-password-dialog', PHONE);
    await page.getByTestId('password-current').fill('Rosa-own-Passphrase-7');
    await page.getByTestId('password-new').fill('password123');
    await page.getByTestId('password-confirm').fill('password123');
    await page.getByTestId('password-submit').click();
    await expectText(page.getByTestId('password-problem'), /one of the most common passwords/);
    await page.keyboard.press('Escape');

    const fresh = await browser.openPage({ viewport: DESKTOP });
    await signInThroughApi(fresh.context, { ...officer, password: 'Rosa-own-Passphrase-7' });
  });
});
