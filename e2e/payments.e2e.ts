import { execFileSync } from 'node:child_process';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { PAYMENT_TEXTS, type TLoanLedgerResponse, type TPaymentStatisticsResponse } from '@common/contracts/payments';
import type { TPawnLoanListResponse } from '@common/contracts/pawn-loans-list';
import { jamaicaToday } from '@common/jamaica-time';
import { submitApplication } from './support/applications';
import { baseUrl, DESKTOP, PHONE, useBrowser, type TOpenedPage, type TViewport } from './support/browser';
import { expectText, expectToast, expectVisible } from './support/expect-page';

const browser = useBrowser();
const officer = inject('e2eLoanOfficer');
const manager = inject('e2eAdminUser');

const SCREENS_DIR = path.resolve('.tmp/screens');
const RECEIPT_NUMBER = /RCT-\d{4}-\d{6}/;

type TLoan = { id: string; applicationNumber: string; name: string; email: string };
type TTiles = { total: number; month: number; pending: number; count: number };

/** "J$14,400.00" or "1,234" as a whole number of cents (or of transactions). */
function numberOf(text: string): number {
  const digits = text.replace(/^J\$/, '').replace(/,/g, '');
  if (!/^\d+(\.\d{2})?$/.test(digits)) throw new Error(`not an amount: ${text}`);
  return Math.round(Number(digits) * (digits.includes('.') ? 100 : 1));
}

/** Cents as the app shows them: "J$11,400.00". */
function jmd(cents: number): string {
  const whole = Math.floor(cents / 100).toLocaleString('en-US');
  return `J$${whole}.${String(cents % 100).padStart(2, '0')}`;
}

async function patchStatus(staff: TOpenedPage, id: string, status: string, reviewNotes: string): Promise<void> {
  const res = await staff.context.request.patch(`/api/pawn-loans/${id}/status`, { data: { status, reviewNotes }, headers: { Origin: baseUrl() } });
  if (!res.ok()) throw new Error(`moving ${id} to ${status} failed: ${res.status()} ${await res.text()}`);
}

/**
 * A guest applies for J$12,000 at 20% over 4 weeks (J$14,400.00 to repay, J$3,600.00 a week); a loan
 * officer reviews it and an admin approves it through the same calls as the Review dialog.
 */
async function newApprovedLoan(name: string): Promise<TLoan> {
  const guest = await browser.openPage({ viewport: DESKTOP });
  const email = `${name.toLowerCase().replace(/\s+/g, '.')}@example.com`;
  const applicationNumber = await submitApplication(guest.context.request, { name, email, phone: '876-555-0177' });

  const reviewer = await browser.openPage({ viewport: DESKTOP, signedInAs: officer });
  const listed = (await (await reviewer.context.request.get(`/api/pawn-loans?search=${applicationNumber}`)).json()) as TPawnLoanListResponse;
  const id = listed.items.find((i) => i.applicationNumber === applicationNumber)?.id;
  if (!id) throw new Error(`application ${applicationNumber} not found`);
  await patchStatus(reviewer, id, 'reviewed', 'Collateral checked at the counter.');

  const approver = await browser.openPage({ viewport: DESKTOP, signedInAs: manager });
  await patchStatus(approver, id, 'approved', 'Approved for payment.');
  return { id, applicationNumber, name, email };
}

async function readLedger(staff: TOpenedPage, loanId: string): Promise<TLoanLedgerResponse> {
  const res = await staff.context.request.get(`/api/pawn-loans/${loanId}/ledger`);
  if (!res.ok()) throw new Error(`ledger of ${loanId}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as TLoanLedgerResponse;
}

async function readStatistics(staff: TOpenedPage): Promise<TTiles> {
  const s = (await (await staff.context.request.get('/api/payments/statistics')).json()) as TPaymentStatisticsResponse;
  return { total: numberOf(s.totalCollected), month: numberOf(s.thisMonth), pending: numberOf(s.pending), count: s.transactionCount };
}

/** The four tiles as shown; null until every one has loaded. */
async function readTiles(page: Page): Promise<TTiles | null> {
  const shown = async (name: string): Promise<number | null> => {
    const text = (await page.getByTestId(`payments-stat-${name}`).innerText()).trim();
    return /\d/.test(text) ? numberOf(text) : null;
  };
  const [total, month, pending, count] = await Promise.all([shown('total'), shown('month'), shown('pending'), shown('count')]);
  if (total === null || month === null || pending === null || count === null) return null;
  return { total, month, pending, count };
}

/** Waits until the tiles show exactly what the server answers now, and answers those figures. */
async function settledTiles(staff: TOpenedPage): Promise<TTiles> {
  let settled: TTiles | null = null;
  await expect
    .poll(
      async () => {
        const [shown, served] = await Promise.all([readTiles(staff.page), readStatistics(staff)]);
        settled = shown !== null && JSON.stringify(shown) === JSON.stringify(served) ? shown : null;
        return settled !== null;
      },
      { timeout: 10_000, interval: 100 },
    )
    .toBe(true);
  if (!settled) throw new Error('the tiles never showed the server figures');
  return settled;
}

async function openPaymentsTab(page: Page): Promise<void> {
  await page.getByTestId('admin-tab-payments').click();
  await expectVisible(page.getByTestId('payments-tab'));
  await expectText(page.getByRole('heading', { name: 'Payment Management' }), 'Payment Management');
}

/** Types the borrower's name into the quick search and chooses their loan; the dialog opens with it chosen. */
async function openDialogFromQuickSearch(page: Page, loan: TLoan): Promise<Locator> {
  await page.getByTestId('payments-quick-search').pressSequentially(loan.name);
  const result = page.locator(`[data-testid="payments-quick-result"][data-application-number="${loan.applicationNumber}"]`);
  await expectVisible(result);
  await expectText(result, new RegExp(`${loan.name}.*Outstanding J\\$14,400\\.00.*approved`, 'i'));
  await result.click();
  const dialog = page.getByTestId('payment-dialog');
  await expectVisible(dialog);
  const summary = dialog.getByTestId('payment-loan-summary');
  await expectVisible(summary);
  expect(await summary.getAttribute('data-application-number')).toBe(loan.applicationNumber);
  await expectText(summary, /Payment per period J\$3,600\.00 Outstanding J\$14,400\.00/);
  // A new payment starts at one instalment.
  await expect.poll(() => dialog.getByTestId('payment-amount').inputValue()).toBe('3600.00');
  return dialog;
}

async function screenshot(page: Page, name: string, viewport: TViewport, fullPage = true): Promise<void> {
  await mkdir(SCREENS_DIR, { recursive: true });
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: path.join(SCREENS_DIR, `${name}-${viewport.width}.png`), fullPage });
}

/** The dialog from its top, with no field focused: the way a person first sees it. */
async function screenshotDialog(page: Page, dialog: Locator, viewport: TViewport): Promise<void> {
  await dialog.evaluate((el) => {
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    el.scrollTo(0, 0);
  });
  await screenshot(page, 'payment-dialog', viewport, false);
}

/** Closes the toast (it would cover the list in the screenshots). */
async function closeToast(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Close notification' }).click();
  await expect.poll(() => page.getByTestId('toast').count()).toBe(0);
}

/** The success toast's Print 80 mm: a new tab with this receipt as the one-column PDF for the counter's roll. */
async function expectPrint80mm(staff: TOpenedPage, receiptNumber: string): Promise<void> {
  const toast = staff.page.getByTestId('toast');
  const link = toast.getByRole('link', { name: 'Print 80 mm' });
  await expectVisible(link);
  // In sight without scrolling the toast, whose longer text scrolls inside it.
  const [linkBox, toastBox] = await Promise.all([link.boundingBox(), toast.boundingBox()]);
  expect(linkBox && toastBox && linkBox.y + linkBox.height <= toastBox.y + toastBox.height).toBe(true);
  expect(await link.getAttribute('target')).toBe('_blank');
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/api\/payments\/[^/]+\/pdf\?paper=80mm$/);
  const pdf = await staff.context.request.get(href);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect(pdf.headers()['content-disposition']).toContain(receiptNumber);
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(widths.scrollWidth, 'horizontal overflow').toBeLessThanOrEqual(widths.innerWidth);
}

describe('payments', () => {
  it('staff record a payment from the quick search, the tiles and table update, the PDF opens, the CSV downloads', async () => {
    const loan = await newApprovedLoan('Tamara Payments');
    const staff = await browser.openPage({ viewport: DESKTOP, path: '/admin', signedInAs: officer });
    const { page } = staff;
    await openPaymentsTab(page);
    const before = await settledTiles(staff);

    const dialog = await openDialogFromQuickSearch(page, loan);
    // A part payment: less than the J$3,600.00 instalment.
    await dialog.getByTestId('payment-amount').fill('3000.00');
    await dialog.getByTestId('payment-method').selectOption('bank_transfer');
    await dialog.getByTestId('payment-reference').fill('NCB-884213');
    await expectText(dialog.getByTestId('payment-total'), 'J$3,000.00');
    await screenshotDialog(page, dialog, DESKTOP);
    // A double click still records one payment: the dialog's guard and its idempotency key.
    await dialog.getByTestId('payment-submit').dblclick();

    // No e-mail is set up in the journeys: the toast says so, and a loan officer is told whom to ask.
    await expectToast(
      page,
      PAYMENT_TEXTS.recorded,
      /^The receipt was not e-mailed: no e-mail is set up\. Receipt RCT-\d{4}-\d{6} \(J\$3,000\.00\) waits and goes to \S+ once Email Settings has an active configuration\. Please tell an administrator\.$/,
    );
    const receiptNumber = (await page.getByTestId('toast-description').innerText()).match(RECEIPT_NUMBER)?.[0] ?? '';
    await expectPrint80mm(staff, receiptNumber);
    await screenshot(page, 'payment-toast', DESKTOP, false);
    await closeToast(page);
    await expect.poll(() => dialog.count()).toBe(0);

    const ledger = await readLedger(staff, loan.id);
    expect(ledger.payments.map((p) => [p.receiptNumber, p.paymentAmount, p.paymentMethod, p.paymentReference])).toEqual([
      [receiptNumber, '3000.00', 'bank_transfer', 'NCB-884213'],
    ]);
    expect(ledger.loan.status).toBe('active');
    expect(ledger.totals).toMatchObject({ paid: '3000.00', outstanding: '11400.00' });

    // The tiles move by exactly this payment: J$3,000.00 more collected (this month too), J$3,000.00
    // less pending on approved and active loans, one more transaction.
    const expected: TTiles = { total: before.total + 300_000, month: before.month + 300_000, pending: before.pending - 300_000, count: before.count + 1 };
    await expect.poll(() => readTiles(page), { timeout: 10_000, interval: 100 }).toEqual(expected);
    expect(await readStatistics(staff)).toEqual(expected);
    await expectText(page.getByTestId('payments-stat-total'), jmd(expected.total));
    await expectText(page.getByTestId('payments-stat-pending'), jmd(expected.pending));

    // Recent Payments: newest first, so the new receipt heads the table.
    const row = page.locator(`[data-testid="payment-row"][data-receipt-number="${receiptNumber}"]`);
    await expectVisible(row);
    await expectText(row, new RegExp(`^${receiptNumber} Tamara Payments ${loan.applicationNumber} J\\$3,000\\.00 Bank Transfer .+ Completed$`));
    expect(await page.getByTestId('payment-row').first().getAttribute('data-receipt-number')).toBe(receiptNumber);
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'payments', DESKTOP);
    await expectNoSidewaysScroll(page);

    // The PDF receipt opens in a new tab, with the session's cookie.
    const pdfLink = row.getByTestId('payment-row-pdf');
    expect(await pdfLink.getAttribute('target')).toBe('_blank');
    const pdfPath = /\/api\/payments\/[^/]+\/pdf$/;
    const [popup, opened] = await Promise.all([
      staff.context.waitForEvent('page'),
      staff.context.waitForEvent('response', (r) => pdfPath.test(new URL(r.url()).pathname)),
      pdfLink.click(),
    ]);
    // What the new tab received: the receipt itself, shown inline.
    expect(opened.status()).toBe(200);
    expect(opened.headers()['content-type']).toBe('application/pdf');
    expect(opened.headers()['content-disposition']).toBe(`inline; filename="${receiptNumber}.pdf"`);
    await popup.waitForURL(pdfPath);
    const pdfUrl = popup.url();
    await popup.close();
    // Its bytes, read again with the same session.
    const pdfResponse = await staff.context.request.get(pdfUrl);
    expect(pdfResponse.status()).toBe(200);
    const pdf = await pdfResponse.body();
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8').replace(/[ \t]+/g, ' ');
    expect(text).toContain('Payment Receipt');
    expect(text).toContain(`Receipt number ${receiptNumber}`);
    expect(text).toContain(`Loan application ${loan.applicationNumber}`);
    expect(text).toContain('Payment amount J$3,000.00');
    expect(text).toContain('Total paid J$3,000.00');
    expect(text).toContain('Payment method Bank Transfer');
    expect(text).toContain('Reference NCB-884213');
    expect(text).toContain(`Processed by ${officer.firstName} ${officer.lastName}`);
    expect(text).toContain('Balance after this payment J$11,400.00');

    // Export: every payment as a CSV named with today's Jamaica date.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('payments-export').click()]);
    await expectToast(page, PAYMENT_TEXTS.exportCompleteTitle, PAYMENT_TEXTS.exportCompleteDescription);
    const today = jamaicaToday();
    expect(download.suggestedFilename()).toBe(`payments-${today}.csv`);
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'Receipt Number,Payment Date,Application Number,Borrower Name,Borrower Email,Payment Amount,Late Payment Charge,Total Amount,Balance After,Payment Method,Status,Payment Reference,Notes,Processed By',
    );
    // Newest first, and one line per completed payment (the count tile), plus the header and the final line end.
    expect(lines[1]).toBe(
      `${receiptNumber},${today},${loan.applicationNumber},Tamara Payments,${loan.email},3000.00,0.00,3000.00,11400.00,Bank Transfer,completed,NCB-884213,,${officer.firstName} ${officer.lastName}`,
    );
    expect(lines.filter((l) => l.includes(receiptNumber))).toHaveLength(1);
    expect(lines.at(-1)).toBe('');
    expect(lines.length - 2).toBe(expected.count);
  });

  it('on a phone an admin records one instalment from the quick search and sees it as a card', async () => {
    const loan = await newApprovedLoan('Devon Instalment');
    const staff = await browser.openPage({ viewport: PHONE, path: '/admin?tab=payments', signedInAs: manager });
    const { page } = staff;
    await expectVisible(page.getByTestId('payments-tab'));
    const before = await settledTiles(staff);
    await expectNoSidewaysScroll(page);

    const dialog = await openDialogFromQuickSearch(page, loan);
    await dialog.getByTestId('payment-method').selectOption('mobile_money');
    await dialog.getByTestId('payment-reference').fill('LYNK-5521');
    await expectText(dialog.getByTestId('payment-total'), 'J$3,600.00');
    await screenshotDialog(page, dialog, PHONE);
    await expectNoSidewaysScroll(page);
    await dialog.getByTestId('payment-submit').click();

    // An admin is offered the way to set e-mail up.
    await expectToast(
      page,
      PAYMENT_TEXTS.recorded,
      /^The receipt was not e-mailed: no e-mail is set up\. Receipt RCT-\d{4}-\d{6} \(J\$3,600\.00\) waits and goes to \S+ once Email Settings has an active configuration\.$/,
    );
    expect(await page.getByTestId('toast-action').getAttribute('href')).toBe('/admin?tab=email-settings');
    const receiptNumber = (await page.getByTestId('toast-description').innerText()).match(RECEIPT_NUMBER)?.[0] ?? '';
    await expectPrint80mm(staff, receiptNumber);
    await screenshot(page, 'payment-toast', PHONE, false);
    await expectNoSidewaysScroll(page);
    await closeToast(page);
    const ledger = await readLedger(staff, loan.id);
    expect(ledger.payments.map((p) => [p.receiptNumber, p.totalAmount])).toEqual([[receiptNumber, '3600.00']]);
    expect(ledger.totals).toMatchObject({ paid: '3600.00', outstanding: '10800.00' });
    await expect
      .poll(() => readTiles(page), { timeout: 10_000, interval: 100 })
      .toEqual({ total: before.total + 360_000, month: before.month + 360_000, pending: before.pending - 360_000, count: before.count + 1 });

    // A phone shows each payment as a card, with the same receipt, amount and actions.
    const card = page.locator(`article[data-testid="payment-row"][data-receipt-number="${receiptNumber}"]`);
    await expectVisible(card);
    await expectText(card.locator('dd').first(), 'J$3,600.00');
    await expectText(card, /Devon Instalment .*Mobile Money/);
    await expectVisible(card.getByTestId('payment-row-pdf'));
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'payments', PHONE);
    await expectNoSidewaysScroll(page);
  });
});
