// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ZAdminSummaryResponse } from '@common/contracts/dashboard';
import { installFakeApi, reply } from '@/test/fake-api';
import { renderUi } from '@/test/render-ui';
import { AdminSummaryCards } from './admin-summary-cards';

// Issue 30 item 8: with one J$12,000.00 loan being repaid (active) and none waiting for a first
// payment, the dashboard read "Approved 0". The tile counts approved and active loans together
// and says how many of each.
describe('AdminSummaryCards', () => {
  it('counts an active loan as an open loan, naming approved and active under it', async () => {
    installFakeApi().on('GET', '/api/admin/summary', () =>
      reply(ZAdminSummaryResponse, {
        total: 1,
        pending: 0,
        approved: 0,
        rejected: 0,
        active: 1,
        completed: 0,
        value: '0.00',
        openLoans: 1,
        lentOut: '10000.00',
        owed: '12000.00',
      }),
    );
    renderUi(<AdminSummaryCards />);

    const open = await screen.findByTestId('admin-summary-open-loans');
    expect(open.textContent).toBe('1');
    const tile = open.parentElement!;
    expect(tile.textContent).toContain('Open loans');
    expect(tile.textContent).toContain('0 approved, awaiting first payment; 1 active');
    expect(screen.queryByText('Approved', { exact: true })).toBeNull();
    expect(screen.getByTestId('admin-summary-owed').textContent).toBe('J$12,000.00');
    expect(screen.getByTestId('admin-summary-owed').parentElement!.textContent).toContain('J$10,000.00 lent on 1 open loan; J$0.00 of it approved, awaiting first payment.');
  });

  it('keeps the lines under the figures while they load, so the tab below does not move down when they come (layout shift)', async () => {
    installFakeApi().on('GET', '/api/admin/summary', () => new Promise(() => undefined));
    renderUi(<AdminSummaryCards />);

    expect(screen.getByTestId('admin-summary-open-loans-pending').parentElement!.textContent).toContain('– approved, awaiting first payment; – active');
    expect(screen.getByTestId('admin-summary-owed-pending').parentElement!.textContent).toContain('– lent on – open loans; – of it approved, awaiting first payment.');
  });
});
