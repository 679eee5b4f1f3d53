import { describe, expect, inject, it } from 'vitest';
import type { TPawnLoanListResponse } from '@common/contracts/pawn-loans-list';
import type { TPledge } from '@common/contracts/pledges';
import { jamaicaDayOf } from '@common/jamaica-time';
import { submitApplication } from './support/applications';
import { expectNoAxeViolations } from './support/axe';
import { baseUrl, DESKTOP, PHONE, useBrowser } from './support/browser';
import { expectText, expectVisible } from './support/expect-page';
import { ok, recordItem } from './support/pledges';
import { captureScreen } from './support/screens';

// Issue 32, renewal: the pawner pays the charges due and the loan runs again on the same goods.

const browser = useBrowser();
const officer = inject('e2eLoanOfficer');
const manager = inject('e2eAdminUser');
const headers = { Origin: baseUrl() };

describe('pledge renewal', () => {
  it('a loan officer renews a pledge from the pledge book on a phone, and the review offers it on a desktop', async () => {
    // J$12,000.00 at 20% over 4 weeks, started 16 days ago and never paid: two instalments of
    // J$3,600.00 (J$600.00 interest each) are due and late (J$720.00 late fee each).
    const guest = await browser.openPage({ viewport: DESKTOP });
    const applicationNumber = await submitApplication(guest.context.request, { name: 'Renee Renewal', email: 'renee.renewal@example.com', phone: '876-555-0144' }, { amount: 12000, rate: 20, weeks: 4 }, 16);
    const admin = await browser.openPage({ viewport: DESKTOP, path: '/admin', signedInAs: manager });
    const listed = await ok<TPawnLoanListResponse>('list', admin.context.request.get(`/api/pawn-loans?search=${applicationNumber}`));
    const id = listed.items.find((i) => i.applicationNumber === applicationNumber)?.id ?? '';
    await recordItem(admin.context.request, id, { description: 'Gold bangle, 14K, 22 g', appraisedValue: '18,000.00', storageLocation: 'Safe B' });
    // Paid out on paper 16 days ago: the approval confirms that start, and the schedule counts from it.
    const startDate = jamaicaDayOf(new Date(Date.now() - 16 * 86_400_000));
    await ok('approve', admin.context.request.patch(`/api/pawn-loans/${id}/status`, { headers, data: { status: 'approved', reviewNotes: 'Renewal journey', startDate, startDateReason: 'Paid out on paper at the counter.' } }));
    await ok('activate', admin.context.request.patch(`/api/pawn-loans/${id}/status`, { headers, data: { status: 'active', reviewNotes: 'Renewal journey' } }));
    const pledge = await ok<TPledge>('pledge', admin.context.request.get(`/api/pawn-loans/${id}/pledge`));
    const ticketNumber = pledge.ticketNumber ?? '';

    const staff = await browser.openPage({ viewport: PHONE, path: '/admin?tab=pledges', signedInAs: officer });
    const { page } = staff;
    await expectVisible(page.getByTestId('pledges-tab'));
    const searched = page.waitForResponse((r) => r.url().includes('/api/pledges?') && new URL(r.url()).searchParams.get('q') === ticketNumber);
    await page.getByTestId('pledges-search').fill(ticketNumber);
    await searched;
    await expect.poll(() => page.getByTestId('pledge-row').count()).toBe(1);
    await page.getByTestId('pledge-renew').click();
    const dialog = page.getByTestId('renew-dialog');
    await expectVisible(dialog);
    // The least payment is shown before anything is typed.
    await expectText(dialog.getByTestId('renew-interest'), 'J$1,200.00');
    await expectText(dialog.getByTestId('renew-late-fees'), 'J$1,440.00');
    await expectText(dialog.getByTestId('renew-minimum'), 'J$2,640.00');
    await expectText(dialog.getByTestId('renew-principal'), 'J$12,000.00');
    await dialog.getByTestId('renew-amount').fill('2,000');
    await dialog.getByTestId('renew-submit').click();
    await expectText(dialog.getByTestId('pledge-form-problem'), 'The payment must be at least J$2,640.00: the interest due so far (J$1,200.00) and late fees owed (J$1,440.00).');
    await dialog.getByTestId('renew-amount').fill('4,640.00');
    await dialog.getByTestId('renew-term').fill('8');
    await dialog.getByTestId('renew-rate').selectOption('40');
    await expectText(dialog.getByTestId('renew-preview'), 'The new loan lends J$10,000.00 at 40% over 8 weeks, from today.');
    await expectNoAxeViolations(page, 'Renew Pledge dialog');
    await captureScreen(page, 'pledge-renew-390');
    await dialog.getByTestId('renew-submit').click();
    await expectText(page.getByTestId('toast-title'), /^Renewed as PL-\d{4}-\d+$/);
    await expectText(page.getByTestId('toast-description'), /^New ticket PT-\d{4}-\d+ for J\$10,000\.00; receipt RCT-\d{4}-\d+ on PL-/);
    await expect.poll(() => dialog.count()).toBe(0);

    const old = await ok<TPledge>('old pledge', admin.context.request.get(`/api/pawn-loans/${id}/pledge`));
    expect(old.status).toBe('renewed');
    expect(old.loanStatus).toBe('completed');
    // The pledge book lists the goods under the new ticket, still in pawn.
    const newTicket = /PT-\d{4}-\d+/.exec((await page.getByTestId('toast-description').textContent()) ?? '')?.[0] ?? '';
    const book = await ok<{ items: { ticketNumber: string | null; status: string; loanId: string }[] }>('book', admin.context.request.get(`/api/pledges?q=${newTicket}`));
    expect(book.items.map((i) => [i.ticketNumber, i.status])).toEqual([[newTicket, 'in_pawn']]);

    // On a desktop the review's Items offer Renew for the new loan, with its own charges (none yet).
    const desk = await browser.openPage({ viewport: DESKTOP, path: '/admin?tab=pledges', signedInAs: officer });
    const searchedDesk = desk.page.waitForResponse((r) => r.url().includes('/api/pledges?') && new URL(r.url()).searchParams.get('q') === newTicket);
    await desk.page.getByTestId('pledges-search').fill(newTicket);
    await searchedDesk;
    await expect.poll(() => desk.page.getByTestId('pledge-row').count()).toBe(1);
    await desk.page.getByTestId('pledge-open').click();
    const opened = desk.page.getByTestId('pledge-dialog');
    await expectVisible(opened);
    await opened.getByTestId('pledge-renew').click();
    const deskDialog = desk.page.getByTestId('renew-dialog');
    await expectVisible(deskDialog);
    await expectText(deskDialog.getByTestId('renew-minimum'), 'J$0.00');
    await expectText(deskDialog.getByTestId('renew-principal'), 'J$10,000.00');
    await expectNoAxeViolations(desk.page, 'Renew Pledge dialog on a desktop');
    await captureScreen(desk.page, 'pledge-renew-1366');
  }, 240_000);
});
