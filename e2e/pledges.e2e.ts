import { execFileSync } from 'node:child_process';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { TPawnLoanListResponse } from '@common/contracts/pawn-loans-list';
import type { TPledge } from '@common/contracts/pledges';
import { openReview, submitApplication } from './support/applications';
import { expectNoAxeViolations } from './support/axe';
import { baseUrl, DESKTOP, PHONE, useBrowser, type TOpenedPage } from './support/browser';
import { expectText, expectToast, expectVisible } from './support/expect-page';
import { drawAndSaveSignature, png } from './support/loan-form';
import { captureScreen } from './support/screens';

// Issue 31: the goods of a pawn loan, from the counter to the pawner's hands again, on a phone.

const browser = useBrowser();
const officer = inject('e2eLoanOfficer');
const manager = inject('e2eAdminUser');

async function patchStatus(staff: TOpenedPage, id: string, status: string, reviewNotes: string): Promise<void> {
  const res = await staff.context.request.patch(`/api/pawn-loans/${id}/status`, { data: { status, reviewNotes }, headers: { Origin: baseUrl() } });
  if (!res.ok()) throw new Error(`moving ${id} to ${status} failed: ${res.status()} ${await res.text()}`);
}

async function readPledge(staff: TOpenedPage, id: string): Promise<TPledge> {
  const res = await staff.context.request.get(`/api/pawn-loans/${id}/pledge`);
  if (!res.ok()) throw new Error(`pledge of ${id}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as TPledge;
}

async function openPledgeReview(page: Page, applicationNumber: string): Promise<Locator> {
  const review = await openReview(page, applicationNumber);
  await expectVisible(review.getByTestId('pledge-items'));
  return review;
}

/** Add Item in the review: the form as a loan officer fills it at the counter, two photos from the phone. */
async function addItem(page: Page, item: { category: string; description: string; serial?: string; value: string; location: string }, photos: [string, string]): Promise<void> {
  await page.getByTestId('pledge-add-item').click();
  const dialog = page.getByTestId('pawn-item-dialog');
  await expectVisible(dialog);
  await dialog.getByTestId('pawn-item-category').selectOption(item.category);
  await dialog.getByTestId('pawn-item-condition').selectOption('good');
  await dialog.getByTestId('pawn-item-description').fill(item.description);
  if (item.serial) await dialog.getByTestId('pawn-item-serial').fill(item.serial);
  await dialog.getByTestId('pawn-item-value').fill(item.value);
  await dialog.getByTestId('pawn-item-location').fill(item.location);
  for (const [index, name] of photos.entries()) {
    await dialog.getByTestId('pawn-item-photo-upload-input').setInputFiles(png(name));
    await expect.poll(() => dialog.getByTestId('pawn-item-photo').count()).toBe(index + 1);
  }
  return dialog.getByTestId('pawn-item-submit').click();
}

describe('pledges', () => {
  it('a loan officer takes in two items with photos, the loan is activated, the ticket prints, the final payment is recorded and the pledge redeemed with a drawn signature', async () => {
    const name = 'Nadine Pledge';
    const guest = await browser.openPage({ viewport: DESKTOP });
    const applicationNumber = await submitApplication(guest.context.request, { name, email: 'nadine.pledge@example.com', phone: '876-555-0131' });

    const staff = await browser.openPage({ viewport: PHONE, path: '/admin', signedInAs: officer });
    const { page } = staff;
    const listed = (await (await staff.context.request.get(`/api/pawn-loans?search=${applicationNumber}`)).json()) as TPawnLoanListResponse;
    const id = listed.items.find((i) => i.applicationNumber === applicationNumber)?.id;
    if (!id) throw new Error(`application ${applicationNumber} not found`);
    await expectVisible(page.getByTestId('loan-management'));

    // At the counter: the goods are described, appraised and photographed with the phone.
    const review = await openPledgeReview(page, applicationNumber);
    await expectVisible(review.getByTestId('pledge-items-empty'));
    await addItem(page, { category: 'jewellery', description: 'Gold rope chain, 18K, 50 cm', value: '9,600.00', location: 'Safe A, shelf 2' }, ['chain-front.png', 'chain-clasp.png']);
    await expectToast(page, 'Item added', /^PI-\d{4}-\d{6}: Gold rope chain, 18K, 50 cm$/);
    await page.getByTestId('pledge-add-item').click();
    const second = page.getByTestId('pawn-item-dialog');
    await expectVisible(second);
    await expectNoAxeViolations(page, 'Add Item dialog');
    await captureScreen(page, 'pledge-add-item-390');
    await second.getByRole('button', { name: 'Cancel' }).click();
    await addItem(page, { category: 'electronics', description: 'Samsung Galaxy S23, black', serial: 'R58T30ABCDE', value: '9600.00', location: 'Back room, bin 4' }, ['phone-front.png', 'phone-back.png']);
    await expectToast(page, 'Item added', /Samsung Galaxy S23, black$/);
    await expect.poll(() => review.getByTestId('pawn-item').count()).toBe(2);
    // J$12,000.00 lent against J$19,200.00 of goods; no ticket before the loan is active.
    await expectText(review.getByTestId('pledge-appraised-total'), 'J$19,200.00');
    await expectText(review.getByTestId('pledge-ltv'), '62.5%');
    await expectText(review.getByTestId('pledge-ticket-number'), 'Not issued yet');
    await review.getByTestId('pledge-items').scrollIntoViewIfNeeded();
    await expectNoAxeViolations(page, 'review with two items');
    await captureScreen(page, 'pledge-items-390');
    await page.keyboard.press('Escape');

    // Approving is an admin's decision; the loan officer then pays the loan out at the counter
    // (approved to active, application-status.ts), and the ticket is issued.
    await patchStatus(staff, id, 'reviewed', 'Goods appraised and photographed.');
    const admin = await browser.openPage({ viewport: DESKTOP, signedInAs: manager });
    await patchStatus(admin, id, 'approved', 'Approved against the pledge.');
    await patchStatus(staff, id, 'active', 'Paid out at the counter.');
    const ticketed = await readPledge(staff, id);
    expect(ticketed.status).toBe('in_pawn');
    expect(ticketed.ticketNumber).toMatch(/^PT-\d{4}-\d{6}$/);
    expect(ticketed.items.map((i) => i.status)).toEqual(['in_pawn', 'in_pawn']);
    const ticketNumber = ticketed.ticketNumber ?? '';

    // The ticket prints from the review.
    await page.reload();
    const again = await openPledgeReview(page, applicationNumber);
    await expectText(again.getByTestId('pledge-ticket-number'), ticketNumber);
    const printLink = again.getByTestId('pledge-print-ticket');
    expect(await printLink.getAttribute('target')).toBe('_blank');
    const ticketPdf = await staff.context.request.get((await printLink.getAttribute('href')) ?? '');
    expect(ticketPdf.status()).toBe(200);
    expect(ticketPdf.headers()['content-type']).toBe('application/pdf');
    const ticketText = execFileSync('pdftotext', ['-layout', '-', '-'], { input: await ticketPdf.body() }).toString('utf8');
    expect(ticketText).toContain(ticketNumber);
    expect(ticketText).toContain('Gold rope chain');
    // And each item's tag.
    const tag = await staff.context.request.get((await again.getByTestId('pawn-item-tag').first().getAttribute('href')) ?? '');
    expect(tag.status()).toBe(200);
    expect(tag.headers()['content-type']).toBe('application/pdf');
    await page.keyboard.press('Escape');

    // The final payment at the counter (J$14,400.00 repays the whole loan), then the goods go back.
    await page.goto('/admin?tab=payments');
    await expectVisible(page.getByTestId('payments-tab'));
    await page.getByTestId('payments-quick-search').pressSequentially(name);
    const result = page.locator(`[data-testid="payments-quick-result"][data-application-number="${applicationNumber}"]`);
    await expectVisible(result);
    await result.click();
    const payment = page.getByTestId('payment-dialog');
    await expectVisible(payment.getByTestId('payment-loan-summary'));
    await payment.getByTestId('payment-amount').fill('14400.00');
    await payment.getByTestId('payment-submit').click();

    const redeem = page.getByTestId('redeem-dialog');
    await expectVisible(redeem);
    await expectText(redeem.getByTestId('redeem-balance'), 'Outstanding balance: J$0.00');
    await redeem.getByTestId('redeem-ticket').fill(ticketNumber);
    await redeem.getByTestId('redeem-collected-name').fill(name);
    await redeem.getByTestId('redeem-collected-id').fill('JM-1234567');
    await drawAndSaveSignature(page, redeem);
    await expectNoAxeViolations(page, 'Redeem Pledge dialog');
    await captureScreen(page, 'pledge-redeem-390');
    await redeem.getByTestId('redeem-submit').click();
    await expectToast(page, 'Pledge redeemed', `${ticketNumber}: the goods were handed to ${name}.`);
    await expect.poll(() => redeem.count()).toBe(0);

    const redeemed = await readPledge(staff, id);
    expect(redeemed.status).toBe('redeemed');
    expect(redeemed.items.map((i) => i.status)).toEqual(['redeemed', 'redeemed']);
    expect(redeemed.redemption).toMatchObject({ collectedByName: name, lostTicket: false });

    // The pledge book shows them handed back; a scanned tag finds its item.
    await page.goto('/admin?tab=pledges');
    await expectVisible(page.getByTestId('pledges-tab'));
    const itemNumber = redeemed.items[0]?.itemNumber ?? '';
    await page.getByTestId('pledges-search').fill(itemNumber);
    await page.getByTestId('pledges-search').press('Enter');
    const pledgeDialog = page.getByTestId('pledge-dialog');
    await expectVisible(pledgeDialog);
    await expectVisible(pledgeDialog.getByTestId('pledge-redemption'));
    await expectNoAxeViolations(page, 'pledge opened from a scanned tag');
    await page.keyboard.press('Escape');
    // The search's own answer (after the typing pause), not the list before it.
    const searched = page.waitForResponse((r) => r.url().includes('/api/pledges?') && new URL(r.url()).searchParams.get('q') === ticketNumber);
    await page.getByTestId('pledges-search').fill(ticketNumber);
    await searched;
    await expect.poll(() => page.getByTestId('pledge-row').count()).toBe(2);
    await expect.poll(() => page.locator('[data-testid="pledges-tab"] [aria-busy="true"]').count()).toBe(0);
    await expectNoAxeViolations(page, 'Pledges tab');
    await captureScreen(page, 'pledges-tab-390');

    const desk = await browser.openPage({ viewport: DESKTOP, path: '/admin?tab=pledges', signedInAs: officer });
    await expectVisible(desk.page.getByTestId('pledges-tab'));
    // The search's own answer (after the typing pause), not the list before it.
    const searchedDesk = desk.page.waitForResponse((r) => r.url().includes('/api/pledges?') && new URL(r.url()).searchParams.get('q') === ticketNumber);
    await desk.page.getByTestId('pledges-search').fill(ticketNumber);
    await searchedDesk;
    await expect.poll(() => desk.page.getByTestId('pledge-row').count()).toBe(2);
    await expect.poll(() => desk.page.locator('[data-testid="pledges-tab"] [aria-busy="true"]').count()).toBe(0);
    await expectNoAxeViolations(desk.page, 'Pledges tab on a desktop');
    await captureScreen(desk.page, 'pledges-tab-1366');
    // A long journey on a shared, loaded machine: two items with photos, PDFs, a payment and a redemption.
  }, 240_000);
});
