import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, PHONE, useBrowser } from './support/browser';
import { expectPath, expectText, expectToast, expectVisible, signInThroughForm } from './support/expect-page';

const browser = useBrowser();
const superAdmin = inject('e2eAdmin');

const NEW_OFFICER = {
  firstName: 'Tanya',
  lastName: 'Newhire',
  email: 'tanya.newhire@e2e.pawnbook.test',
  password: 'Tanya-first-Password-1',
};

describe('staff accounts', () => {
  it('a super admin creates a loan officer who signs in; deactivating them signs them out at once', async () => {
    const admin = await browser.openPage({ viewport: DESKTOP, path: '/admin?tab=accounts', signedInAs: superAdmin });
    const { page } = admin;
    await expectVisible(page.getByTestId('accounts-tab'));

    await page.getByTestId('accounts-create-user').click();
    await expectVisible(page.getByTestId('user-create-dialog'));
    const submit = page.getByTestId('user-create-submit');
    expect(await submit.isDisabled()).toBe(true);
    await page.getByTestId('user-create-first-name').fill(NEW_OFFICER.firstName);
    await page.getByTestId('user-create-last-name').fill(NEW_OFFICER.lastName);
    await page.getByTestId('user-create-email').fill(NEW_OFFICER.email);
    await page.getByTestId('user-create-password').fill(NEW_OFFICER.password);
    await page.getByTestId('user-create-role').selectOption('loan_officer');
    await submit.click();
    await expectToast(page, 'User Created', 'New user account created successfully');
    const row = page.locator(`[data-testid="user-row"][data-email="${NEW_OFFICER.email}"]`);
    await expectVisible(row);
    await expectText(row, /Loan Officer/);
    await expectText(row, /Active/);

    // The new officer signs in on a phone with the password they were given.
    // Its refused sign-in at the end makes Chromium log the 401.
    const officer = await browser.openPage({ viewport: PHONE, path: '/login', allowConsoleErrors: [/status of 401 .*\/api\/auth\/local-login/] });
    await signInThroughForm(officer.page, NEW_OFFICER);
    await expectToast(officer.page, 'Login Successful', `Welcome back, ${NEW_OFFICER.firstName}!`);
    await expectPath(officer.page, '/admin');
    await expectVisible(officer.page.getByTestId('loan-management'));

    // Deactivated: the very next call of their open session is refused, and the app sends them to sign in.
    await row.getByTestId('user-row-toggle-active').click();
    await expectToast(page, 'User Updated');
    await expectText(row, /Inactive/);
    const status = await officer.page.evaluate(async () => (await fetch('/api/auth/user', { credentials: 'include' })).status);
    expect(status).toBe(401);
    await officer.page.reload();
    await expectPath(officer.page, '/login');

    // And they cannot come back in until reactivated: the right password of a deactivated account
    // is answered like any failed sign-in.
    await signInThroughForm(officer.page, NEW_OFFICER);
    await expectToast(officer.page, 'Login Failed', 'Invalid email or password');
  });

  it('lists every account on the user-management page with roles changed inline', async () => {
    const { page } = await browser.openPage({ viewport: DESKTOP, path: '/user-management', signedInAs: superAdmin });
    await expectVisible(page.getByTestId('user-management-page'));
    const own = page.locator(`[data-testid="um-user-row"][data-email="${superAdmin.email}"]`);
    await expectVisible(own);
    // Nobody changes their own role or switches themselves off.
    expect(await own.getByTestId('um-role-select').isDisabled()).toBe(true);
    expect(await own.getByTestId('um-active-switch').isDisabled()).toBe(true);
  });
});
