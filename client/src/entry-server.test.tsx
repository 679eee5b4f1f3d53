// @vitest-environment jsdom
import { act, StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import type * as TailwindMerge from 'tailwind-merge';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ZAdminSummaryResponse } from '@common/contracts/dashboard';
import { ZPawnLoanListResponse } from '@common/contracts/pawn-loans-list';
import type { TRole } from '@common/roles';
import { App } from './app/app';
import { firstScreenReads, renderFirstScreen } from './entry-server';
import { knowMerges } from './lib/cn';
import { createQueryClient } from './lib/query-client';
import { SHOP_FALLBACK } from './lib/use-shop-settings';
import { installBrowserStubs } from './test/browser-stubs';
import { aUser, anApplication } from './test/fixtures';

// The dashboard's first screen as the server draws it (issue 17 item 12), and the browser's first
// render taking that drawing over (hydration) without drawing it again.

// Every call of tailwind-merge's twMerge (lib/cn.ts), counted; it still merges.
const twMergeCalls = vi.hoisted(() => ({ count: 0 }));
vi.mock('tailwind-merge', async (importOriginal) => {
  const actual = await importOriginal<typeof TailwindMerge>();
  return {
    ...actual,
    twMerge: (...classes: Parameters<typeof actual.twMerge>) => {
      twMergeCalls.count += 1;
      return actual.twMerge(...classes);
    },
  };
});

const SUMMARY = ZAdminSummaryResponse.parse({ total: 31, pending: 7, approved: 4, rejected: 2, value: '48000.00', openLoans: 9, lentOut: '120000.00', owed: '86500.00' });
const LIST = ZPawnLoanListResponse.parse({
  items: [anApplication(), anApplication({ id: '7a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', applicationNumber: 'PL-2025-000043', borrowerName: 'Devon Clarke' })],
  total: 31,
  page: 1,
  pageSize: 12,
  counts: { all: 31, submitted: 5, reviewed: 2, approved: 4, rejected: 2, active: 9, completed: 8, defaulted: 1 },
});
const SHOP = { ...SHOP_FALLBACK, businessName: 'Half Way Tree Pawn' };

function answersFor(role: TRole): Record<string, unknown> {
  const paths = firstScreenReads('/admin', aUser(role)) ?? [];
  const bodies: Record<string, unknown> = { '/api/shop-settings': SHOP, '/api/admin/summary': SUMMARY, '/api/pawn-loans?pageSize=12': LIST };
  return Object.fromEntries(paths.map((path) => [path, bodies[path]]));
}

beforeAll(() => {
  vi.stubGlobal('__APP_VERSION__', '9.9.9');
});

describe('what the server draws, and for whom', () => {
  it('draws /admin on Loan Applications for staff, from the summary (when the role sees it), the first page and the shop', () => {
    expect(firstScreenReads('/admin', aUser('super_admin'))).toEqual(['/api/shop-settings', '/api/pawn-loans?pageSize=12', '/api/admin/summary']);
    expect(firstScreenReads('/admin?tab=loans', aUser('admin'))).toContain('/api/admin/summary');
    expect(firstScreenReads('/admin/', aUser('loan_officer'))).toContain('/api/pawn-loans?pageSize=12');
    // An unknown tab opens on the role's first one, Loan Applications.
    expect(firstScreenReads('/admin?tab=nonsense', aUser('admin'))).not.toBeNull();
  });

  it('leaves every other page, tab and person to the browser', () => {
    expect(firstScreenReads('/admin?tab=payments', aUser('admin'))).toBeNull();
    expect(firstScreenReads('/applications', aUser('admin'))).toBeNull();
    expect(firstScreenReads('/admin', aUser('borrower'))).toBeNull();
    // it opens on System Admin and reads no applications.
    expect(firstScreenReads('/admin', aUser('it'))).toBeNull();
    // The one-time prompts (a new password, the owner's name) are the browser's.
    expect(firstScreenReads('/admin', { ...aUser('admin'), mustChangePassword: true })).toBeNull();
    expect(firstScreenReads('/admin', { ...aUser('super_admin'), firstName: null })).toBeNull();
  });
});

describe('the drawing', () => {
  it('shows the heading, the summary, the first applications and the shop, with no script in it', async () => {
    const user = aUser('super_admin');
    const { html, state } = await renderFirstScreen({ url: '/admin', user, answers: answersFor('super_admin'), viewport: 'desktop' });
    expect(html).toContain('Admin Dashboard');
    expect(html).toContain(`Welcome back, <!-- -->${user.firstName}`);
    expect(html).toContain('Half Way Tree Pawn');
    expect(html).toContain('PL-2025-000042');
    expect(html).toContain('Devon Clarke');
    expect(html).toContain('data-testid="admin-summary-total"');
    expect(html).toContain('J$86,500.00');
    // Nothing is left to a script the page's security policy would refuse.
    expect(html).not.toMatch(/<script|<template/);
    const keys = (state as DehydratedState).queries.map((q) => q.queryKey[0]);
    expect(keys).toEqual(expect.arrayContaining(['/api/auth/user', '/api/shop-settings', '/api/admin/summary', '/api/pawn-loans']));
  });

  it('draws the section picker for a phone and the column of sections for a desktop', async () => {
    const answers = answersFor('admin');
    const phone = await renderFirstScreen({ url: '/admin', user: aUser('admin'), answers, viewport: 'phone' });
    const desktop = await renderFirstScreen({ url: '/admin', user: aUser('admin'), answers, viewport: 'desktop' });
    expect(phone.html).toContain('<select');
    expect(desktop.html).not.toContain('<select');
    expect(desktop.html).toContain('aria-label="Dashboard sections"');
    const officer = await renderFirstScreen({ url: '/admin', user: aUser('loan_officer'), answers: answersFor('loan_officer'), viewport: 'desktop' });
    expect(officer.html).toContain('PL-2025-000042');
  });

  it('draws nothing when a part of the page fails: the browser then draws it all', async () => {
    vi.stubGlobal('__APP_VERSION__', undefined);
    // @ts-expect-error the build always defines it; here it is taken away so that What's New throws.
    delete globalThis.__APP_VERSION__;
    await expect(renderFirstScreen({ url: '/admin', user: aUser('admin'), answers: answersFor('admin'), viewport: 'phone' })).rejects.toThrow(/__APP_VERSION__/);
    vi.stubGlobal('__APP_VERSION__', '9.9.9');
  });
});

describe('the browser taking the drawing over', () => {
  let root: Root | null = null;
  beforeEach(() => {
    installBrowserStubs();
    window.history.replaceState(null, '', '/admin');
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    document.body.innerHTML = '';
  });

  it('keeps the server’s elements (no second drawing) and needs no request', async () => {
    const user = aUser('super_admin');
    // jsdom matches no media query: a phone.
    const { html, state, merges } = await renderFirstScreen({ url: '/admin', user, answers: answersFor('super_admin'), viewport: 'phone' });
    document.body.innerHTML = `<div id="root">${html}</div>`;
    // The drawing's merges, as main.tsx gives them before taking over: what tailwind-merge made of each.
    const { twMerge } = await vi.importActual<typeof TailwindMerge>('tailwind-merge');
    expect(merges.length).toBeGreaterThan(10);
    for (const [classes, merged] of merges) expect(merged).toBe(twMerge(classes));
    knowMerges(merges);
    twMergeCalls.count = 0;
    const container = document.getElementById('root') as HTMLElement;
    const heading = container.querySelector('h1');
    const firstCard = container.querySelector('[data-testid="admin-section-loans"]');
    const requests: string[] = [];
    globalThis.fetch = ((input: RequestInfo | URL) => {
      requests.push(String(input));
      return Promise.reject(new Error('no request is expected'));
    }) as typeof fetch;

    const client: QueryClient = createQueryClient();
    hydrate(client, state as DehydratedState);
    const redrawn: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(
        container,
        <StrictMode>
          <App client={client} viewport="phone" />
        </StrictMode>,
        { onRecoverableError: (error) => redrawn.push(error) },
      );
    });
    // The lazy page, tab and menu arrive and take their parts over too.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });

    expect(redrawn).toEqual([]);
    // Taking over asked nothing of tailwind-merge: its table is not built while the page starts.
    expect(twMergeCalls.count).toBe(0);
    expect(container.querySelector('h1')).toBe(heading);
    expect(container.querySelector('[data-testid="admin-section-loans"]')).toBe(firstCard);
    expect(container.textContent).toContain('PL-2025-000042');
    expect(requests).toEqual([]);
    client.clear();
  });
});
