import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const SCREENS_DIR = path.resolve('.tmp/screens');

/** A full-page screenshot into .tmp/screens/<name>.png, failing on any horizontal overflow. */
export async function captureScreen(page: Page, name: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await mkdir(SCREENS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENS_DIR, `${name}.png`), fullPage: true });
  const widths = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(widths.scrollWidth, `horizontal overflow in ${name}`).toBeLessThanOrEqual(widths.innerWidth);
}
