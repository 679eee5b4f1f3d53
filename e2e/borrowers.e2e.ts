import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { submitApplication } from './support/applications';
import { DESKTOP, PHONE, useBrowser, type TViewport } from './support/browser';
import { expectText, expectToast, expectVisible } from './support/expect-page';

const browser = useBrowser();
const officer = inject('e2eLoanOfficer');
const manager = inject('e2eAdminUser');
const SCREENS_DIR = path.resolve('.tmp/screens');

/** A guest applies, which makes them a borrower; answers their e-mail. */
async function newBorrower(name: string): Promise<string> {
  const guest = await browser.openPage({ viewport: DESKTOP });
  const email = `${name.toLowerCase().replace(/\s+/g, '.')}.${Date.now()}@example.com`;
  await submitApplication(guest.context.request, { name, email, phone: '876-555-0177' });
  return email;
}

/** Finds the borrower through the search box and opens View Details. */
async function openDetails(page: Page, name: string, email: string): Promise<void> {
  await expectVisible(page.getByTestId('borrowers-tab'));
  await page.getByTestId('borrowers-search').fill(name);
  const row = page.locator(`[data-testid="borrower-row"][data-email="${email}"]`);
  await expectVisible(row);
  await row.getByTestId('borrower-view').click();
  await expectVisible(page.getByTestId('borrower-overview'));
}

async function shoot(page: Page, name: string, viewport: TViewport): Promise<void> {
  await mkdir(SCREENS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENS_DIR, `${name}-${viewport.width}.png`), fullPage: true });
  const widths = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(widths.scrollWidth, `horizontal overflow in ${name} at ${viewport.width} px`).toBeLessThanOrEqual(widths.innerWidth);
}

describe('borrowers', () => {
  it('a loan officer finds a borrower by search, opens View Details and verifies the TRN photo', async () => {
    const name = 'Tamika Search';
    const email = await newBorrower(name);
    const { page } = await browser.openPage({ viewport: DESKTOP, path: '/admin?tab=borrowers', signedInAs: officer });
    await openDetails(page, name, email);
    await shoot(page, 'borrower-details', DESKTOP);
    await page.keyboard.press('Escape');
    await shoot(page, 'admin-borrowers-search', DESKTOP);
    await page.locator(`[data-testid="borrower-row"][data-email="${email}"]`).getByTestId('borrower-view').click();

    await page.getByRole('tab', { name: 'Documents and Guarantor' }).click();
    const trn = page.getByTestId('document-trn');
    await expectText(trn.getByTestId('document-state'), 'Pending');
    await expectVisible(trn.getByTestId('document-image'));
    await expectText(page.getByTestId('borrower-guarantor'), /Paul Guarantor/);
    await shoot(page, 'borrower-documents', DESKTOP);
    await trn.getByRole('button', { name: 'Verify TRN Photo' }).click();
    await expectToast(page, 'Document Updated');
    await expectText(trn.getByTestId('document-state'), 'Verified');
    await expectText(trn, new RegExp(`by ${officer.email.replace(/[.+]/g, '\\$&')}`));

    // The officer has no credit status control and no export.
    await page.getByRole('tab', { name: 'Overview' }).click();
    await expectVisible(page.getByText('Credit Summary'));
    expect(await page.getByTestId('borrower-credit-control').count()).toBe(0);
    expect(await page.getByTestId('borrower-export').count()).toBe(0);

    await page.getByRole('tab', { name: 'Account Management' }).click();
    await expectVisible(page.getByTestId('borrower-recent-loan'));
  });

  it('on a phone the list is cards and the details dialog fits the width', async () => {
    const name = 'Kerry Phone';
    const email = await newBorrower(name);
    const { page } = await browser.openPage({ viewport: PHONE, path: '/admin?tab=borrowers', signedInAs: officer });
    await expectVisible(page.getByTestId('borrowers-tab'));
    await page.getByTestId('borrowers-search').fill(name);
    await expectVisible(page.locator(`article[data-testid="borrower-row"][data-email="${email}"]`));
    await page.evaluate(() => window.scrollTo(0, 0));
    await shoot(page, 'admin-borrowers-search', PHONE);
    await page.locator(`[data-testid="borrower-row"][data-email="${email}"]`).getByTestId('borrower-view').click();
    await expectVisible(page.getByTestId('borrower-overview'));
    await shoot(page, 'borrower-details', PHONE);
    await page.getByRole('tab', { name: 'Documents and Guarantor' }).click();
    await expectVisible(page.getByTestId('document-trn'));
    await shoot(page, 'borrower-documents', PHONE);
    await page.getByRole('tab', { name: 'Account Management' }).click();
    await expectVisible(page.getByTestId('borrower-recent-loan'));
    await shoot(page, 'borrower-account', PHONE);

    await page.keyboard.press('Escape');
    await page.getByTestId('borrowers-add').click();
    await expectVisible(page.getByTestId('borrower-create-dialog'));
    await page.getByTestId('borrower-create-submit').click();
    await expectVisible(page.getByText('Please fill in all required fields.'));
    await shoot(page, 'borrower-create', PHONE);
  });

  it('an admin exports the borrower data as one JSON file', async () => {
    const name = 'Andre Export';
    const email = await newBorrower(name);
    const { page } = await browser.openPage({ viewport: DESKTOP, path: '/admin?tab=borrowers', signedInAs: manager });
    await openDetails(page, name, email);
    await expectVisible(page.getByTestId('borrower-credit-control'));

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('borrower-export').click()]);
    expect(download.suggestedFilename()).toMatch(/^borrower-.+\.json$/);
    const file = await download.path();
    const exported = JSON.parse(await readFile(file, 'utf8')) as { format: string; applications: unknown[]; borrower: Record<string, unknown> };
    expect(exported.format).toBe('pawnbook-borrower-export/1');
    expect(JSON.stringify(exported.borrower)).toContain(email);
    expect(exported.applications).toHaveLength(1);
    await expectToast(page, 'Export Complete');
  });
});
