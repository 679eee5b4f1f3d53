// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ZPublicUser } from '@common/contracts/auth';
import { ZAdminSummaryResponse } from '@common/contracts/dashboard';
import { ZFirstRunChecklist } from '@common/contracts/own-account';
import { ZPawnLoanListResponse } from '@common/contracts/pawn-loans-list';
import type { TRole } from '@common/roles';
import { createQueryClient } from '@/lib/query-client';
import { installFakeApi, refuse, reply } from '@/test/fake-api';
import { aUser } from '@/test/fixtures';
import { renderUi } from '@/test/render-ui';
import { AdminPage, preloadAdminPage } from './admin-page';

const NO_COUNTS = { all: 0, submitted: 0, reviewed: 0, approved: 0, rejected: 0, active: 0, completed: 0, defaulted: 0 };
const SUMMARY = { total: 0, pending: 0, approved: 0, rejected: 0, active: 0, completed: 0, value: '0.00', openLoans: 0, lentOut: '0.00', owed: '0.00' };

/** The server of a visit by this role (null: nobody is signed in). */
function serverFor(role: TRole | null) {
  return installFakeApi()
    .on('GET', '/api/auth/user', () => (role ? reply(ZPublicUser, aUser(role)) : refuse(401, 'Not authenticated')))
    .on('GET', '/api/admin/summary', () => reply(ZAdminSummaryResponse, SUMMARY))
    .on('GET', '/api/pawn-loans', () => reply(ZPawnLoanListResponse, { items: [], total: 0, totalCapped: false, page: 1, pageSize: 12, counts: NO_COUNTS }));
}

// The /admin route's preload (router.tsx): the opening tab's first data and the summary are asked
// for as soon as the session is known, through the query client the page then reads them from.
describe("/admin's route preload", () => {
  it('asks staff for the summary and the Loan Applications tab’s first page, into the query client', async () => {
    const api = serverFor('loan_officer');
    const client = createQueryClient();
    await preloadAdminPage(client);
    await expect.poll(() => client.getQueryState(['/api/admin/summary'])?.status).toBe('success');
    await expect.poll(() => api.calls('GET', '/api/pawn-loans').length).toBe(1);
    expect(api.calls('GET', '/api/pawn-loans')[0]!.query.get('pageSize')).toBe('12');
    expect(api.calls('GET', '/api/admin/summary')).toHaveLength(1);
    expect(api.calls('GET', '/api/auth/user/first-run')).toHaveLength(0);
  });

  it('asks the owner (super admin) for the first-run checklist too, which sits above the summary', async () => {
    const api = serverFor('super_admin');
    await preloadAdminPage(createQueryClient());
    await expect.poll(() => api.calls('GET', '/api/auth/user/first-run').length).toBe(1);
    expect(api.calls('GET', '/api/admin/summary')).toHaveLength(1);
  });

  it('asks IT for no borrower data: it opens on a tab without a first page to fetch, and sees no summary', async () => {
    const api = serverFor('it');
    await preloadAdminPage(createQueryClient());
    expect(api.calls('GET', '/api/auth/user')).toHaveLength(1);
    expect(api.calls('GET', '/api/admin/summary')).toHaveLength(0);
    expect(api.calls('GET', '/api/pawn-loans')).toHaveLength(0);
  });

  it('asks for nothing else without a session (the page sends the visitor to sign in)', async () => {
    const api = serverFor(null);
    await preloadAdminPage(createQueryClient());
    expect(api.calls('GET', '/api/auth/user')).toHaveLength(1);
    expect(api.calls('GET', '/api/admin/summary')).toHaveLength(0);
    expect(api.calls('GET', '/api/pawn-loans')).toHaveLength(0);
  });
});

describe('/admin for the owner', () => {
  it('draws the summary and the sections only once the checklist above them has answered, so nothing is pushed down', async () => {
    vi.stubGlobal('__APP_VERSION__', '9.9.9');
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    serverFor('super_admin').on('GET', '/api/auth/user/first-run', async () => {
      await answered;
      return reply(ZFirstRunChecklist, { show: true, items: [{ id: 'shop-name', label: 'Name your shop', done: false, href: '/admin?tab=shop-settings' }] });
    });
    renderUi(<AdminPage />, { path: '/admin' });
    expect(await screen.findByTestId('admin-welcome')).toBeTruthy();
    // Long enough for the summary's answer to have arrived, had the page not waited.
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(screen.queryByRole('region', { name: 'Application summary' })).toBeNull();
    answer();
    const checklist = await screen.findByTestId('first-run-checklist');
    const summary = await screen.findByRole('region', { name: 'Application summary' });
    expect(checklist.compareDocumentPosition(summary) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
