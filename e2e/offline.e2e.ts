import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { PAYMENT_TEXTS } from '@common/contracts/payments';
import type { TPawnLoanListResponse } from '@common/contracts/pawn-loans-list';
import { submitApplication } from './support/applications';
import { baseUrl, DESKTOP, PHONE, useBrowser, type TOpenedPage } from './support/browser';
import { expectPath, expectText, expectToast, expectVisible } from './support/expect-page';
import { drawAndSaveSignature, fillBorrower, uploadIdDocument, uploadPhoto } from './support/loan-form';

// Issue 30 item 1: with the server out of reach, every action says so in a toast, the screen stays,
// what was typed stays, and the same action works once the server is back. A page whose file cannot
// be downloaded says "You're offline or the app was updated — Retry", and Retry brings it in place.

const browser = useBrowser();
const admin = inject('e2eAdmin');
const officer = inject('e2eLoanOfficer');
const manager = inject('e2eAdminUser');

// What Chromium logs for requests made while offline or refused on purpose, and React for the lazy
// page it could not download (caught by the app's boundary).
const OFFLINE_NOISE = [/ERR_INTERNET_DISCONNECTED/, /ERR_FAILED/, /Failed to fetch/, /dynamically imported module/, /could not be downloaded/];

/** The app is still there: its header and main content, not a grey or blank page (a modal hides them from getByRole). */
async function expectAppStillShown(page: Page): Promise<void> {
  await expectVisible(page.locator('header'));
  expect((await page.locator('#main-content').innerText()).trim()).not.toBe('');
}

/** Stands for a stopped server while the network is up (navigator.onLine stays true). */
async function stopServer(page: Page): Promise<void> {
  await page.route('**/api/**', (route) => route.abort('failed'));
}

async function startServer(page: Page): Promise<void> {
  await page.unroute('**/api/**');
}

async function approvedLoan(name: string): Promise<{ applicationNumber: string }> {
  const guest = await browser.openPage({ viewport: DESKTOP });
  const applicationNumber = await submitApplication(guest.context.request, { name, email: `${name.toLowerCase().replace(/\s+/g, '.')}@example.com`, phone: '876-555-0166' });
  const patch = async (staff: TOpenedPage, id: string, status: string) => {
    const res = await staff.context.request.patch(`/api/pawn-loans/${id}/status`, { data: { status, reviewNotes: 'Checked.' }, headers: { Origin: baseUrl() } });
    if (!res.ok()) throw new Error(`moving ${id} to ${status}: ${res.status()} ${await res.text()}`);
  };
  const reviewer = await browser.openPage({ viewport: DESKTOP, signedInAs: officer });
  const listed = (await (await reviewer.context.request.get(`/api/pawn-loans?search=${applicationNumber}`)).json()) as TPawnLoanListResponse;
  const id = listed.items.find((i) => i.applicationNumber === applicationNumber)?.id;
  if (!id) throw new Error(`application ${applicationNumber} not found`);
  await patch(reviewer, id, 'reviewed');
  await patch(await browser.openPage({ viewport: DESKTOP, signedInAs: manager }), id, 'approved');
  return { applicationNumber };
}

describe('offline, then back online', () => {
  // The server stopped (the network is up): Chromium's offline emulation leaves a POST that the
  // service worker passes on hanging, so these two stop the server's answers instead.
  it('Sign In with the server away says it cannot be reached, keeps the e-mail and password, and signs in once it is back', async () => {
    const { page } = await browser.openPage({ viewport: PHONE, path: '/login', allowConsoleErrors: OFFLINE_NOISE });
    await page.getByTestId('tab-local-login').click();
    await page.getByTestId('login-email').fill(admin.email);
    await page.getByTestId('login-password').fill(admin.password);
    await stopServer(page);
    await page.getByTestId('login-submit').click();
    await expectToast(page, 'Login Error', 'Unable to connect to server.');
    await expectAppStillShown(page);
    expect(await page.getByTestId('login-email').inputValue()).toBe(admin.email);
    expect(await page.getByTestId('login-password').inputValue()).toBe(admin.password);

    await startServer(page);
    await page.getByTestId('login-submit').click();
    await expectPath(page, '/admin');
  });

  it('the calculator with the server away says so and keeps the amount; once it is back it calculates', async () => {
    const { page } = await browser.openPage({ viewport: PHONE, path: '/calculator', allowConsoleErrors: OFFLINE_NOISE });
    await page.getByTestId('calculator-rate-20').click();
    await page.getByTestId('calculator-term').selectOption('4');
    await stopServer(page);
    await page.getByTestId('calculator-amount').fill('12000');
    await expectToast(page, 'Calculation Failed', 'Unable to connect to server.');
    await expectAppStillShown(page);
    expect(await page.getByTestId('calculator-amount').inputValue()).toBe('12000');

    await startServer(page);
    await page.getByTestId('calculator-amount').fill('12500');
    await expectText(page.getByTestId('summary-total-amount'), 'J$15,000.00');
  });

  it('a page whose file cannot be downloaded offers Retry, which brings it without a reload', async () => {
    const { page, context } = await browser.openPage({ viewport: DESKTOP, path: '/', allowConsoleErrors: OFFLINE_NOISE });
    await expectVisible(page.getByTestId('nav-calculator'));
    await page.evaluate(() => Object.assign(window, { pawnbookSameDocument: true }));
    await context.setOffline(true);
    await page.getByTestId('nav-calculator').click();
    const failed = page.getByTestId('lazy-import-failed');
    await expectText(failed, "You're offline or the app was updated — Retry");

    await context.setOffline(false);
    await page.getByTestId('lazy-import-retry').click();
    await expectText(page.getByRole('heading', { level: 1 }), 'Loan Calculator');
    expect(await page.evaluate(() => 'pawnbookSameDocument' in window)).toBe(true);
  });

  it('a loan form submitted with the server away keeps every field, survives a reload, and goes once the server is back', async () => {
    const { page } = await browser.openPage({ viewport: PHONE, path: '/loan-form?amount=12000&rate=20&term=4', allowConsoleErrors: OFFLINE_NOISE });
    await fillBorrower(page, { name: 'Odette Offline', email: 'odette.offline@example.com', address: '3 Duke Street, Kingston', phone: '876-555-0133', id: 'JM-7001234' });
    await page.getByTestId('form-collateral-property').fill('Gold bracelet, 14k');
    await uploadPhoto(page, 'borrower-photo', 'face.png');
    await uploadPhoto(page, 'trn-photo', 'trn.png');
    await uploadIdDocument(page, 'passport');
    await drawAndSaveSignature(page);

    await stopServer(page);
    await page.getByTestId('submit-application').click();
    await expectToast(page, 'Submission Failed', /^There was an error submitting your application\. Please try again\./);
    await expectAppStillShown(page);
    expect(await page.getByTestId('form-borrower-name').inputValue()).toBe('Odette Offline');

    // A reload (a new release, or a person starting over) gives the typed form back from the tab's draft.
    await startServer(page);
    await page.reload();
    await expect.poll(() => page.getByTestId('form-borrower-name').inputValue(), { timeout: 15_000 }).toBe('Odette Offline');
    expect(await page.getByTestId('form-borrower-email').inputValue()).toBe('odette.offline@example.com');
    expect(await page.getByTestId('form-collateral-property').inputValue()).toBe('Gold bracelet, 14k');
    await expectVisible(page.getByTestId('signature-saved'));

    await page.getByTestId('submit-application').click();
    await page.waitForURL((url) => url.pathname.startsWith('/application-submitted/'));
    // Sent: the draft is gone, the next applicant starts with an empty form.
    await page.goto('/loan-form');
    await expect.poll(() => page.getByTestId('form-borrower-name').inputValue(), { timeout: 15_000 }).toBe('');
  });

  it('Record Payment with the server away keeps the dialog and its figures; back online it records once', async () => {
    const loan = await approvedLoan('Percy Offline');
    const { page } = await browser.openPage({ viewport: DESKTOP, path: '/admin', signedInAs: officer, allowConsoleErrors: OFFLINE_NOISE });
    await page.getByTestId('admin-tab-payments').click();
    await expectVisible(page.getByTestId('payments-tab'));
    await page.getByTestId('payments-quick-search').pressSequentially('Percy Offline');
    const result = page.locator(`[data-testid="payments-quick-result"][data-application-number="${loan.applicationNumber}"]`);
    await expectVisible(result);
    await result.click();
    const dialog = page.getByTestId('payment-dialog');
    await expectVisible(dialog.getByTestId('payment-loan-summary'));
    await dialog.getByTestId('payment-amount').fill('1000.00');
    await dialog.getByTestId('payment-reference').fill('OFF-1');

    await stopServer(page);
    await dialog.getByTestId('payment-submit').click();
    await expectToast(page, 'Error');
    await expectAppStillShown(page);
    await expectVisible(dialog);
    expect(await dialog.getByTestId('payment-amount').inputValue()).toBe('1000.00');
    expect(await dialog.getByTestId('payment-reference').inputValue()).toBe('OFF-1');

    await startServer(page);
    await dialog.getByTestId('payment-submit').click();
    await expect.poll(() => dialog.count(), { timeout: 15_000 }).toBe(0);
    await expectText(page.getByTestId('toast-title'), PAYMENT_TEXTS.recorded);
    // Recorded once: the attempt while the server was away never reached it, the retry did.
    const payments = (await (await page.context().request.get(`/api/payments?search=${loan.applicationNumber}`)).json()) as { total: number };
    expect(payments.total).toBe(1);
  });
});
