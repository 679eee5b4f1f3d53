import type { Locator } from 'playwright-core';
import { expect } from 'vitest';

type TBox = { x: number; y: number; width: number; height: number };

const overlapArea = (a: TBox, b: TBox): number =>
  Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) * Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));

/** Fails when the cover (a toast) lies over any of the targets on screen, naming each one it hides. */
export async function expectNotCovering(cover: Locator, targets: Record<string, Locator>): Promise<void> {
  const coverBox = await cover.boundingBox();
  if (!coverBox) throw new Error('the covering element is not on screen');
  const covered: string[] = [];
  for (const [name, target] of Object.entries(targets)) {
    const box = await target.boundingBox();
    if (!box) throw new Error(`${name} is not on screen`);
    if (overlapArea(coverBox, box) > 0) covered.push(`${name} ${JSON.stringify(box)}`);
  }
  expect(covered, `covered by ${JSON.stringify(coverBox)}`).toEqual([]);
}
