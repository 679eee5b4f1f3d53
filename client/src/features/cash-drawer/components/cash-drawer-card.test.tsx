// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ZCashDrawerStateResponse, ZCloseCashDrawerResponse } from '@common/contracts/cash-drawer';
import { installFakeApi, reply } from '@/test/fake-api';
import { renderUi } from '@/test/render-ui';
import { CashDrawerCard } from './cash-drawer-card';

const OPEN = { id: 'd1', openedAt: '2026-05-12T13:00:00.000Z', openingFloat: '20000.00', cashIn: '3000.00', cashOut: '10000.00', expected: '13000.00' };
// What the page puts there (the reports feature's dialog): a stand-in here.
const endOfDay = <button type="button">End of day report</button>;

describe('the cash drawer card', () => {
  it('offers the end-of-day report beside the close, and still after the drawer is closed', async () => {
    let drawer: typeof OPEN | null = OPEN;
    installFakeApi()
      .on('GET', '/api/cash-drawer', () => reply(ZCashDrawerStateResponse, { drawer }))
      .on('POST', '/api/cash-drawer/close', () => {
        drawer = null;
        return reply(ZCloseCashDrawerResponse, { expected: '13000.00', counted: '12900.00', difference: '-100.00' });
      });
    const { user } = renderUi(<CashDrawerCard endOfDay={endOfDay} />);
    const close = await screen.findByRole('form', { name: 'Close the cash drawer' });
    expect(within(close).getAllByRole('button').map((b) => b.textContent)).toEqual(['Count and close', 'End of day report']);

    await user.type(within(close).getByLabelText('Counted cash (J$)'), '12900');
    await user.click(within(close).getByRole('button', { name: 'Count and close' }));
    expect((await screen.findByTestId('cash-drawer-result')).textContent).toContain('Drawer closed: Short by J$100.00');
    await screen.findByRole('form', { name: 'Open a cash drawer' });
    expect(screen.getByRole('button', { name: 'End of day report' })).toBeTruthy();
  });

  it('shows nothing of it where the page gives none', async () => {
    installFakeApi().on('GET', '/api/cash-drawer', () => reply(ZCashDrawerStateResponse, { drawer: null }));
    renderUi(<CashDrawerCard />);
    await screen.findByRole('form', { name: 'Open a cash drawer' });
    expect(screen.queryByRole('button', { name: 'End of day report' })).toBeNull();
  });
});
