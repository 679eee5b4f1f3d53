import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { baseUrl, DESKTOP, PHONE, signInThroughApi, useBrowser, type TViewport } from './support/browser';
import { expectText, expectToast, expectVisible } from './support/expect-page';
import { png } from './support/loan-form';
import type { TE2eUser } from './support/users';

const browser = useBrowser();
const admin = inject('e2eAdmin');
const SCREENS_DIR = path.resolve('.tmp/screens');

/** A borrower account of this journey's own (so the shared borrower's documents stay as they were), made by the super admin. */
async function newBorrowerAccount(): Promise<TE2eUser> {
  const { context } = await browser.openPage({ viewport: DESKTOP });
  await signInThroughApi(context, admin);
  const account: TE2eUser = {
    email: `profile.${randomBytes(4).toString('hex')}@e2e.pawnbook.test`,
    password: `e2e-profile-${randomBytes(6).toString('hex')}`,
    firstName: 'Shanice',
    lastName: 'Campbell',
    role: 'borrower',
  };
  const res = await context.request.post(`${baseUrl()}/api/admin/users`, { data: account, headers: { Origin: baseUrl() } });
  if (res.status() !== 201) throw new Error(`creating the borrower failed: ${res.status()} ${await res.text()}`);
  return account;
}

async function shoot(page: Page, name: string, viewport: TViewport): Promise<void> {
  await mkdir(SCREENS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENS_DIR, `${name}-${viewport.width}.png`), fullPage: true });
  const widths = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(widths.scrollWidth, `horizontal overflow in ${name} at ${viewport.width} px`).toBeLessThanOrEqual(widths.innerWidth);
}

/** The picture really arrived: the server let this user read their own attached upload. */
async function expectImageLoaded(image: Locator): Promise<void> {
  await expectVisible(image);
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 10_000, interval: 50 })
    .toBe(true);
}

/** Draws a stroke on the pad with the mouse (a finger on a phone draws the same events) and saves it. */
async function drawSignature(page: Page): Promise<void> {
  const canvas = page.getByTestId('signature-canvas');
  await canvas.scrollIntoViewIfNeeded();
  // signature_pad is loaded on demand and takes the canvas's touch handling once ready.
  await expect.poll(() => canvas.evaluate((el: HTMLCanvasElement) => el.style.touchAction), { timeout: 10_000, interval: 50 }).toBe('none');
  const box = await canvas.boundingBox();
  if (!box) throw new Error('the signature pad is not on screen');
  await page.mouse.move(box.x + box.width * 0.15, box.y + box.height * 0.6);
  await page.mouse.down();
  for (let step = 1; step <= 12; step += 1) {
    await page.mouse.move(box.x + box.width * (0.15 + step * 0.06), box.y + box.height * (0.6 - Math.sin(step / 2) * 0.3));
  }
  await page.mouse.up();
  await page.getByRole('button', { name: 'Save Signature' }).click();
}

describe('profile', () => {
  it('a signed-out visitor is asked to log in, on a phone and on a desktop', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { page } = await browser.openPage({ viewport, path: '/profile' });
      await expectText(page.getByTestId('profile-signed-out'), 'Please log in to view your profile.');
      await expectNoAxeViolations(page, `profile signed out at ${viewport.width} px`);
      await shoot(page, 'profile-signed-out', viewport);
    }
  });

  it('a borrower on a phone draws and saves a signature, sees it, uploads a TRN photo, then removes the signature', async () => {
    const borrower = await newBorrowerAccount();
    const { page } = await browser.openPage({ viewport: PHONE, path: '/profile', signedInAs: borrower });
    await expectText(page.getByRole('heading', { level: 1 }), 'Shanice Campbell');
    await expectText(page.getByTestId('profile-header').getByTestId('role-badge'), 'Borrower');
    await expectText(page.getByTestId('signature-status'), 'Not set');
    await expectText(page.getByTestId('trn-status'), 'Not set');
    await expectVisible(page.getByTestId('borrower-payments-empty'));
    await expectVisible(page.getByTestId('borrower-late-charges'));
    await expectNoAxeViolations(page, 'profile, nothing saved yet');
    await shoot(page, 'profile-empty', PHONE);

    await drawSignature(page);
    await expectToast(page, 'Profile Updated', 'Your profile has been updated successfully.');
    await expectText(page.getByTestId('signature-status'), 'Saved');
    await expectImageLoaded(page.getByTestId('signature-current').locator('img'));

    await page.getByTestId('trn-upload-input').setInputFiles(png('trn-card.png'));
    await expectText(page.getByTestId('trn-status'), 'Saved');
    await expectImageLoaded(page.getByTestId('trn-current').locator('img'));
    await expectVisible(page.getByRole('button', { name: 'Remove TRN Photo' }));
    await expectNoAxeViolations(page, 'profile with a signature and a TRN photo');
    await page.evaluate(() => window.scrollTo(0, 0));
    await shoot(page, 'profile', PHONE);

    // The enlarged signature opens in a dialog.
    await page.getByRole('button', { name: 'Enlarge your signature' }).click();
    await expectVisible(page.getByRole('dialog', { name: 'Your signature' }));
    await expectNoAxeViolations(page, 'profile, signature enlarged');
    await page.keyboard.press('Escape');

    // Saved on the server: a fresh load shows both.
    await page.reload();
    await expectText(page.getByTestId('signature-status'), 'Saved');
    await expectText(page.getByTestId('trn-status'), 'Saved');

    await page.getByRole('button', { name: 'Remove Signature' }).click();
    await expectToast(page, 'Profile Updated');
    await expectText(page.getByTestId('signature-status'), 'Not set');
    await expectVisible(page.getByTestId('signature-canvas'));
    expect(await page.getByTestId('signature-current').count()).toBe(0);
    await page.reload();
    await expectText(page.getByTestId('signature-status'), 'Not set');
    await expectText(page.getByTestId('trn-status'), 'Saved');

    // The same profile on a desktop.
    const desktop = await browser.openPage({ viewport: DESKTOP, path: '/profile', signedInAs: borrower });
    await expectText(desktop.page.getByTestId('trn-status'), 'Saved');
    await expectImageLoaded(desktop.page.getByTestId('trn-current').locator('img'));
    await expectVisible(desktop.page.getByTestId('signature-canvas'));
    await expectNoAxeViolations(desktop.page, 'profile on a desktop');
    await shoot(desktop.page, 'profile', DESKTOP);
  });

  it('a super admin without a name is asked for one at sign-in, then changes it in Account Settings', async () => {
    const { context } = await browser.openPage({ viewport: DESKTOP });
    await signInThroughApi(context, admin);
    const owner = {
      email: `owner.${randomBytes(4).toString('hex')}@e2e.pawnbook.test`,
      password: `e2e-owner-${randomBytes(6).toString('hex')}`,
      role: 'super_admin' as const,
    };
    const res = await context.request.post(`${baseUrl()}/api/admin/users`, { data: owner, headers: { Origin: baseUrl() } });
    expect(res.status(), await res.text()).toBe(201);

    for (const viewport of [PHONE, DESKTOP]) {
      const { page } = await browser.openPage({ viewport, path: '/admin', signedInAs: { ...owner, firstName: '', lastName: '' } });
      const ask = page.getByRole('dialog', { name: 'What should we call you?' });
      await expectVisible(ask);
      await expectNoAxeViolations(page, `own name prompt (${viewport.width})`);
      if (viewport === PHONE) {
        await ask.getByRole('button', { name: 'Later' }).click();
        await expect.poll(() => ask.count()).toBe(0);
        continue;
      }
      await ask.getByLabel('First name *').fill('Dana');
      await ask.getByLabel('Last name').fill('Reid');
      await ask.getByRole('button', { name: 'Save Name' }).click();
      await expect.poll(() => ask.count()).toBe(0);
      await expectText(page.getByText(/^Welcome back, /), 'Welcome back, Dana.');

      await page.goto('/profile#settings');
      await page.getByTestId('own-name-open').click();
      const edit = page.getByRole('dialog', { name: 'Edit Name' });
      await edit.getByLabel('First name *').fill('Danielle');
      await edit.getByRole('button', { name: 'Save Name' }).click();
      await expectToast(page, 'Name saved');
      await expectText(page.getByTestId('profile-header').getByRole('heading', { level: 1 }), 'Danielle Reid');
    }
  });
});
