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

const LOCKED_OFFICER = {
  firstName: 'Lockie',
  lastName: 'Guessedat',
  email: 'lockie.guessedat@e2e.pawnbook.test',
  password: 'Lockie-first-Password-1',
};

describe('staff accounts', () => {
  it('a super admin creates a loan officer who signs in; deactivating them signs them out at once', async () => {
    const admin = await browser.openPage({ viewport: DESKTOP, path: '/admin?tab=accounts', signedInAs: superAdmin });
    const { page } = admin;
    await expectVisible(page.getByTestId('accounts-tab'));

    await page.getByTestId('um-create-user').click();
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
    const row = page.locator(`[data-testid="um-user-row"][data-email="${NEW_OFFICER.email}"]`);
    await expectVisible(row);
    await expectText(row, /Loan Officer/);
    await expectText(row, /Active/);

    // The new officer signs in on a phone with the password they were given.
    const officer = await browser.openPage({ viewport: PHONE, path: '/login' });
    await signInThroughForm(officer.page, NEW_OFFICER);
    await expectToast(officer.page, 'Login Successful', `Welcome back, ${NEW_OFFICER.firstName}!`);
    await expectPath(officer.page, '/admin');
    await expectVisible(officer.page.getByTestId('loan-management'));

    // Deactivated: the very next call of their open session is refused, and the app sends them to sign in.
    await row.getByTestId('um-active-switch').click();
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

  it('a super admin sees an account locked by failed sign-ins and unlocks it; the person signs in at once', async () => {
    const { page } = await browser.openPage({ viewport: DESKTOP, path: '/admin?tab=accounts', signedInAs: superAdmin });
    await expectVisible(page.getByTestId('accounts-tab'));
    // Made through the API as the create dialog makes it (the journey above covers the dialog).
    const created = await page.evaluate(async (body) => {
      const res = await fetch('/api/admin/users', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...body, role: 'loan_officer', loginMethod: 'local' }),
      });
      return res.status;
    }, LOCKED_OFFICER);
    expect(created).toBe(201);

    // Five wrong passwords from this computer lock the account here: the right one is refused too.
    const person = await browser.openPage({ viewport: PHONE, path: '/login', allowConsoleErrors: [/status of 429 .*\/api\/auth\/local-login/] });
    const statuses = await person.page.evaluate(async (email) => {
      const answers: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const res = await fetch('/api/auth/local-login', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email, password: `wrong-guess-${i}` }),
        });
        answers.push(res.status);
      }
      return answers;
    }, LOCKED_OFFICER.email);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    await signInThroughForm(person.page, LOCKED_OFFICER);
    await expectToast(person.page, 'Login Failed', /^Too many failed attempts\. Please wait \d+ minutes? and try again\.$/);

    await page.reload();
    const row = page.locator(`[data-testid="um-user-row"][data-email="${LOCKED_OFFICER.email}"]`);
    await expectText(row.getByTestId('user-locked'), /^Locked until /);
    await row.getByTestId('um-actions').click();
    await page.getByTestId('um-action-unlock').click();
    await expectVisible(page.getByTestId('user-unlock-dialog'));
    await page.getByTestId('user-unlock-confirm').click();
    await expectToast(page, 'Sign-in Unlocked', `${LOCKED_OFFICER.firstName} ${LOCKED_OFFICER.lastName} can sign in again.`);
    await expect.poll(() => row.getByTestId('user-locked').count()).toBe(0);

    // A fresh form (the refused one still holds what was typed).
    await person.page.reload();
    await signInThroughForm(person.page, LOCKED_OFFICER);
    await expectToast(person.page, 'Login Successful', `Welcome back, ${LOCKED_OFFICER.firstName}!`);
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
