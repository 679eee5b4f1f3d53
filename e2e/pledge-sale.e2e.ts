import { randomBytes } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { claimableUntilOf } from '@common/contracts/pledge-sales';
import type { TPawnLoanListResponse } from '@common/contracts/pawn-loans-list';
import type { TPledge } from '@common/contracts/pledges';
import { jamaicaToday } from '@common/jamaica-time';
import { addDays } from '@common/loan-ledger';
import { openReview, submitApplication } from './support/applications';
import { expectNoAxeViolations } from './support/axe';
import { baseUrl, DESKTOP, PHONE, useBrowser } from './support/browser';
import { expectText, expectToast, expectVisible } from './support/expect-page';
import { ok, recordItem } from './support/pledges';
import { captureScreen } from './support/screens';
import type { TE2eUser } from './support/users';

// Issue 32: an admin sells a forfeited pledge, and the pawner sees the surplus they may claim.

const browser = useBrowser();
const manager = inject('e2eAdminUser');
const superAdmin = inject('e2eAdmin');
const headers = { Origin: baseUrl() };

describe('selling a forfeited pledge', () => {
  it('an admin sells a forfeitable pledge (the docs\' worked example), and the borrower signs in and sees the surplus they can claim', async () => {
    const today = jamaicaToday();
    // The worked example (docs/operations.md): J$10,000 at 20% over 4 weeks, paid out on paper 400
    // days ago, the first J$3,000.00 paid on its day; redeemable for 365 days, so forfeitable now.
    // A pawner account of its own: the shared borrower's home must stay empty for other journeys.
    const borrower: TE2eUser = {
      email: `sandra.surplus.${randomBytes(4).toString('hex')}@e2e.pawnbook.test`,
      password: `e2e-pawner-${randomBytes(6).toString('hex')}`,
      firstName: 'Sandra',
      lastName: 'Surplus',
      role: 'borrower',
    };
    const owner = await browser.openPage({ viewport: DESKTOP, signedInAs: superAdmin });
    await ok('pawner account', owner.context.request.post('/api/admin/users', { headers, data: { ...borrower, loginMethod: 'local' } }));
    const pawner = await browser.openPage({ viewport: PHONE, path: '/dashboard', signedInAs: borrower });
    const applicationNumber = await submitApplication(pawner.context.request, { name: 'Sandra Surplus', email: borrower.email, phone: '876-555-0162' }, { amount: 10000, rate: 20, weeks: 4 }, 400);
    const admin = await browser.openPage({ viewport: DESKTOP, path: '/admin?tab=pledges', signedInAs: manager });
    const api = admin.context.request;
    const listed = await ok<TPawnLoanListResponse>('list', api.get(`/api/pawn-loans?search=${applicationNumber}`));
    const id = listed.items.find((i) => i.applicationNumber === applicationNumber)?.id ?? '';
    await recordItem(api, id, { description: 'Gold chain, 18K, 30 g', appraisedValue: '20,000.00', storageLocation: 'Safe C' });
    const start = addDays(today, -400);
    await ok('approve', api.patch(`/api/pawn-loans/${id}/status`, { headers, data: { status: 'approved', reviewNotes: 'Sale journey', startDate: start, startDateReason: 'Paid out on paper at the counter.' } }));
    await ok('activate', api.patch(`/api/pawn-loans/${id}/status`, { headers, data: { status: 'active', reviewNotes: 'Sale journey' } }));
    await ok('payment', api.post('/api/payments', { headers, data: { loanApplicationId: id, paymentAmount: '3000.00', paymentMethod: 'cash', paymentDate: addDays(start, 7) } }));
    const pledge = await ok<TPledge>('pledge', api.get(`/api/pawn-loans/${id}/pledge`));
    const ticketNumber = pledge.ticketNumber ?? '';
    expect(pledge.outstandingBalance).toBe('10800.00');

    // Desktop: the Forfeitable filter offers Sell; the dialog shows what is owed before a price is typed.
    const { page } = admin;
    await expectVisible(page.getByTestId('pledges-tab'));
    await page.getByTestId('pledges-filter').selectOption('forfeitable');
    const searched = page.waitForResponse((r) => r.url().includes('/api/pledges?') && new URL(r.url()).searchParams.get('q') === ticketNumber);
    await page.getByTestId('pledges-search').fill(ticketNumber);
    await searched;
    await expect.poll(() => page.getByTestId('pledge-row').count()).toBe(1);
    await page.getByTestId('pledge-sell').click();
    const deskDialog = page.getByTestId('sell-dialog');
    await expectVisible(deskDialog);
    await expectText(deskDialog.getByTestId('sell-owed'), 'J$10,800.00');
    await expectText(deskDialog.getByTestId('sell-outcome'), 'Type the sale price to see the surplus or shortfall.');
    await deskDialog.getByTestId('sell-price').fill('8,000');
    await expectText(deskDialog.getByTestId('sell-outcome'), 'Shortfall to write off: J$2,800.00.');
    await expectNoAxeViolations(page, 'Sell dialog on a desktop');
    await captureScreen(page, 'pledge-sell-1366');
    await deskDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => deskDialog.count()).toBe(0);

    // Phone: the admin records the sale.
    const phone = await browser.openPage({ viewport: PHONE, path: '/admin?tab=pledges', signedInAs: manager });
    const p = phone.page;
    await expectVisible(p.getByTestId('pledges-tab'));
    await p.getByTestId('pledges-filter').selectOption('forfeitable');
    const phoneSearched = p.waitForResponse((r) => r.url().includes('/api/pledges?') && new URL(r.url()).searchParams.get('q') === ticketNumber);
    await p.getByTestId('pledges-search').fill(ticketNumber);
    await phoneSearched;
    await p.getByTestId('pledge-sell').first().click();
    const dialog = p.getByTestId('sell-dialog');
    await expectVisible(dialog);
    await expectText(dialog.getByTestId('sell-owed'), 'J$10,800.00');
    await dialog.getByTestId('sell-buyer').fill('Kingston Auctions Ltd');
    await dialog.getByTestId('sell-auctioneer').fill('D. Reid');
    await dialog.getByTestId('sell-price').fill('15,000.00');
    await dialog.getByTestId('sell-costs').fill('500');
    await expectText(dialog.getByTestId('sell-outcome'), 'Surplus owed to the pawner: J$3,700.00 (claimable for three years).');
    await expectNoAxeViolations(p, 'Sell dialog on a phone');
    await captureScreen(p, 'pledge-sell-390');
    await dialog.getByTestId('sell-submit').click();
    await expectToast(p, 'Pledge sold', `${applicationNumber}: surplus J$3,700.00 owed to the pawner.`);
    await expect.poll(() => dialog.count()).toBe(0);

    // The sale book and the surplus owed, on the phone and the desktop.
    await p.getByTestId('pledge-view-sales').click();
    await expectVisible(p.getByTestId('sale-book'));
    await expect.poll(() => p.getByTestId('sale-book-row').filter({ hasText: ticketNumber }).count()).toBe(1);
    await expectNoAxeViolations(p, 'Sale book on a phone');
    await captureScreen(p, 'pledge-sale-book-390');
    await p.getByTestId('pledge-view-surplus').click();
    const surplusRow = p.getByTestId('surplus-row').filter({ hasText: ticketNumber });
    await expectText(surplusRow, /J\$3,700\.00/);
    await expectNoAxeViolations(p, 'Surplus owed on a phone');
    await captureScreen(p, 'pledge-surplus-390');
    await page.getByTestId('pledge-view-sales').click();
    await expect.poll(() => page.getByTestId('sale-book-row').filter({ hasText: ticketNumber }).count()).toBe(1);
    await expectNoAxeViolations(page, 'Sale book on a desktop');
    await captureScreen(page, 'pledge-sale-book-1366');
    await page.getByTestId('pledge-view-surplus').click();
    await expectText(page.getByTestId('surplus-row').filter({ hasText: ticketNumber }), /J\$3,700\.00/);
    await expectNoAxeViolations(page, 'Surplus owed on a desktop');
    await captureScreen(page, 'pledge-surplus-1366');
    // The loan's review says the sale settled it, and what was owed that day, on the desktop and the phone.
    for (const [viewport, width] of [[DESKTOP, 1366], [PHONE, 390]] as const) {
      const desk = await browser.openPage({ viewport, path: '/admin', signedInAs: manager });
      const review = await openReview(desk.page, applicationNumber);
      await expectText(review.getByTestId('review-settled-by-sale'), /Settled by the sale of the pledge on .*: J\$10,800\.00 was owed that day/);
      await expectText(review.getByTestId('review-late-fees-outstanding'), 'J$0.00');
      await review.getByTestId('review-settled-by-sale').scrollIntoViewIfNeeded();
      await expectNoAxeViolations(desk.page, `Review of a loan settled by a sale at ${width} px`);
      await captureScreen(desk.page, `review-settled-by-sale-${width}`);
    }
    const csv = await api.get(`/api/pledges/sales?from=${today}&to=${today}&format=csv`);
    expect(await csv.text()).toContain('15000.00,500.00,10800.00,3700.00,0.00');

    // The pawner signs in on their phone: the sale of their pledge and the surplus they may claim, until when.
    await pawner.page.reload();
    const sale = pawner.page.getByTestId('borrower-pledge-sale').filter({ hasText: ticketNumber });
    await expectVisible(sale);
    // Until the sale day three years on, day first as the pages write dates ("27 Nov 2029").
    await expectText(sale.getByTestId('borrower-surplus'), new RegExp(`J\\$3,700\\.00 is yours to claim until \\d{1,2} \\w+ ${claimableUntilOf(today).slice(0, 4)}`));
    // The sale settled the loan: the pawner's balances owe nothing on it any more.
    await expectText(pawner.page.getByTestId('borrower-balances-empty'), /You owe nothing on any loan right now/);
    await expectNoAxeViolations(pawner.page, 'Borrower home with a pledge sold');
    await captureScreen(pawner.page, 'pledge-sale-borrower-390');
  }, 240_000);
});
