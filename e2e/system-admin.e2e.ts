import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { submitApplication } from './support/applications';
import { expectNoAxeViolations } from './support/axe';
import { DESKTOP, PHONE, useBrowser, type TViewport } from './support/browser';
import { expectText, expectToast, expectVisible } from './support/expect-page';

const browser = useBrowser();
const superAdmin = inject('e2eAdmin');
const itUser = inject('e2eItUser');
const SCREENS_DIR = path.resolve('.tmp/screens');
const DOWNLOADS_DIR = path.resolve('.tmp/e2e-downloads');

async function shoot(page: Page, name: string, viewport: TViewport): Promise<void> {
  await mkdir(SCREENS_DIR, { recursive: true });
  // From the top, so the sticky header is not painted into the middle of a full-page picture.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SCREENS_DIR, `${name}-${viewport.width}.png`), fullPage: true });
  const widths = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(widths.scrollWidth, `horizontal overflow in ${name} at ${viewport.width} px`).toBeLessThanOrEqual(widths.innerWidth);
}

describe('system admin', () => {
  it('a super admin creates a backup, downloads it, and restores it', async () => {
    const { page } = await browser.openPage({ viewport: DESKTOP, path: '/admin?tab=system-admin', signedInAs: superAdmin });
    await expectVisible(page.getByTestId('system-admin-tab'));
    await expectText(page.getByTestId('system-status'), 'Online');
    await expectText(page.getByTestId('system-database'), /PostgreSQL/);

    // Create System Backup: the file arrives as a download and the list shows it.
    const [created] = await Promise.all([page.waitForEvent('download'), page.getByTestId('create-backup').click()]);
    expect(created.suggestedFilename()).toMatch(/^pawnbook-backup-\d{4}-\d{2}-\d{2}-\d{4}(-\d+)?\.json$/);
    await expectToast(page, 'Backup Created', 'System backup has been created and downloaded.');
    const row = page.locator(`[data-testid="backup-row"][data-filename="${created.suggestedFilename()}"]`);
    await expectVisible(row);
    await expectText(page.getByTestId('system-last-backup'), /manual/);

    // Download it again from Backup Files.
    await mkdir(DOWNLOADS_DIR, { recursive: true });
    const [downloaded] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: /^Download/ }).click()]);
    await expectToast(page, 'Download Started');
    const file = path.join(DOWNLOADS_DIR, downloaded.suggestedFilename());
    await downloaded.saveAs(file);
    await shoot(page, 'admin-system', DESKTOP);
    await expectNoAxeViolations(page, 'System Admin (super admin)');

    // The Configure dialog.
    await page.getByTestId('auto-backup-configure').click();
    await expectVisible(page.getByTestId('auto-backup-dialog'));
    await expectNoAxeViolations(page, 'Auto-Backup Configuration dialog');
    await page.getByTestId('auto-backup-enabled').check();
    await page.getByTestId('auto-backup-save').click();
    await expectText(page.getByTestId('auto-backup-summary'), /Enabled/);

    // Restore it: typed confirmation, then the page reloads with the pre-restore backup listed.
    await page.getByTestId('open-restore').click();
    const dialog = page.getByTestId('restore-dialog');
    await expectVisible(dialog);
    await page.getByTestId('restore-file').setInputFiles(file);
    await page.getByTestId('restore-confirm').fill('RESTORE');
    await shoot(page, 'admin-system-restore', DESKTOP);
    await expectNoAxeViolations(page, 'Restore from Backup dialog');
    await Promise.all([page.waitForEvent('load', { timeout: 60_000 }), page.getByTestId('restore-submit').click()]);
    await expectVisible(page.getByTestId('system-admin-tab'));
    await expectVisible(page.locator('[data-testid="backup-row"]').filter({ hasText: 'Pre-restore' }).first());
  });

  it('it sees the status and the database browser with personal data masked', async () => {
    const guest = await browser.openPage({ viewport: DESKTOP });
    await submitApplication(guest.page.context().request, { name: 'Odette Private', email: `odette.${Date.now()}@example.com`, phone: '876-555-0199' });

    const { page } = await browser.openPage({ viewport: PHONE, path: '/admin?tab=system-admin', signedInAs: itUser });
    await expectVisible(page.getByTestId('system-admin-tab'));
    await expectText(page.getByTestId('system-status'), 'Online');
    await expectVisible(page.getByTestId('create-backup'));
    expect(await page.getByTestId('open-restore').count()).toBe(0);
    await shoot(page, 'admin-system', PHONE);
    await expectNoAxeViolations(page, 'System Admin (it, phone)');

    // it may start a backup; the file stays on the server (it holds every borrower's data).
    await page.getByTestId('create-backup').click();
    await expectToast(page, 'Backup Created', 'System backup has been created and stored.');

    await page.getByTestId('tool-database-status').click();
    await expectToast(page, 'Database Status: Healthy');

    await page.getByTestId('tool-browser').click();
    await expectVisible(page.getByTestId('database-browser'));
    await page.getByTestId('browser-table').selectOption('pawn_loan_applications');
    await expectVisible(page.getByTestId('browser-row').first());
    await expectText(page.getByTestId('browser-page'), /Page 1 of \d+/);
    const text = await page.getByTestId('database-browser').innerText();
    expect(text).not.toContain('Odette Private');
    expect(text).toContain('***');
    await shoot(page, 'admin-system-browser', PHONE);
    await expectNoAxeViolations(page, 'Database Browser (it, phone)');
  });
});
