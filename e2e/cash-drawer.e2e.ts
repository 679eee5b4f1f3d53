import { execFileSync } from 'node:child_process';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { TCashBookResponse } from '@common/contracts/reports';
import { PAYMENT_TEXTS } from '@common/contracts/payments';
import type { TPawnLoanListResponse } from '@common/contracts/pawn-loans-list';
import { jamaicaToday } from '@common/jamaica-time';
import { createAccount } from './support/accounts';
import { submitApplication } from './support/applications';
import { expectNoAxeViolations } from './support/axe';
import { baseUrl, DESKTOP, PHONE, useBrowser, type TOpenedPage } from './support/browser';
import { expectText, expectToast, expectVisible } from './support/expect-page';
import { captureScreen } from './support/screens';
import type { TE2eUser } from './support/users';

const browser = useBrowser();
const officer = inject('e2eLoanOfficer');
const superAdmin = inject('e2eAdmin');

async function patchStatus(staff: TOpenedPage, id: string, data: Record<string, unknown>): Promise<void> {
  const res = await staff.context.request.patch(`/api/pawn-loans/${id}/status`, { data, headers: { Origin: baseUrl() } });
  if (!res.ok()) throw new Error(`moving ${id} to ${String(data.status)} failed: ${res.status()} ${await res.text()}`);
}

/** A guest applies for J$12,000 at 20% over 4 weeks; a loan officer reviews it and the admin approves it. */
async function newApprovedLoan(manager: TOpenedPage, name: string): Promise<{ id: string; applicationNumber: string }> {
  const guest = await browser.openPage({ viewport: DESKTOP });
  const applicationNumber = await submitApplication(guest.context.request, { name, email: `${name.toLowerCase().replace(/\s+/g, '.')}@example.com`, phone: '876-555-0188' });
  const reviewer = await browser.openPage({ viewport: DESKTOP, signedInAs: officer });
  const listed = (await (await reviewer.context.request.get(`/api/pawn-loans?search=${applicationNumber}`)).json()) as TPawnLoanListResponse;
  const id = listed.items.find((i) => i.applicationNumber === applicationNumber)?.id;
  if (!id) throw new Error(`application ${applicationNumber} not found`);
  await patchStatus(reviewer, id, { status: 'reviewed', reviewNotes: 'Gold chain checked at the counter.' });
  await patchStatus(manager, id, { status: 'approved', reviewNotes: 'Approved.' });
  return { id, applicationNumber };
}

const card = (page: Page) => page.getByTestId('cash-drawer-card');

describe('the cash drawer and the day\'s books', () => {
  // The drawer counts one staff member's own cash: an admin of this journey's own, so the journeys
  // running beside it (which pay loans out as the shared admin) never move its figures.
  let manager: TE2eUser;
  beforeAll(async () => {
    manager = await createAccount(await browser.openPage({ viewport: DESKTOP, signedInAs: superAdmin }), 'admin', 'Cora', 'Cashier');
  });

  it('an admin opens the drawer, pays a loan out and takes a cash payment, prints the 80 mm receipt, closes J$100 short, and finds it in the cash book', async () => {
    const staff = await browser.openPage({ viewport: DESKTOP, path: '/admin?tab=payments', signedInAs: manager });
    const { page } = staff;
    // Open the drawer with a J$20,000.00 float.
    await expectVisible(card(page));
    await card(page).getByTestId('cash-drawer-float-input').fill('20,000.00');
    await card(page).getByTestId('cash-drawer-open').click();
    await expectText(card(page).getByTestId('cash-drawer-expected'), 'J$20,000.00');

    // The loan is paid out in cash from this drawer as it becomes active (J$12,000.00 out).
    const loan = await newApprovedLoan(staff, 'Andre Counter');
    await patchStatus(staff, loan.id, { status: 'active', disbursementMethod: 'cash' });

    // A cash payment of one instalment, J$3,600.00, through the Record Payment dialog.
    await page.getByTestId('payments-quick-search').pressSequentially('Andre Counter');
    const result = page.locator(`[data-testid="payments-quick-result"][data-application-number="${loan.applicationNumber}"]`);
    await result.click();
    const dialog = page.getByTestId('payment-dialog');
    await expectVisible(dialog);
    await expect.poll(() => dialog.getByTestId('payment-amount').inputValue()).toBe('3600.00');
    await dialog.getByTestId('payment-method').selectOption('cash');
    await dialog.getByTestId('payment-submit').click();
    await expectToast(page, PAYMENT_TEXTS.recorded);
    const receiptNumber = (await page.getByTestId('toast-description').innerText()).match(/RCT-\d{4}-\d{6}/)?.[0];
    expect(receiptNumber).toBeDefined();
    await page.getByRole('button', { name: 'Close notification' }).click();

    // The 80 mm receipt for the counter's printer (issue 34): the row's "Print 80 mm" opens
    // GET /api/payments/{id}/pdf?paper=80mm in a new tab; its PDF is read as the printer gets it.
    const row = page.locator(`[data-testid="payment-row"][data-receipt-number="${receiptNumber}"]`);
    await expectVisible(row);
    const printRoll = row.getByTestId('payment-row-pdf-80mm');
    await expectVisible(printRoll);
    expect(await printRoll.getAttribute('target')).toBe('_blank');
    const rollUrl = await printRoll.getAttribute('href');
    expect(rollUrl).toMatch(/^\/api\/payments\/[^/]+\/pdf\?paper=80mm$/);
    const roll = await staff.context.request.get(rollUrl ?? '');
    expect(roll.status()).toBe(200);
    expect(roll.headers()['content-type']).toBe('application/pdf');
    const rollPdf = await roll.body();
    const pageSize = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(execFileSync('pdfinfo', ['-'], { input: rollPdf }).toString('utf8'));
    expect(Number(pageSize?.[1])).toBeCloseTo(226.77, 1);
    const rollText = execFileSync('pdftotext', ['-layout', '-', '-'], { input: rollPdf }).toString('utf8');
    expect(rollText).toContain(receiptNumber);
    expect(rollText).toContain('J$3,600.00');

    // The card's running totals: 20,000 + 3,600 - 12,000.
    await page.reload();
    await expectText(card(page).getByTestId('cash-drawer-in'), 'J$3,600.00');
    await expectText(card(page).getByTestId('cash-drawer-out'), 'J$12,000.00');
    await expectText(card(page).getByTestId('cash-drawer-expected'), 'J$11,600.00');
    await expectNoAxeViolations(page, 'the dashboard with an open cash drawer');
    await captureScreen(page, 'cash-drawer-open-1366');

    // Counted J$11,500.00: J$100.00 short.
    await card(page).getByTestId('cash-drawer-counted').fill('11500');
    await card(page).getByTestId('cash-drawer-notes').fill('A J$100 note missing');
    await card(page).getByTestId('cash-drawer-close').click();
    await expectText(card(page).getByTestId('cash-drawer-result'), /Drawer closed: Short by J\$100\.00/);
    await expectVisible(card(page).getByTestId('cash-drawer-open'));

    // The day's cash book shows the drawer and its difference to the admin.
    await page.goto('/admin?tab=reports');
    const report = page.getByTestId('cash-book-report');
    await expectVisible(report);
    const drawerRow = report.getByTestId('cash-book-drawers').locator('tbody tr').filter({ hasText: 'A J$100 note missing' });
    await expectText(drawerRow, /J\$20,000\.00 J\$11,600\.00 J\$11,500\.00 -J\$100\.00 A J\$100 note missing/);
    const lines = report.getByTestId('cash-book-lines');
    await expectText(lines.locator('tbody tr').filter({ hasText: receiptNumber! }), /Payment received .* Cash J\$3,600\.00/);
    await expectText(lines.locator('tbody tr').filter({ hasText: 'Loan paid out' }).filter({ hasText: loan.applicationNumber }), /Cash\s+J\$12,000\.00/);
    const book = (await (await staff.context.request.get(`/api/reports/cash-book?date=${jamaicaToday()}`)).json()) as TCashBookResponse;
    expect(book.drawers.find((d) => d.notes === 'A J$100 note missing')).toMatchObject({ expected: '11600.00', counted: '11500.00', difference: '-100.00' });
    await expectNoAxeViolations(page, 'the Reports tab');
    await captureScreen(page, 'reports-cash-book-1366');

    // The CSV and PDF of the day's book download.
    const csvHref = await report.getByTestId('cash-book-download-csv').getAttribute('href');
    const csv = await staff.context.request.get(csvHref!);
    expect(await csv.text()).toContain('-100.00');
    for (const tab of ['income', 'loan-book'] as const) {
      await page.getByTestId(`reports-${tab}`).click();
      await expectVisible(page.getByTestId(`${tab}-report`));
    }
    await expectVisible(page.getByTestId('loan-book-loans').locator('tbody tr').filter({ hasText: loan.applicationNumber }));
    await expectNoAxeViolations(page, 'the loan book');
  });

  it('on a phone: the drawer card under the section and the Reports tab fit the width', async () => {
    const staff = await browser.openPage({ viewport: PHONE, path: '/admin?tab=reports', signedInAs: manager });
    const { page } = staff;
    await expectVisible(page.getByTestId('cash-book-report'));
    await expectVisible(card(page));
    await expectNoAxeViolations(page, 'the Reports tab on a phone');
    await captureScreen(page, 'reports-cash-book-390');
    await page.getByTestId('reports-loan-book').click();
    await expectVisible(page.getByTestId('loan-book-report'));
    await captureScreen(page, 'reports-loan-book-390');
  });
});
