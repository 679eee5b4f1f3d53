import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Runs axe-core (WCAG 2.1 A and AA rules) on what the page shows now and fails with each rule,
 * its impact and the first offending elements when anything is found. Call it once the screen has
 * settled (after the expectVisible of what the step is about), on each screen a journey visits.
 */
export async function expectNoAxeViolations(page: Page, screen: string): Promise<void> {
  // A dialog fading in is half transparent: contrast measured mid-animation is wrong, and varies
  // with the machine's speed. Wait for every running animation and transition to end first (not the
  // endless ones, such as a spinner, which never do).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const found = results.violations.map(
    (v) => `${v.id} (${v.impact ?? 'unknown'}): ${v.help} -> ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`,
  );
  // Joined, so the failure prints every finding rather than a folded array.
  expect(found.join('\n'), `axe-core violations on ${screen}`).toBe('');
}
