import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { submitApplication } from './support/applications';
import { baseUrl, DESKTOP, PHONE, signInThroughApi, useBrowser, type TViewport } from './support/browser';
import { expectPath, expectText, expectToast, expectVisible } from './support/expect-page';
import { expectNotCovering } from './support/overlap';
import type { TE2eUser } from './support/users';

const browser = useBrowser();
const superAdmin = inject('e2eAdmin');
const SCREENS_DIR = path.resolve('.tmp/screens');

async function shoot(page: Page, name: string, viewport: TViewport): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await mkdir(SCREENS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENS_DIR, `${name}-${viewport.width}.png`) });
}

/** A staff account of this journey's own, made by the super admin through the API. */
async function newAccount(context: BrowserContext, firstName: string, role: TE2eUser['role'] = 'loan_officer'): Promise<TE2eUser & { id: string }> {
  const account: TE2eUser = {
    email: `desk.${randomBytes(4).toString('hex')}@e2e.pawnbook.test`,
    password: `e2e-desk-${randomBytes(6).toString('hex')}`,
    firstName,
    lastName: 'Desk',
    role,
  };
  const res = await context.request.post(`${baseUrl()}/api/admin/users`, { data: { ...account, loginMethod: 'local' }, headers: { Origin: baseUrl() } });
  if (res.status() !== 201) throw new Error(`creating ${firstName} failed: ${res.status()} ${await res.text()}`);
  return { ...account, id: ((await res.json()) as { id: string }).id };
}

async function roleOnServer(context: BrowserContext, email: string): Promise<string | undefined> {
  const res = await context.request.get(`${baseUrl()}/api/admin/users`);
  return ((await res.json()) as { email: string; role: string }[]).find((u) => u.email === email)?.role;
}

describe('staff desk', () => {
  it.each([PHONE, DESKTOP])('/user-management at $width px asks before a role changes; Cancel keeps the old one', async (viewport) => {
    const { page, context } = await browser.openPage({ viewport, path: '/user-management', signedInAs: superAdmin });
    const account = await newAccount(context, `Rolf${viewport.width}`);
    await page.reload();
    const row = page.locator(`[data-testid="um-user-row"][data-email="${account.email}"]`);
    await expectVisible(row);
    // A card on a phone, a table row on a desktop: either way Role and Status are on screen.
    expect(await row.evaluate((el) => el.tagName)).toBe(viewport === PHONE ? 'LI' : 'TR');
    const select = row.getByTestId('um-role-select');
    expect(await select.isVisible()).toBe(true);
    expect(await row.getByTestId('um-active-switch').isVisible()).toBe(true);
    await shoot(page, 'user-management-desk', viewport);

    await select.selectOption('admin');
    const dialog = page.getByTestId('um-role-confirm-dialog');
    await expectVisible(dialog);
    await expectText(page.getByTestId('um-role-confirm-access'), /accounting, staff users/);
    await shoot(page, 'user-management-role-confirm', viewport);
    await page.getByTestId('um-role-cancel').click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await select.inputValue()).toBe('loan_officer');
    expect(await roleOnServer(context, account.email)).toBe('loan_officer');

    await select.selectOption('admin');
    await page.getByTestId('um-role-confirm').click();
    await expectToast(page, 'User Updated', `Rolf${viewport.width} Desk is now Admin.`);
    await expect.poll(() => select.inputValue()).toBe('admin');
    expect(await roleOnServer(context, account.email)).toBe('admin');

    // The actions button offers what a super admin does to another's account.
    await row.getByTestId('um-actions').click();
    await expectVisible(page.getByTestId('um-action-reset-password'));
    await expectVisible(page.getByTestId('um-action-delete'));
    await page.keyboard.press('Escape');
    // The dashboard's Staff Users tab is the same screen, with the same account.
    await page.goto('/admin?tab=accounts');
    await expectVisible(page.getByTestId('accounts-tab'));
    await expectVisible(page.locator(`[data-testid="um-user-row"][data-email="${account.email}"]`));
  });

  it.each([PHONE, DESKTOP])('a toast at $width px keeps clear of the dialog buttons it answers', async (viewport) => {
    const { page, context } = await browser.openPage({ viewport, path: '/user-management', signedInAs: superAdmin, allowConsoleErrors: [/status of 404/] });
    const account = await newAccount(context, `Gone${viewport.width}`);
    await page.reload();
    await page.locator(`[data-testid="um-user-row"][data-email="${account.email}"]`).getByTestId('um-role-select').selectOption('admin');
    const dialog = page.getByTestId('um-role-confirm-dialog');
    await expectVisible(dialog);
    // Deleted elsewhere meanwhile: the change is refused, the dialog stays open under the toast.
    const deleted = await context.request.delete(`${baseUrl()}/api/admin/users/${account.id}`, {
      data: { email: superAdmin.email, password: superAdmin.password },
      headers: { Origin: baseUrl() },
    });
    expect(deleted.status(), await deleted.text()).toBe(200);
    await page.getByTestId('um-role-confirm').click();
    await expectToast(page, 'Update Failed');
    await expectVisible(dialog);
    await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
    await expectNotCovering(page.getByTestId('toast'), {
      Cancel: page.getByTestId('um-role-cancel'),
      confirm: page.getByTestId('um-role-confirm'),
      Close: dialog.getByRole('button', { name: 'Close', exact: true }),
    });
    await shoot(page, 'toast-over-dialog', viewport);
  });

  it('a toast on a phone keeps clear of the signature pad', async () => {
    const admin = await browser.openPage({ viewport: DESKTOP });
    await signInThroughApi(admin.context, superAdmin);
    const officer = await newAccount(admin.context, 'Sigrid');
    const { page } = await browser.openPage({ viewport: PHONE, path: '/profile', signedInAs: officer });
    const canvas = page.getByTestId('signature-canvas');
    await canvas.scrollIntoViewIfNeeded();
    await expect.poll(() => canvas.evaluate((el: HTMLCanvasElement) => el.style.touchAction), { timeout: 10_000, interval: 50 }).toBe('none');
    const box = await canvas.boundingBox();
    if (!box) throw new Error('the signature pad is not on screen');
    await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.5);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.8, box.y + box.height * 0.4, { steps: 8 });
    await page.mouse.up();
    await page.getByTestId('signature-save').click();
    await expectToast(page, 'Profile Updated');
    // Removed again: the pad is back while the toast says so.
    await page.getByRole('button', { name: 'Remove Signature' }).click();
    await expectToast(page, 'Profile Updated');
    await expectVisible(canvas);
    await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
    await expectNotCovering(page.getByTestId('toast'), {
      'signature pad': canvas,
      'Save Signature': page.getByTestId('signature-save'),
      Clear: page.getByTestId('signature-clear'),
    });
    await shoot(page, 'toast-over-signature', PHONE);
  });

  it('/applications rows open the application by click and by keyboard', async () => {
    const guest = await browser.openPage();
    const tag = `Rw${randomBytes(3).toString('hex')}`;
    const name = `Rowan ${tag}`;
    const number = await submitApplication(guest.context.request, { name, email: `${tag.toLowerCase()}@example.com`, phone: '876-555-0142' });

    const { page } = await browser.openPage({ viewport: DESKTOP, path: '/applications', signedInAs: superAdmin });
    await page.getByTestId('applications-search').fill(tag);
    const row = page.locator(`[data-testid="application-row"][data-application-number="${number}"]`);
    await expectVisible(row);
    // Anywhere on the row, not only its button.
    await row.getByText(name, { exact: true }).click();
    const dialog = page.getByTestId('review-dialog');
    await expectText(dialog.getByRole('heading', { level: 2 }), 'Review Application');
    await expectText(dialog.getByText(number, { exact: true }), number);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);

    await row.getByTestId('application-open').focus();
    await page.keyboard.press('Enter');
    await expectVisible(dialog);
    await page.keyboard.press('Escape');

    // A phone has cards, each with its own button.
    const phone = await browser.openPage({ viewport: PHONE, path: '/applications', signedInAs: superAdmin });
    await phone.page.getByTestId('applications-search').fill(tag);
    const card = phone.page.locator(`[data-testid="application-row"][data-application-number="${number}"]`);
    await card.getByRole('button', { name: `Review Application ${number}` }).focus();
    await phone.page.keyboard.press('Enter');
    await expectVisible(phone.page.getByTestId('review-tab-overview'));
  });

  it('a phone picks the dashboard section from one select, under a compact summary', async () => {
    const { page } = await browser.openPage({ viewport: PHONE, path: '/admin', signedInAs: superAdmin });
    await expectVisible(page.getByTestId('admin-summary-total'));
    const picker = page.getByTestId('admin-section-picker');
    await expectVisible(picker);
    expect(await page.locator('[data-testid^="admin-tab-"]').count()).toBe(0);
    // The summary and the picker both sit within the first screen.
    const summary = await page.getByRole('region', { name: 'Application summary' }).boundingBox();
    const pickerBox = await picker.boundingBox();
    expect(summary && summary.height).toBeLessThanOrEqual(PHONE.height * 0.3);
    expect(pickerBox && pickerBox.y + pickerBox.height).toBeLessThanOrEqual(PHONE.height);
    await shoot(page, 'admin-section-picker', PHONE);

    await picker.selectOption('payments');
    await expectPath(page, '/admin', '?tab=payments');
    await expectVisible(page.getByTestId('payments-tab'));
    expect(await picker.inputValue()).toBe('payments');
  });
});
