import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './axe';
import { unexpectedConsoleErrors, useBrowser, type TViewport } from './browser';
import { PUBLIC_SCREENS } from './public-screens';
import { STAFF_SCREENS } from './staff-screens';

const SCREENS_DIR = path.resolve('.tmp/screens');

/** Every screen of the app: the public pages, then the staff and borrower pages. */
export const SCREENS = [...PUBLIC_SCREENS, ...STAFF_SCREENS];

/**
 * The sweep of every screen at one width: a full-page screenshot in .tmp/screens/, no sideways
 * scroll, no console errors and no axe-core violations. One file per width (screens-390,
 * screens-1366), so the two widths run side by side. Each person's screens open one after another
 * in one browser context, as in their own browser (signed in once, scripts cached).
 */
export function sweepScreensAt(viewport: TViewport): void {
  const browser = useBrowser();
  describe(`screens at ${viewport.width} px`, () => {
    it.each(SCREENS)('$name fits the width, logs no errors and has no axe-core violations', async (screen) => {
      // A page that is there to show a refusal logs its failed load; that one is expected.
      const allowConsoleErrors = screen.refusedWith ? [new RegExp(`^console: Failed to load resource: the server responded with a status of ${screen.refusedWith}\\b`)] : [];
      const { page, consoleErrors } = await browser.openPage({ viewport, signedInAs: screen.signedInAs, path: screen.path, allowConsoleErrors, sharedContext: true });
      await screen.ready(page);
      await page.waitForLoadState('networkidle');
      // From the top: a full-page capture of a scrolled page paints the sticky header mid-page.
      await page.evaluate(() => document.fonts.ready.then(() => window.scrollTo(0, 0)));

      await mkdir(SCREENS_DIR, { recursive: true });
      await page.screenshot({ path: path.join(SCREENS_DIR, `${screen.name}-${viewport.width}.png`), fullPage: true });

      // Nothing scrolls sideways: the page's scrolling box is no wider than what it shows.
      const widths = await page.evaluate(() => {
        const scroller = document.scrollingElement ?? document.documentElement;
        // The deepest element reaching past the right edge, named for the failure message.
        const past = Array.from(document.body.querySelectorAll('*')).filter((el) => el.getBoundingClientRect().right > scroller.clientWidth + 0.5);
        const culprit = past.find((el) => !past.some((other) => other !== el && el.contains(other)));
        const name = culprit ? `${culprit.tagName.toLowerCase()}${culprit.getAttribute('data-testid') ? `[data-testid=${culprit.getAttribute('data-testid')}]` : ''} "${(culprit.textContent ?? '').trim().slice(0, 60)}"` : 'none';
        return { scrollWidth: scroller.scrollWidth, clientWidth: scroller.clientWidth, culprit: name };
      });
      expect(widths.scrollWidth, `horizontal scroll on ${screen.path} (${screen.name}), past the edge: ${widths.culprit}`).toBeLessThanOrEqual(widths.clientWidth);
      expect(unexpectedConsoleErrors(consoleErrors).filter((message) => !allowConsoleErrors.some((allowed) => allowed.test(message)))).toEqual([]);
      await expectNoAxeViolations(page, `${screen.name} at ${viewport.width} px`);
    });
  });
}
