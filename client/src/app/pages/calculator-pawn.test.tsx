// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ZShopSettings, type TShopSettings } from '@common/contracts/shop-settings';
import { SHOP_FALLBACK } from '@/lib/use-shop-settings';
import { installFakeApi, refuse, reply } from '@/test/fake-api';
import { renderUi } from '@/test/render-ui';
import { PawnExampleCard } from '@/features/calculator/components/pawn-example-card';
import { CalculatorPage } from './calculator-page';
import { LandingPage } from './landing-page';

// Issue 43: the calculator and the landing page offer the pawn beside the instalment loan, at the
// shop's own pawn terms, worked with common/pawn-terms.ts as the ledger and the ticket are.

function serveShop(shop: TShopSettings = SHOP_FALLBACK) {
  return installFakeApi()
    .on('GET', '/api/auth/user', () => refuse(401, 'Not signed in'))
    .on('GET', '/api/shop-settings', () => reply(ZShopSettings, shop));
}

/** The redemption table's rows as their cells read. */
const tableRows = () =>
  [1, 2, 3].map((month) => within(screen.getByTestId(`pawn-redeem-month-${month}`)).getAllByRole('cell').map((cell) => cell.textContent));

describe('the calculator\'s Pawn view', () => {
  it('shows the charge per month and what redeeming costs after 1, 2 and 3 months at the default terms', async () => {
    const api = serveShop();
    const { user } = renderUi(<CalculatorPage />, { path: '/calculator' });
    // The instalment loan stays the first view, as it was.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Loan Calculator');
    expect(screen.getByRole('tab', { name: 'Instalment loan' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('calculator-amount')).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Pawn' }));
    expect(screen.getByText('No amount yet')).toBeTruthy();
    expect(screen.getByTestId('pawn-terms').textContent).toBe(
      'The charge is 10% of the amount lent for every started month of 30 days, the first charged in full on the day you pawn. Due 30 days after the pawn, in one payment: no weekly payments and no late fees. Pay the charges to extend it; your goods stay redeemable for 365 days.',
    );
    await user.type(screen.getByLabelText('Amount to borrow (J$)'), '10,000');
    expect(screen.getByTestId('pawn-charge-per-period').textContent).toBe('J$1,000.00');
    expect(screen.getByText('Charge per month')).toBeTruthy();
    expect(screen.getByTestId('pawn-principal').textContent).toBe('J$10,000.00');
    expect(tableRows()).toEqual([
      ['J$1,000.00', 'J$11,000.00'],
      ['J$2,000.00', 'J$12,000.00'],
      ['J$3,000.00', 'J$13,000.00'],
    ]);
    expect(within(screen.getByTestId('pawn-redeem-month-2')).getByRole('rowheader').textContent).toBe('2 months');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Redeemed after', 'Charges', 'You pay']);
    // Worked on the page: nothing is sent.
    expect(api.calls('POST', '/api/calculator')).toEqual([]);
  });

  it('refuses an amount it cannot read or outside J$100.00 to J$10,000,000.00, inline', async () => {
    serveShop();
    const { user } = renderUi(<CalculatorPage />, { path: '/calculator?product=pawn' });
    const amount = screen.getByLabelText('Amount to borrow (J$)');
    await user.type(amount, '12.345');
    expect(screen.getByTestId('pawn-amount-error').textContent).toBe('Enter an amount in J$, for example 12000 or 12,000.50.');
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    await user.clear(amount);
    await user.type(amount, '99');
    expect(screen.getByTestId('pawn-amount-error').textContent).toBe('Enter an amount between J$100.00 and J$10,000,000.00.');
    expect(screen.getByText('No amount yet')).toBeTruthy();
    await user.clear(amount);
    await user.type(amount, '1234.57');
    expect(screen.queryByTestId('pawn-amount-error')).toBeNull();
    expect(screen.getByTestId('pawn-charge-per-period').textContent).toBe('J$123.46');
  });

  it('works at the shop\'s own terms: a percent with decimals and periods of other lengths', async () => {
    serveShop({ ...SHOP_FALLBACK, pawnTerms: { monthlyChargePercent: 12.5, periodDays: 15, termDays: 45 }, redemptionPeriodDays: 180 });
    const { user } = renderUi(<CalculatorPage />, { path: '/calculator?product=pawn' });
    await screen.findByText(/12\.5% of the amount lent for every started period of 15 days/);
    expect(screen.getByTestId('pawn-terms').textContent).toContain('Due 45 days after the pawn');
    expect(screen.getByTestId('pawn-terms').textContent).toContain('redeemable for 180 days');
    await user.type(screen.getByLabelText('Amount to borrow (J$)'), '1000');
    expect(screen.getByText('Charge per 15 days')).toBeTruthy();
    expect(screen.getByTestId('pawn-charge-per-period').textContent).toBe('J$125.00');
    // A month of 30 days has started two periods of 15.
    expect(tableRows().map((row) => row[1])).toEqual(['J$1,250.00', 'J$1,500.00', 'J$1,750.00']);
  });

  it('keeps what was typed in the instalment loan while the pawn is looked at', async () => {
    serveShop();
    const { user } = renderUi(<CalculatorPage />, { path: '/calculator' });
    await user.type(screen.getByTestId('calculator-amount'), '15000');
    await user.click(screen.getByRole('tab', { name: 'Pawn' }));
    await user.click(screen.getByRole('tab', { name: 'Instalment loan' }));
    expect((screen.getByTestId('calculator-amount') as HTMLInputElement).value).toBe('15000');
  });
});

describe('the landing page\'s pawn', () => {
  it('states the shop\'s pawn terms and links to the Pawn view', async () => {
    serveShop({ ...SHOP_FALLBACK, pawnTerms: { monthlyChargePercent: 8, periodDays: 30, termDays: 30 } });
    renderUi(<LandingPage />);
    const section = screen.getByTestId('landing-pawn');
    await within(section).findByText(/8% of the amount lent for every started month of 30 days/);
    expect(screen.getByRole('link', { name: 'Pawn Calculator' }).getAttribute('href')).toBe('/calculator?product=pawn');
    expect(within(section).getByRole('link', { name: 'See what a pawn costs' }).getAttribute('href')).toBe('/calculator?product=pawn');
  });

  it('works a J$10,000.00 example at the shop\'s terms (shown beside the text on a wide screen)', () => {
    serveShop();
    renderUi(<PawnExampleCard terms={{ monthlyChargePercent: 10, periodDays: 30 }} />);
    const card = screen.getByTestId('pawn-example');
    expect(within(card).getByText('Example: pawn for J$10,000.00')).toBeTruthy();
    expect(within(card).getByText('J$1,000.00')).toBeTruthy();
    expect(within(card).getAllByRole('definition').map((dd) => dd.textContent)).toEqual(['J$11,000.00', 'J$12,000.00', 'J$13,000.00']);
  });
});
