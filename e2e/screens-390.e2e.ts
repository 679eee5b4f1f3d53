import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PHONE } from './support/browser';
import { SCREENS, sweepScreensAt } from './support/screen-sweep';

// The app's address book: every path the router serves (client/src/app/router.tsx's route table).
const ROUTES_FILE = path.resolve('client/src/app/router.tsx');

/** `/application-submitted/:applicationNumber` matches `/application-submitted/PL-2026-000001`. */
function routeMatches(route: string, pathname: string): boolean {
  const pattern = route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+');
  return new RegExp(`^${pattern}$`).test(pathname);
}

describe('screens', () => {
  it('cover every route of the router', async () => {
    const routes = [...(await readFile(ROUTES_FILE, 'utf8')).matchAll(/\{ path: '([^']+)'/g)].map((m) => m[1] ?? '');
    expect(routes.length).toBeGreaterThan(5);
    const uncovered = routes.filter((route) => !SCREENS.some((screen) => routeMatches(route, new URL(screen.path, 'http://x').pathname)));
    expect(uncovered, 'routes without a screen here').toEqual([]);
  });
});

sweepScreensAt(PHONE);
