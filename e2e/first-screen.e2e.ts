import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { submitApplication } from './support/applications';
import { expectNoAxeViolations } from './support/axe';
import { baseUrl, DESKTOP, PHONE, useBrowser } from './support/browser';
import { expectVisible } from './support/expect-page';

// /admin comes drawn by the server for staff (issue 17 item 12): the dashboard with its data is in
// the page itself, the browser takes it over without drawing it again (a redrawing is a console
// error, which fails every journey), and the page, which holds a member of staff's data, is kept
// by no cache, the service worker's included.

const browser = useBrowser();
const superAdmin = inject('e2eAdmin');
const SCREENS_DIR = path.resolve('.tmp/screens');

async function anApplication(): Promise<string> {
  const guest = await browser.openPage();
  const slug = `first.${Date.now().toString(36)}`;
  return submitApplication(guest.context.request, { name: 'Tamika First-Screen', email: `${slug}@example.com`, phone: '876-555-0177' });
}

/** Holds the app's entry script back until the returned function is called. */
async function holdAppEntry(context: BrowserContext): Promise<() => void> {
  let letThrough = () => {};
  const gate = new Promise<void>((resolve) => (letThrough = resolve));
  await context.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await gate;
    await route.continue();
  });
  return letThrough;
}

describe('the dashboard drawn by the server', () => {
  it('is in the page itself, never kept, and shows without scripts', async () => {
    const number = await anApplication();
    const { context } = await browser.openPage({ signedInAs: superAdmin });
    const res = await context.request.get(`${baseUrl()}/admin`);
    expect(res.status()).toBe(200);
    expect(res.headers()['cache-control']).toBe('no-store');
    const html = await res.text();
    expect(html).toContain('id="first-screen"');
    expect(html).toContain('Admin Dashboard');
    expect(html).toContain(number);
    // Signed out, the same address is the page as built: nothing drawn, nothing of anyone's.
    const guest = await browser.openPage();
    const anonymous = await (await guest.context.request.get(`${baseUrl()}/admin`)).text();
    expect(anonymous).not.toContain('id="first-screen"');
    expect(anonymous).not.toContain(number);

    // A browser without scripts still shows the dashboard and its applications.
    const noScript = await browser.openPage({ signedInAs: superAdmin, javaScriptEnabled: false, path: '/admin' });
    expect(await noScript.page.locator('h1').first().textContent()).toBe('Admin Dashboard');
    expect(await noScript.page.getByTestId('admin-summary-total').isVisible()).toBe(true);
    expect(await noScript.page.getByText(number).first().isVisible()).toBe(true);
  });

  it.each([DESKTOP, PHONE])('at $width px the browser takes it over: the same elements, working buttons, no axe violations', async (viewport) => {
    const number = await anApplication();
    const { page, context } = await browser.openPage({ viewport, signedInAs: superAdmin });
    // A phone says so in its client hints; the server then draws the section picker, not the column.
    if (viewport === PHONE) await context.setExtraHTTPHeaders({ 'sec-ch-ua-mobile': '?1' });
    await page.goto('/admin');
    const heading = await page.locator('h1').first().elementHandle();
    await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
    // The heading the server drew is the one on screen: taken over, not drawn again.
    expect(await page.evaluate((h) => h?.isConnected ?? false, heading)).toBe(true);
    expect(await page.getByTestId(viewport === PHONE ? 'admin-section-picker' : 'admin-tab-loans').count()).toBe(1);
    // The app's scripts (all but the early script's own) were asked for only once the drawing was on screen.
    const timing = await page.evaluate(() => ({
      painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /^\/assets\/(?!early-)[^/]+\.js$/.test(new URL(entry.name).pathname))
        .map((entry) => entry.startTime),
    }));
    expect(timing.painted).not.toBeNull();
    expect(timing.scripts.length).toBeGreaterThan(3);
    expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.painted ?? Number.POSITIVE_INFINITY);

    const card = page.getByTestId('loan-card').filter({ hasText: number });
    await card.getByTestId('loan-card-review').click();
    await expectVisible(page.getByRole('dialog'));
    await page.keyboard.press('Escape');
    await expectNoAxeViolations(page, `admin drawn by the server at ${viewport.width} px`);
    await page.evaluate(() => document.fonts.ready);
    await mkdir(SCREENS_DIR, { recursive: true });
    await page.screenshot({ path: path.join(SCREENS_DIR, `admin-first-screen-${viewport.width}.png`) });
  });

  it('acts on a tap made before the scripts have arrived, once they have', async () => {
    const number = await anApplication();
    const { page, context } = await browser.openPage({ signedInAs: superAdmin });
    // The app's entry is held back: the page shows the drawing and nothing runs its buttons yet.
    const letThrough = await holdAppEntry(context);
    await page.goto('/admin');
    const card = page.getByTestId('loan-card').filter({ hasText: number });
    await card.getByTestId('loan-card-review').click();
    expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined();
    expect(await page.getByRole('dialog').count()).toBe(0);
    letThrough();
    await expectVisible(page.getByRole('dialog'));
    expect(await page.getByRole('dialog').textContent()).toContain(number);
  });

  it('opens the user menu tapped before the scripts have arrived (a menu that opens on the pointer going down)', async () => {
    const { page, context } = await browser.openPage({ signedInAs: superAdmin });
    const letThrough = await holdAppEntry(context);
    await page.goto('/admin');
    await page.getByTestId('user-menu-trigger').click();
    expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined();
    expect(await page.getByTestId('user-menu-profile').count()).toBe(0);
    letThrough();
    await expectVisible(page.getByTestId('user-menu-profile'));
    expect(await page.getByRole('menu').count()).toBe(1);
  });

  it('is never kept by the service worker as the offline page', async () => {
    const { page } = await browser.openPage({ signedInAs: superAdmin });
    await page.goto('/admin');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    // Now the worker answers the navigation (network first) and decides what to keep.
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
    const kept = await page.evaluate(async () => {
      const shell = await caches.match('/', { cacheName: 'pawnbook-shell-v1' });
      return shell ? shell.text() : null;
    });
    expect(kept).not.toBeNull();
    expect(kept).not.toContain('id="first-screen"');
    expect(kept).not.toContain('Admin Dashboard');
  });
});
