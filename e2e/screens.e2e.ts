import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { DESKTOP, PHONE, unexpectedConsoleErrors, useBrowser, type TViewport } from './support/browser';
import { PUBLIC_SCREENS } from './support/public-screens';
import { STAFF_SCREENS } from './support/staff-screens';

const browser = useBrowser();
const SCREENS_DIR = path.resolve('.tmp/screens');
// The app's address book: every path the router serves (client/src/app/router.tsx).
const ROUTES_FILE = path.resolve('client/src/app/router.tsx');

const SCREENS = [...PUBLIC_SCREENS, ...STAFF_SCREENS];
const VIEWPORTS: TViewport[] = [PHONE, DESKTOP];
const CASES = SCREENS.flatMap((screen) => VIEWPORTS.map((viewport) => ({ screen, viewport })));

/** `/application-submitted/:applicationNumber` matches `/application-submitted/PL-2026-000001`. */
function routeMatches(route: string, pathname: string): boolean {
  const pattern = route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+');
  return new RegExp(`^${pattern}$`).test(pathname);
}

describe('screens', () => {
  it('cover every route of the router', async () => {
    const routes = [...(await readFile(ROUTES_FILE, 'utf8')).matchAll(/<Route path="([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(routes.length).toBeGreaterThan(5);
    const uncovered = routes.filter((route) => !SCREENS.some((screen) => routeMatches(route, new URL(screen.path, 'http://x').pathname)));
    expect(uncovered, 'routes without a screen here').toEqual([]);
  });

  it.each(CASES)('$screen.name at $viewport.width px fits the width, logs no errors and has no axe-core violations', async ({ screen, viewport }) => {
    // A page that is there to show a refusal logs its failed load; that one is expected.
    const allowConsoleErrors = screen.refusedWith ? [new RegExp(`^console: Failed to load resource: the server responded with a status of ${screen.refusedWith}\\b`)] : [];
    const { page, consoleErrors } = await browser.openPage({ viewport, signedInAs: screen.signedInAs, path: screen.path, allowConsoleErrors });
    await screen.ready(page);
    await page.waitForLoadState('networkidle');
    // From the top: a full-page capture of a scrolled page paints the sticky header mid-page.
    await page.evaluate(() => document.fonts.ready.then(() => window.scrollTo(0, 0)));

    await mkdir(SCREENS_DIR, { recursive: true });
    await page.screenshot({ path: path.join(SCREENS_DIR, `${screen.name}-${viewport.width}.png`), fullPage: true });

    // Nothing scrolls sideways: the page's scrolling box is no wider than what it shows.
    const widths = await page.evaluate(() => {
      const scroller = document.scrollingElement ?? document.documentElement;
      return { scrollWidth: scroller.scrollWidth, clientWidth: scroller.clientWidth };
    });
    expect(widths.scrollWidth, `horizontal scroll on ${screen.path} (${screen.name})`).toBeLessThanOrEqual(widths.clientWidth);
    expect(unexpectedConsoleErrors(consoleErrors).filter((message) => !allowConsoleErrors.some((allowed) => allowed.test(message)))).toEqual([]);
    await expectNoAxeViolations(page, `${screen.name} at ${viewport.width} px`);
  });
});
