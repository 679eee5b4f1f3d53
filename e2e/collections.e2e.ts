import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { TPawnLoanListResponse } from '@common/contracts/pawn-loans-list';
import { jamaicaDayOf, jamaicaToday } from '@common/jamaica-time';
import { formatDayFirst } from '@common/loan-ledger';
import { submitApplication } from './support/applications';
import { expectNoAxeViolations } from './support/axe';
import { baseUrl, DESKTOP, PHONE, useBrowser, type TOpenedPage, type TViewport } from './support/browser';
import { expectText, expectToast, expectVisible } from './support/expect-page';

const browser = useBrowser();
const officer = inject('e2eLoanOfficer');
const manager = inject('e2eAdminUser');
const SCREENS_DIR = path.resolve('.tmp/screens');

async function patchStatus(staff: TOpenedPage, id: string, status: string, reviewNotes: string, extra: Record<string, string> = {}): Promise<void> {
  const res = await staff.context.request.patch(`/api/pawn-loans/${id}/status`, { data: { status, reviewNotes, ...extra }, headers: { Origin: baseUrl() } });
  if (!res.ok()) throw new Error(`moving ${id} to ${status} failed: ${res.status()} ${await res.text()}`);
}

/**
 * A loan of J$12,000 at 20% over 4 weeks (J$3,600.00 a week) that staff started 10 days ago:
 * its first instalment fell due 3 days ago and is unpaid, so the ledger counts it overdue.
 */
async function overdueLoan(name: string): Promise<{ id: string; applicationNumber: string }> {
  const guest = await browser.openPage({ viewport: DESKTOP });
  const email = `${name.toLowerCase().replace(/\s+/g, '.')}@example.com`;
  const applicationNumber = await submitApplication(guest.context.request, { name, email, phone: '876-555-0144' }, undefined, 10);
  const reviewer = await browser.openPage({ viewport: DESKTOP, signedInAs: officer });
  const listed = (await (await reviewer.context.request.get(`/api/pawn-loans?search=${applicationNumber}`)).json()) as TPawnLoanListResponse;
  const id = listed.items.find((i) => i.applicationNumber === applicationNumber)?.id;
  if (!id) throw new Error(`application ${applicationNumber} not found`);
  await patchStatus(reviewer, id, 'reviewed', 'Collateral checked at the counter.');
  const approver = await browser.openPage({ viewport: DESKTOP, signedInAs: manager });
  // A loan starts when staff say: this one was paid out on paper 10 days ago (a Jamaica day).
  const startDate = jamaicaDayOf(new Date(Date.now() - 10 * 86_400_000));
  await patchStatus(approver, id, 'approved', 'Approved.', { startDate, startDateReason: 'Paid out on paper at the counter.' });
  return { id, applicationNumber };
}

async function screenshot(page: Page, name: string, viewport: TViewport, fullPage = true): Promise<void> {
  await mkdir(SCREENS_DIR, { recursive: true });
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: path.join(SCREENS_DIR, `${name}-${viewport.width}.png`), fullPage });
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(widths.scrollWidth, 'horizontal overflow').toBeLessThanOrEqual(widths.innerWidth);
}

async function closeToast(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Close notification' }).click();
  await expect.poll(() => page.getByTestId('toast').count()).toBe(0);
}

describe('debt collection', () => {
  it('a loan officer finds overdue loans, logs a call with a promise, records the payment and sees the case resolve', async () => {
    const loan = await overdueLoan('Garfield Overdue');
    const staff = await browser.openPage({ viewport: DESKTOP, path: '/admin?tab=debt-collection', signedInAs: officer });
    const { page } = staff;
    await expectVisible(page.getByTestId('collections-tab'));

    // The server's daily job may have opened the case already (it runs shortly after start): the
    // toast then says the loan has one, and either way the case is listed.
    await page.getByTestId('collections-find-overdue').click();
    await expectToast(page, 'Overdue Loans Found', /^(\d+ new collection records? opened|No new collection records)/);
    await closeToast(page);
    const row = page.locator(`[data-testid="collection-row"][data-loan="${loan.applicationNumber}"]`);
    await expectVisible(row);
    await expectText(row, /Garfield Overdue/);
    await expectText(row.getByTestId('collection-days'), '3');
    await expectText(row, /J\$3,600\.00/);
    await expectText(row.getByTestId('collection-status'), 'Pending');
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'collections', DESKTOP);
    await expectNoAxeViolations(page, 'collections tab (desktop)');

    // The case panel: a phone call in which the borrower promises the overdue instalment today.
    await row.getByTestId('collection-open').click();
    const panel = page.getByTestId('case-panel');
    await expectVisible(panel);
    await expectText(panel.getByTestId('case-amount-due'), 'J$3,600.00');
    const form = panel.getByTestId('log-contact-form');
    await form.getByTestId('log-contact-method').selectOption('phone');
    await form.getByTestId('log-contact-outcome').selectOption('promised_to_pay');
    await form.getByTestId('log-contact-amount').fill('3600.00');
    await form.getByTestId('log-contact-date').fill(formatDayFirst(jamaicaToday()));
    await form.getByTestId('log-contact-notes').fill('Will pay at the counter this afternoon.');
    await form.getByTestId('log-contact-submit').click();
    // The toast sits outside the modal panel (hidden from the accessibility tree while it is open).
    await expectToast(page, 'Contact Logged');
    await expectText(panel.getByTestId('contact-history'), /Phone · Promised to pay/);
    await expectText(panel.getByTestId('collection-promise'), /Promise pending/);
    await expectText(panel.getByTestId('collection-status'), 'In Progress');
    await screenshot(page, 'collection-case', DESKTOP, false);
    await expectNoAxeViolations(page, 'collection case panel (desktop)');
    await panel.getByRole('button', { name: 'Close', exact: true }).click();
    await expect.poll(() => panel.count()).toBe(0);

    // The borrower pays the instalment at the counter (the Payments tab's call, covered by its own journey).
    const paid = await staff.context.request.post('/api/payments', { data: { loanApplicationId: loan.id, paymentAmount: '3600.00', paymentMethod: 'cash' }, headers: { Origin: baseUrl() } });
    expect(paid.status(), await paid.text()).toBe(201);

    // The payment resolved the case in its own transaction: the next look shows it.
    await page.reload();
    await page.getByTestId('collections-filter').selectOption('resolved');
    await expectVisible(row);
    await expectText(row.getByTestId('collection-status'), 'Resolved');
    await expectText(row.getByTestId('collection-promise'), /Promise kept/);
    await row.getByTestId('collection-open').click();
    await expectText(page.getByTestId('case-resolution'), /Paid up to date/);
    await expect.poll(() => page.getByTestId('log-contact-form').count()).toBe(0);
  });

  it('on a phone the tab shows the tiles, the aging chart and each case as a card, without sideways scrolling', async () => {
    await overdueLoan('Paulette Phone');
    const staff = await browser.openPage({ viewport: PHONE, path: '/admin?tab=debt-collection', signedInAs: manager });
    const { page } = staff;
    await expectVisible(page.getByTestId('collections-tab'));
    await page.getByTestId('collections-find-overdue').click();
    await expectToast(page, 'Overdue Loans Found');
    await closeToast(page);
    await expectVisible(page.locator('[data-testid="collection-row"]').first());
    await expectVisible(page.getByTestId('collections-aging'));
    await page.waitForLoadState('networkidle');
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'collections', PHONE);
    await expectNoAxeViolations(page, 'collections tab (phone)');

    await page.getByTestId('collections-new').click();
    const dialog = page.getByTestId('collection-create-dialog');
    await expectVisible(dialog);
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'collection-new', PHONE, false);
    await expectNoAxeViolations(page, 'new collection dialog (phone)');
  });
});
