// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseTermWeeks, quoteLoan } from '@common/calculator';
import { ZCalculatorResponse, type TCalculatorRequest } from '@common/contracts/calculator';
import { ZShopSettings, type TShopSettings } from '@common/contracts/shop-settings';
import { centsToNumber, toCents } from '@common/money';
import { LoanAgreementForm } from '@/features/applications/components/loan-agreement-form';
import { SHOP_FALLBACK } from '@/lib/use-shop-settings';
import { installFakeApi, refuse, reply } from '@/test/fake-api';
import { renderUi } from '@/test/render-ui';
import { CalculatorPage } from './calculator-page';

// Issue 34: the calculator and the loan form offer the shop's own rates and state its late fee.
const SHOP: TShopSettings = { ...SHOP_FALLBACK, interestRates: [15, 30], lateFeePercent: 10 };

/** The shop's settings, and the calculator answering with the shared maths as the server does. */
function serveShop(shop: TShopSettings) {
  return installFakeApi()
    .on('GET', '/api/auth/user', () => refuse(401, 'Not signed in'))
    .on('GET', '/api/shop-settings', () => reply(ZShopSettings, shop))
    .on('POST', '/api/calculator', (request) => {
      const body = request.body as TCalculatorRequest;
      if (!shop.interestRates.includes(body.interestRate)) return refuse(400, 'Interest rate must be one of the shop\'s');
      const quote = quoteLoan({ principalCents: toCents(body.loanAmount)!, ratePercent: body.interestRate, weeks: parseTermWeeks(body.termMonths)! });
      return reply(ZCalculatorResponse, {
        weeklyPayment: centsToNumber(quote.weeklyPaymentCents),
        totalInterest: centsToNumber(quote.totalInterestCents),
        totalPayments: centsToNumber(quote.totalPaymentsCents),
        termWeeks: quote.termWeeks,
        principal: centsToNumber(quote.principalCents),
        totalAmount: centsToNumber(quote.totalAmountCents),
        interestRate: body.interestRate,
        paymentFrequency: 'weekly',
      });
    });
}

describe("the shop's rates on the public pages", () => {
  it('the calculator offers the rates from Shop Settings and discloses the shop\'s late fee', async () => {
    const api = serveShop(SHOP);
    const { user } = renderUi(<CalculatorPage />, { path: '/calculator' });
    const rate30 = await screen.findByTestId('calculator-rate-30');
    expect(screen.getByTestId('calculator-rate-15')).toBeTruthy();
    expect(screen.queryByTestId('calculator-rate-20')).toBeNull();
    expect(screen.queryByTestId('calculator-rate-40')).toBeNull();

    await user.type(screen.getByTestId('calculator-amount'), '10000');
    await user.click(rate30);
    await user.selectOptions(screen.getByTestId('calculator-term'), '4');
    await user.click(screen.getByTestId('calculator-submit'));

    // J$10,000.00 at 30% over 4 weeks: J$3,250.00 a week; the late fee is 10% of it.
    await waitFor(() => expect(document.body.textContent).toContain('J$325.00 per late payment (10% of one weekly payment of J$3,250.00)'));
    const [calc] = api.calls('POST', '/api/calculator');
    expect(calc?.body).toMatchObject({ loanAmount: 10000, interestRate: 30, termMonths: '4weeks' });
  });

  it('the loan form lists only the shop\'s rates and states its late fee', async () => {
    serveShop(SHOP);
    renderUi(<LoanAgreementForm search="?amount=10000&rate=30&term=4" />, { path: '/loan-form' });
    const select = screen.getByRole('combobox', { name: /Interest Rate/ });
    await waitFor(() => expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Select rate', '15%', '30%']));
    expect((select as HTMLSelectElement).value).toBe('30');
    await waitFor(() => expect(screen.getByTestId('form-late-fee').textContent).toBe('J$325.00 per late payment (10% of one weekly payment of J$3,250.00)'));
    expect(screen.getByTestId('form-total-interest').textContent).toBe('J$3,000.00');
  });

  it('before the settings arrive, and on a shop that never set its own, the spec\'s 20% and 40%', async () => {
    serveShop(SHOP_FALLBACK);
    renderUi(<LoanAgreementForm search="?amount=10000&rate=20&term=4" />, { path: '/loan-form' });
    const select = screen.getByRole('combobox', { name: /Interest Rate/ });
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Select rate', '20%', '40%']);
    await waitFor(() => expect(screen.getByTestId('form-late-fee').textContent).toBe('J$600.00 per late payment (20% of one weekly payment of J$3,000.00)'));
  });
});
