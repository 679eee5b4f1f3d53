// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ZPublicUser } from '@common/contracts/auth';
import { ZGoldPrices, ZGoldPricesResponse, ZSetGoldPricesRequest, type TGoldPrices, type TGoldPricesResponse } from '@common/contracts/gold-prices';
import { jamaicaToday } from '@common/jamaica-time';
import { centsToDecimalString, checkedCents } from '@common/money';
import type { TRole } from '@common/roles';
import { installFakeApi, refuse, reply, type TApiAnswer } from '@/test/fake-api';
import { aUser } from '@/test/fixtures';
import { renderUi } from '@/test/render-ui';
import { GoldPricesCard } from './gold-prices-card';

const PRICES = { '10': '4100.00', '14': '5750.00', '18': '7400.00', '22': '9050.00', '24': '9875.50' };
const YESTERDAYS: TGoldPrices = { date: '2026-03-04', pricesPerGram: PRICES, setBy: { userId: 'user-admin', name: 'Ada Admin', at: '2026-03-04T14:05:00.000Z' } };
const NONE: TGoldPricesResponse = { date: null, pricesPerGram: null, setBy: null };

/** GET as the server answers; PUT saves today's prices unless `refusal` is given. */
function serveGold(role: TRole, start: TGoldPricesResponse, refusal?: TApiAnswer) {
  let current = start;
  return installFakeApi()
    .on('GET', '/api/auth/user', () => reply(ZPublicUser, aUser(role)))
    .on('GET', '/api/gold-prices', () => reply(ZGoldPricesResponse, current))
    .on('PUT', '/api/admin/gold-prices', (request) => {
      const body = ZSetGoldPricesRequest.parse(request.body);
      if (refusal) return refusal;
      const pricesPerGram = Object.fromEntries(Object.entries(body.pricesPerGram).map(([k, v]) => [k, centsToDecimalString(checkedCents(v))])) as TGoldPrices['pricesPerGram'];
      current = { date: jamaicaToday(), pricesPerGram, setBy: { userId: 'user-admin', name: 'Ada Admin', at: new Date().toISOString() } };
      return reply(ZGoldPrices, current);
    });
}

describe('the Gold prices card', () => {
  it('lets an admin set today\'s prices, starting from the last ones, each field checked as the server checks it', async () => {
    const api = serveGold('admin', YESTERDAYS);
    const { user } = renderUi(<GoldPricesCard />);
    expect((await screen.findByTestId('gold-prices-status')).textContent).toMatch(/^Prices of 4 Mar 2026, set by Ada Admin, .+\. Today's are not set yet\.$/);
    const eighteen = screen.getByLabelText('18K (J$ per gram)') as HTMLInputElement;
    const ten = screen.getByLabelText('10K (J$ per gram)') as HTMLInputElement;
    expect([ten.value, eighteen.value]).toEqual(['4100.00', '7400.00']);

    await user.clear(ten);
    await user.clear(eighteen);
    await user.type(eighteen, '0');
    await user.click(screen.getByRole('button', { name: "Save today's prices" }));
    expect(api.calls('PUT', '/api/admin/gold-prices')).toEqual([]);
    expect(screen.getByTestId('gold-price-10-error').textContent).toBe('10K price per gram is required');
    expect(screen.getByTestId('gold-price-18-error').textContent).toBe('18K price per gram must be more than J$0.00');
    expect(eighteen.getAttribute('aria-invalid')).toBe('true');
    expect(eighteen.getAttribute('aria-describedby')).toBe(screen.getByTestId('gold-price-18-error').id);
    expect(screen.queryByTestId('gold-price-14-error')).toBeNull();
    expect(document.activeElement).toBe(ten);

    await user.type(ten, '4,150');
    expect(screen.queryByTestId('gold-price-10-error')).toBeNull();
    await user.clear(eighteen);
    await user.type(eighteen, '7450.25');
    await user.click(screen.getByRole('button', { name: "Save today's prices" }));
    expect(await screen.findByText("Today's gold prices saved.")).toBeTruthy();
    expect(api.calls('PUT', '/api/admin/gold-prices').map((r) => r.body)).toEqual([{ pricesPerGram: { ...PRICES, '10': '4,150', '18': '7450.25' } }]);
    // Saved: the prices shown, today's, with a way to change them.
    await waitFor(() => expect(screen.getByTestId('gold-price-shown-10').textContent).toBe('J$4,150.00'));
    expect(screen.getByTestId('gold-price-shown-18').textContent).toBe('J$7,450.25');
    expect(screen.getByTestId('gold-prices-status').textContent).toMatch(/^Today's prices, set by Ada Admin/);
    await user.click(screen.getByRole('button', { name: "Change today's prices" }));
    expect((screen.getByLabelText('24K (J$ per gram)') as HTMLInputElement).value).toBe('9875.50');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: "Today's gold prices" })).toBeNull();
    expect(api.unhandled).toEqual([]);
  });

  it('shows a loan officer the latest prices and the day they are from, with no form', async () => {
    serveGold('loan_officer', YESTERDAYS);
    renderUi(<GoldPricesCard />);
    expect((await screen.findByTestId('gold-price-shown-24')).textContent).toBe('J$9,875.50');
    expect(screen.getByTestId('gold-prices-status').textContent).toContain('Prices of 4 Mar 2026');
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('tells a loan officer none were set yet', async () => {
    serveGold('loan_officer', NONE);
    renderUi(<GoldPricesCard />);
    expect((await screen.findByTestId('gold-prices-status')).textContent).toBe('No gold prices have been set yet: an admin sets them.');
    expect(screen.queryByTestId('gold-prices-list')).toBeNull();
  });

  it('gives a super admin an empty form when none were set yet', async () => {
    serveGold('super_admin', NONE);
    renderUi(<GoldPricesCard />);
    expect((await screen.findByTestId('gold-prices-status')).textContent).toBe('No gold prices have been set yet.');
    expect((screen.getByLabelText('22K (J$ per gram)') as HTMLInputElement).value).toBe('');
  });

  it('shows the server\'s refusal under the karat it names', async () => {
    serveGold('admin', YESTERDAYS, refuse(400, '24K price per gram must be at most J$10,000,000.00.', 'VALIDATION_FAILED'));
    const { user } = renderUi(<GoldPricesCard />);
    await user.click(await screen.findByRole('button', { name: "Save today's prices" }));
    expect((await screen.findByTestId('gold-price-24-error')).textContent).toBe('24K price per gram must be at most J$10,000,000.00.');
    expect((await screen.findByTestId('toast-description')).textContent).toBe('24K price per gram must be at most J$10,000,000.00.');
  });
});
