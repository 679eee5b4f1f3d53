import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { TBookMonthsResponse } from '@common/contracts/books';
import { jamaicaToday } from '@common/jamaica-time';
import { createAccount } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { baseUrl, DESKTOP, PHONE, useBrowser } from './support/browser';
import { expectText, expectToast, expectVisible } from './support/expect-page';
import { captureScreen } from './support/screens';
import type { TE2eUser } from './support/users';

// Issue 41: the books. Closing a month is shop-wide (vitest.e2e.config.ts runs this journey alone).

const browser = useBrowser();
const superAdmin = inject('e2eAdmin');
const headers = { Origin: baseUrl() };
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The month before today's in Jamaica, as the API writes it and as the screen reads it. */
function previousMonth(): { month: string; label: string } {
  const [y, m] = jamaicaToday().split('-').map(Number) as [number, number];
  const month = new Date(Date.UTC(y, m - 2, 1)).toISOString().slice(0, 7);
  return { month, label: `${MONTHS[Number(month.slice(5)) - 1]} ${month.slice(0, 4)}` };
}

describe('the books', () => {
  // An admin of the journey's own: the drawer it opens and counts is its own.
  let keeper: TE2eUser;
  beforeAll(async () => {
    keeper = await createAccount(await browser.openPage({ viewport: DESKTOP, signedInAs: superAdmin }), 'admin', 'Beatrice', 'Books');
  });

  it('an admin reads a balanced trial balance and an account, downloads the journal as CSV and closes last month', async () => {
    const staff = await browser.openPage({ viewport: DESKTOP, signedInAs: keeper });
    const api = staff.context.request;
    // Money in the books: a drawer opened with a J$5,000.00 float and counted J$100.00 short.
    expect((await api.post('/api/cash-drawer/open', { headers, data: { openingFloat: '5000.00' } })).status()).toBe(201);
    expect((await api.post('/api/cash-drawer/close', { headers, data: { countedCash: '4900.00', notes: 'Books journey' } })).status()).toBe(200);

    const { page } = staff;
    await page.goto('/admin?tab=books');
    // The trial balance of today: every account, and the totals agree.
    const accounts = page.getByTestId('trial-balance-accounts');
    await expectVisible(accounts);
    await expectText(page.getByTestId('trial-balance-check'), 'Debits equal credits: the books balance.');
    const debit = await page.getByTestId('trial-balance-total-debit').innerText();
    expect(debit).toMatch(/^J\$[\d,]+\.\d{2}$/);
    expect(await page.getByTestId('trial-balance-total-credit').innerText()).toBe(debit);
    await expectNoAxeViolations(page, 'the trial balance');
    await captureScreen(page, 'books-trial-balance-1366');

    // Cash over and short: its lines this month end at the balance the trial balance shows.
    const overShort = accounts.locator('tbody tr').filter({ has: page.locator('[data-code="5010"]') });
    const balance = (await overShort.locator('td').last().innerText()).trim();
    await overShort.getByTestId('trial-balance-account').click();
    const dialog = page.getByRole('dialog', { name: '5010 Cash over and short' });
    await expectVisible(dialog.getByTestId('account-lines-table'));
    await expectText(dialog.getByTestId('account-lines-closing'), new RegExp(`: ${balance.replace(/[$.]/g, '\\$&')}$`));
    await expectVisible(dialog.getByTestId('account-lines-table').locator('tbody tr').filter({ hasText: 'Beatrice Books counted J$100.00 short' }));
    await expectNoAxeViolations(page, 'an account’s lines');
    await captureScreen(page, 'books-account-1366');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);

    // The journal of this month: the drawer's two entries, and the same as CSV.
    await page.getByTestId('books-journal').click();
    const entries = page.getByTestId('journal-entries');
    await expectVisible(entries);
    await expectText(entries.getByTestId('journal-entry').filter({ hasText: 'Float of J$5,000.00 into the drawer of Beatrice Books' }), /Drawer float Drawer of Beatrice Books 1000 Cash J\$5,000\.00/);
    await expectText(page.getByTestId('journal-total-credit'), await page.getByTestId('journal-total-debit').innerText());
    const today = jamaicaToday();
    expect(await page.getByTestId('journal-download-csv').getAttribute('href')).toBe(`/api/books/journal?from=${today.slice(0, 7)}-01&to=${today}&format=csv`);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('journal-download-csv').click()]);
    const csv = await readFile((await download.path()) ?? '', 'utf8');
    expect(csv.split('\r\n')[0]).toBe('Date,Entry number,Kind,Reference,Account code,Account name,Debit,Credit,Memo');
    expect(csv).toContain('Drawer over or short,Drawer of Beatrice Books,5010,Cash over and short,100.00,0.00');
    await expectNoAxeViolations(page, 'the journal');
    await captureScreen(page, 'books-journal-1366');

    // Last month has ended and the books hold nothing before this month: it closes.
    const last = previousMonth();
    await page.getByTestId('books-months').click();
    await expectText(page.getByTestId('book-months-first-open'), `The first month still open: ${last.label}`);
    await page.getByTestId('close-month-open').click();
    const confirm = page.getByRole('dialog', { name: `Close ${last.label}?` });
    await expectVisible(confirm);
    await expectNoAxeViolations(page, 'the close-month dialog');
    await confirm.getByTestId('close-month-confirm').click();
    await expectToast(page, 'Month closed', `The books for ${last.label} are closed.`);
    await expectVisible(page.getByTestId('closed-months').locator(`[data-month="${last.month}"]`));
    await expectText(page.getByTestId('book-months-first-open'), /^The first month still open: /);
    const months = (await (await api.get('/api/books/months')).json()) as TBookMonthsResponse;
    expect(months.items[0]).toMatchObject({ month: last.month, closedBy: 'Beatrice Books' });
    await expectNoAxeViolations(page, 'the closed months');
    await captureScreen(page, 'books-months-1366');
  });

  it('on a phone: the Books screen fits the width, its wide tables scroll in their own box', async () => {
    const { page } = await browser.openPage({ viewport: PHONE, path: '/admin?tab=books', signedInAs: keeper });
    await expectVisible(page.getByTestId('trial-balance-accounts'));
    await expectNoAxeViolations(page, 'the trial balance on a phone');
    await captureScreen(page, 'books-trial-balance-390');
    await page.getByTestId('trial-balance-account').first().click();
    await expectVisible(page.getByRole('dialog', { name: '1000 Cash' }).getByTestId('account-lines-table'));
    await captureScreen(page, 'books-account-390');
    await page.keyboard.press('Escape');
    await page.getByTestId('books-journal').click();
    await expectVisible(page.getByTestId('journal-entries'));
    await captureScreen(page, 'books-journal-390');
  });
});
