import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

// Beyond the WCAG tags: landmarks a screen reader can tell apart (best practice), and the
// experimental check that a control's name contains its visible text (WCAG 2.5.3, label in name).
const EXTRA_RULES = Object.fromEntries(
  [
    'landmark-unique',
    'landmark-one-main',
    'landmark-no-duplicate-banner',
    'landmark-no-duplicate-contentinfo',
    'landmark-no-duplicate-main',
    'landmark-banner-is-top-level',
    'landmark-contentinfo-is-top-level',
    'landmark-main-is-top-level',
    'label-content-name-mismatch',
  ].map((rule) => [rule, { enabled: true }]),
);

/**
 * Runs axe-core (WCAG 2.1 A and AA rules, plus EXTRA_RULES) on what the page shows now and fails
 * with each rule, its impact and the first offending elements when anything is found. Call it once
 * the screen has settled (after the expectVisible of what the step is about), on each screen a
 * journey visits.
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
  const results = await new AxeBuilder({ page })
    .options({ runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, rules: EXTRA_RULES })
    .analyze();
  const found = results.violations.map(
    (v) => `${v.id} (${v.impact ?? 'unknown'}): ${v.help} -> ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`,
  );
  // Joined, so the failure prints every finding rather than a folded array.
  expect(found.join('\n'), `axe-core violations on ${screen}`).toBe('');
}
