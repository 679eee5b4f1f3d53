import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, PHONE, useBrowser } from './support/browser';
import { expectPath, expectText, expectToast, expectVisible, signInThroughForm } from './support/expect-page';

const browser = useBrowser();
const admin = inject('e2eAdmin');
const borrower = inject('e2eBorrower');

/** What GET /api/auth/user answers for this page's cookies, asked from inside the page. */
function authUserStatus(page: Page): Promise<number> {
  return page.evaluate(async () => (await fetch('/api/auth/user', { credentials: 'include' })).status);
}

describe('sign-in journeys', () => {
  it('signs the first administrator in, shows who is signed in, and signs out', async () => {
    const { page } = await browser.openPage({ viewport: DESKTOP, path: '/login' });
    await expectVisible(page.getByText('Staff Login'));

    // Other journeys submit applications meanwhile: the card shows what the server counted when the
    // page asked, so no fewer than before the sign-in and no more than after the card showed.
    const counter = await browser.openPage({ viewport: DESKTOP, signedInAs: admin });
    const countApplications = async () => {
      const res = await counter.context.request.get('/api/pawn-loans?pageSize=1');
      return ((await res.json()) as { counts: { all: number } }).counts.all;
    };
    const before = await countApplications();
    await signInThroughForm(page, admin);
    await expectPath(page, '/admin');
    await expectToast(page, 'Login Successful', `Welcome back, ${admin.firstName}!`);
    await expectText(page.getByRole('heading', { level: 1 }), 'Admin Dashboard');
    await expectText(page.getByTestId('admin-summary-total'), /^\d[\d,]*$/);
    const shown = Number((await page.getByTestId('admin-summary-total').innerText()).replaceAll(',', ''));
    const after = await countApplications();
    expect(shown).toBeGreaterThanOrEqual(before);
    expect(shown).toBeLessThanOrEqual(after);

    const trigger = page.getByTestId('user-menu-trigger');
    await expectText(trigger, `${admin.firstName[0]}${admin.lastName[0]}`);
    await trigger.click();
    await expectText(page.getByTestId('user-menu-name'), `${admin.firstName} ${admin.lastName}`);
    await expectText(page.getByTestId('user-menu-email'), admin.email);
    await expectText(page.getByRole('menu').getByTestId('role-badge'), 'Admin');

    await page.getByTestId('sign-out').click();
    await expectPath(page, '/login', '?logout=true');
    await expectVisible(page.getByTestId('signed-out-note'));
    await expectVisible(page.getByTestId('nav-sign-in'));
    expect(await authUserStatus(page)).toBe(401);
  });

  it('refuses a wrong password with the Login Failed toast', async () => {
    const { page } = await browser.openPage({ viewport: DESKTOP, path: '/login' });
    await signInThroughForm(page, { email: admin.email, password: 'not-the-right-password' });
    await expectToast(page, 'Login Failed', 'Invalid email or password');
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.getByTestId('login-submit').isEnabled()).toBe(true);
    expect(await authUserStatus(page)).toBe(401);
  });

  it('takes a borrower to their own (empty) loans', async () => {
    const { page } = await browser.openPage({ viewport: PHONE, path: '/login' });
    await signInThroughForm(page, borrower);
    await expectPath(page, '/dashboard');
    await expectToast(page, 'Login Successful', `Welcome back, ${borrower.firstName}!`);
    await expectText(page.getByTestId('borrower-home-title'), `Hello, ${borrower.firstName}`);
    await expectText(page.getByTestId('borrower-loans-empty'), 'You have no loans with us yet.');
    expect(await page.getByTestId('nav-admin').count()).toBe(0);
  });

  it('keeps the session across a reload', async () => {
    const { page } = await browser.openPage({ viewport: DESKTOP, path: '/login' });
    await signInThroughForm(page, borrower);
    await expectPath(page, '/dashboard');
    await expectVisible(page.getByTestId('borrower-loans-empty'));

    await page.reload();
    await expectText(page.getByTestId('borrower-home-title'), `Hello, ${borrower.firstName}`);
    await expectText(page.getByTestId('user-menu-trigger'), `${borrower.firstName[0]}${borrower.lastName[0]}`);
    expect(await authUserStatus(page)).toBe(200);
  });

  it('sends a guest who opens /admin to the login page', async () => {
    const { page } = await browser.openPage({ viewport: DESKTOP, path: '/admin' });
    await expectPath(page, '/login');
    await expectVisible(page.getByTestId('login-email'));
  });

  it('shows a signed-in borrower the staff-only denial on /admin, then the calculator', async () => {
    const { page } = await browser.openPage({ viewport: DESKTOP, signedInAs: borrower, path: '/admin' });
    await expectText(page.getByTestId('access-denied'), /Staff access required\.$/);
    await expectText(
      page.getByTestId('access-denied'),
      "Access Denied - You don't have permission to access this page. Staff access required.",
    );
    expect(await page.getByTestId('admin-summary-total').count()).toBe(0);
    await expectPath(page, '/calculator');
    await expectText(page.getByRole('heading', { level: 1 }), 'Loan Calculator');
  });

  it('names the external provider on its tab and explains a refused external sign-in', async () => {
    const { page } = await browser.openPage({ viewport: DESKTOP, path: '/login' });
    const oidc = inject('e2eOidc');
    await page.getByTestId('tab-external-login').click();
    await expectText(page.getByTestId('tab-external-login'), oidc.providerName);
    expect(await page.getByTestId('external-login').isDisabled()).toBe(false);

    // The server sends a refused external sign-in back here with its reason; the page explains it.
    await page.goto('/login?error=account_inactive');
    await expectToast(page, 'Login Failed', /Your account has been deactivated/);
    await expectText(page.getByTestId('login-error-note'), /Your account has been deactivated/);
    expect(await authUserStatus(page)).toBe(401);
  });

  it('shows the not-found page for an unknown address', async () => {
    const { page } = await browser.openPage({ viewport: DESKTOP, path: '/some/unknown/path' });
    await expectText(page.getByRole('heading', { level: 1 }), '404 Page Not Found');
    await expectVisible(page.getByText(/We could not find that page/));
    // Visitors get no developer talk.
    expect(await page.getByText(/router/i).count()).toBe(0);
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expectPath(page, '/');
  });

  it('tells a guest on /applications that the list is restricted, with the three ways on', async () => {
    const { page } = await browser.openPage({ viewport: PHONE, path: '/applications' });
    const restricted = page.getByTestId('access-restricted');
    await expectVisible(restricted);
    await expectVisible(restricted.getByText('Access Restricted'));
    await expectVisible(restricted.getByText('Viewing applications is restricted to administrators only.'));
    expect(await restricted.getByRole('link', { name: 'Staff Login' }).getAttribute('href')).toBe('/login');
    expect(await restricted.getByRole('link', { name: /calculator/i }).getAttribute('href')).toBe('/calculator');
    expect(await restricted.getByRole('link', { name: 'New Application' }).getAttribute('href')).toBe('/loan-form');

    await restricted.getByRole('link', { name: 'Staff Login' }).click();
    await expectPath(page, '/login');
    await expectVisible(page.getByTestId('login-email'));
  });
});
