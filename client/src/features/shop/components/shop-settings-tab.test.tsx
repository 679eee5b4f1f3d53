// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ZUploadStoredResponse, ZUploadTargetResponse } from '@common/contracts/objects';
import { centsToDecimalString, checkedCents } from '@common/money';
import { REDEMPTION_PERIOD_WARNING, ZShopSettings, ZUpdateShopSettingsRequest, type TShopSettings } from '@common/contracts/shop-settings';
import { SHOP_FALLBACK } from '@/lib/use-shop-settings';
import { installFakeApi, refuse, reply, uploadPathOf, type TApiAnswer } from '@/test/fake-api';
import { renderUi } from '@/test/render-ui';
import { ShopSettingsTab } from './shop-settings-tab';

const png = (name = 'logo.png') => new File([new Uint8Array(4).fill(0x89)], name, { type: 'image/png' });


/** The shop settings calls as the server answers them; PUT saves unless `refusal` is given. */
function serveShop({ refusal }: { refusal?: TApiAnswer } = {}) {
  const api = installFakeApi();
  let saved: TShopSettings = SHOP_FALLBACK;
  let uploads = 0;
  api
    .on('GET', '/api/shop-settings', () => reply(ZShopSettings, saved))
    .on('POST', '/api/objects/upload', () => {
      uploads += 1;
      return reply(ZUploadTargetResponse, { uploadURL: `${window.location.origin}${uploadPathOf(uploads)}?token=t${uploads}`, objectPath: uploadPathOf(uploads) });
    })
    .on('PUT', '/objects/uploads/:id', (request) => reply(ZUploadStoredResponse, { objectPath: `/objects/uploads/${request.params.id}` }))
    .on('PUT', '/api/admin/shop-settings', (request) => {
      const body = ZUpdateShopSettingsRequest.parse(request.body);
      if (refusal) return refusal;
      const logoUrl = body.logoUrl === undefined ? saved.logoUrl : body.logoUrl === '' ? null : `/api/shop-settings/logo?v=${body.logoUrl.split('/').pop()}`;
      saved = {
        ...body,
        logoUrl,
        redemptionPeriodDays: body.redemptionPeriodDays ?? saved.redemptionPeriodDays,
        forfeitureNoticeDays: body.forfeitureNoticeDays ?? saved.forfeitureNoticeDays,
        interestRates: body.interestRates ?? saved.interestRates,
        lateFeePercent: body.lateFeePercent ?? saved.lateFeePercent,
        pawnTerms: { ...saved.pawnTerms, ...body.pawnTerms },
        counterApprovalLimit: body.counterApprovalLimit === undefined ? saved.counterApprovalLimit : centsToDecimalString(checkedCents(body.counterApprovalLimit)),
        maxLoanToValuePercent: body.maxLoanToValuePercent ?? saved.maxLoanToValuePercent,
        updatedAt: '2026-11-24T12:00:00.000Z',
      };
      return reply(ZShopSettings, saved);
    });
  return api;
}

describe('Shop Settings', () => {
  it('starts from the defaults, checks the fields as the server does, then saves them with a new logo', async () => {
    const api = serveShop();
    const { user } = renderUi(<ShopSettingsTab />);
    const name = (await screen.findByLabelText('Business name *')) as HTMLInputElement;
    expect(name.value).toBe('Pawnbook');
    expect((screen.getByLabelText('Support hours *') as HTMLInputElement).value).toBe('Monday to Friday 9AM to 5PM');

    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save Shop Settings' }));
    expect(screen.getByRole('alert').textContent).toBe('Business name is required');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    await user.type(name, 'Kingston Gold & Pawn');
    await user.type(screen.getByLabelText('E-mail'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Save Shop Settings' }));
    expect(screen.getByRole('alert').textContent).toBe('E-mail must be an e-mail address');
    expect(api.calls('PUT', '/api/admin/shop-settings')).toEqual([]);

    await user.clear(screen.getByLabelText('E-mail'));
    await user.type(screen.getByLabelText('E-mail'), 'desk@kingstongold.example');
    await user.type(screen.getByLabelText('Address'), '12 King Street{enter}Kingston');
    await user.type(screen.getByLabelText('Phone'), '876-555-0142');
    await user.type(screen.getByLabelText('Bank of Jamaica licence number'), 'BOJ-MT-0042');
    await user.upload(screen.getByLabelText('Logo image file'), png());
    expect((await screen.findByRole('img', { name: 'Shop logo' })).getAttribute('src')).toBe(uploadPathOf(1));
    await user.click(screen.getByRole('button', { name: 'Save Shop Settings' }));

    expect(await screen.findByText('Shop settings saved.')).toBeTruthy();
    expect(api.calls('PUT', '/api/admin/shop-settings').map((r) => r.body)).toEqual([
      {
        businessName: 'Kingston Gold & Pawn',
        address: '12 King Street\nKingston',
        phone: '876-555-0142',
        email: 'desk@kingstongold.example',
        licenceNumber: 'BOJ-MT-0042',
        supportHours: 'Monday to Friday 9AM to 5PM',
        redemptionPeriodDays: 365,
        forfeitureNoticeDays: 14,
        interestRates: [20, 40],
        lateFeePercent: 20,
        pawnTerms: { monthlyChargePercent: 10, periodDays: 30, termDays: 30 },
        counterApprovalLimit: '20000.00',
        maxLoanToValuePercent: 70,
        logoUrl: uploadPathOf(1),
      },
    ]);
    await waitFor(() => expect(screen.getByRole('img', { name: 'Shop logo' }).getAttribute('src')).toBe('/api/shop-settings/logo?v=00000000-0000-4000-8000-000000000001'));

    // Saving again leaves the logo alone unless it was removed.
    await user.click(screen.getByRole('button', { name: 'Remove Logo' }));
    expect(screen.queryByRole('img', { name: 'Shop logo' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save Shop Settings' }));
    await waitFor(() => expect(api.calls('PUT', '/api/admin/shop-settings')).toHaveLength(2));
    expect(api.calls('PUT', '/api/admin/shop-settings')[1]?.body).toMatchObject({ logoUrl: '' });
    expect(api.unhandled).toEqual([]);
  });

  it('keeps the redemption period at the Act\'s 365 days unless changed, and warns below it', async () => {
    const api = serveShop();
    const { user } = renderUi(<ShopSettingsTab />);
    const days = (await screen.findByLabelText('Redemption period (days) *')) as HTMLInputElement;
    expect(days.value).toBe('365');
    expect(screen.queryByTestId('shop-redemption-warning')).toBeNull();
    await user.clear(days);
    await user.type(days, '20');
    await user.click(screen.getByRole('button', { name: 'Save Shop Settings' }));
    expect(screen.getByRole('alert').textContent).toBe('Redemption period (days) must be at least 30');
    expect(days.getAttribute('aria-invalid')).toBe('true');
    await user.clear(days);
    await user.type(days, '180');
    expect(screen.getByTestId('shop-redemption-warning').textContent).toBe(REDEMPTION_PERIOD_WARNING);
    await user.click(screen.getByRole('button', { name: 'Save Shop Settings' }));
    expect(await screen.findByText('Shop settings saved.')).toBeTruthy();
    expect(api.calls('PUT', '/api/admin/shop-settings').map((r) => (r.body as { redemptionPeriodDays: number }).redemptionPeriodDays)).toEqual([180]);
    await waitFor(() => expect((screen.getByLabelText('Redemption period (days) *') as HTMLInputElement).value).toBe('180'));
  });

  it('offers the table of rates and charges beside the rates, as the PDF the server draws from the saved settings', async () => {
    serveShop();
    renderUi(<ShopSettingsTab />);
    const link = await screen.findByRole('link', { name: 'Table of rates' });
    expect(link.getAttribute('href')).toBe('/api/shop-settings/rates-notice');
    expect(link.getAttribute('target')).toBe('_blank');
    // In the same group as the rates it prints.
    expect(link.closest('fieldset')?.textContent).toContain('Interest rates (%)');
  });

  it('shows the server\'s refusal and keeps what was typed', async () => {
    serveShop({ refusal: refuse(400, 'The logo upload was not found. Please upload it again.') });
    const { user } = renderUi(<ShopSettingsTab />);
    await user.type(await screen.findByLabelText('Phone'), '876-555-0142');
    await user.click(screen.getByRole('button', { name: 'Save Shop Settings' }));
    expect((await screen.findByTestId('toast-description')).textContent).toBe('The logo upload was not found. Please upload it again.');
    expect((screen.getByLabelText('Phone') as HTMLInputElement).value).toBe('876-555-0142');
  });

  it('edits the counter pawn settings with their own labels, shows each problem under its field, and saves them', async () => {
    const api = serveShop();
    const { user } = renderUi(<ShopSettingsTab />);
    const charge = (await screen.findByLabelText('Pawn charge (% per period) *')) as HTMLInputElement;
    const period = screen.getByLabelText('Pawn charge period (days) *') as HTMLInputElement;
    const term = screen.getByLabelText('Pawn term (days) *') as HTMLInputElement;
    const limit = screen.getByLabelText('Counter approval limit (J$) *') as HTMLInputElement;
    const ltv = screen.getByLabelText('Maximum loan-to-value (%) *') as HTMLInputElement;
    expect([charge.value, period.value, term.value, limit.value, ltv.value]).toEqual(['10', '30', '30', '20000.00', '70']);
    expect(screen.getByRole('group', { name: 'Counter pawns' })).toBe(screen.getByTestId('shop-pawn-settings'));
    // The owner sees what a pawner pays at the typed terms.
    expect(screen.getByTestId('shop-pawn-example').textContent).toBe(
      'A pawn of J$10,000.00 is charged J$1,000.00 a period; redeeming it at the end of month 1, 2 or 3 costs J$11,000.00, J$12,000.00, J$13,000.00.',
    );

    for (const [field, value] of [[charge, '12.345'], [period, '0'], [limit, '-5'], [ltv, '101']] as const) {
      await user.clear(field);
      await user.type(field, value);
    }
    await user.click(screen.getByRole('button', { name: 'Save Shop Settings' }));
    expect(api.calls('PUT', '/api/admin/shop-settings')).toEqual([]);
    // Every problem under its own field, the field marked and described by it; the term is fine.
    const errorOf = (input: HTMLInputElement) => document.getElementById(input.getAttribute('aria-describedby')!.split(' ')[1] ?? '')?.textContent;
    expect(errorOf(charge)).toBe('Pawn charge (% per period) may have at most two decimals');
    expect(errorOf(period)).toBe('Pawn charge period (days) must be at least 1');
    expect(errorOf(limit)).toBe('Counter approval limit must be J$0.00 or more');
    expect(errorOf(ltv)).toBe('Maximum loan-to-value (%) must be at most 100');
    for (const input of [charge, period, limit, ltv]) expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(term.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByTestId('shop-termDays-error')).toBeNull();
    expect(document.activeElement).toBe(charge);
    expect(screen.queryByTestId('shop-pawn-example')).toBeNull();

    // Typing in a field clears its own problem.
    await user.clear(charge);
    await user.type(charge, '12.5');
    expect(screen.queryByTestId('shop-monthlyChargePercent-error')).toBeNull();
    for (const [field, value] of [[period, '28'], [term, '60'], [limit, '35,000'], [ltv, '65']] as const) {
      await user.clear(field);
      await user.type(field, value);
    }
    expect(screen.getByTestId('shop-pawn-example').textContent).toContain('charged J$1,250.00 a period');
    await user.click(screen.getByRole('button', { name: 'Save Shop Settings' }));
    expect(await screen.findByText('Shop settings saved.')).toBeTruthy();
    expect(api.calls('PUT', '/api/admin/shop-settings')[0]?.body).toMatchObject({
      pawnTerms: { monthlyChargePercent: 12.5, periodDays: 28, termDays: 60 },
      counterApprovalLimit: '35,000',
      maxLoanToValuePercent: 65,
    });
    await waitFor(() => expect(limit.value).toBe('35000.00'));
    expect(screen.queryAllByText(/must be/)).toEqual([]);
  });

  it('shows the server\'s refusal of a pawn setting under its field', async () => {
    serveShop({ refusal: refuse(400, 'Pawn term (days) must be at most 365', 'VALIDATION_FAILED') });
    const { user } = renderUi(<ShopSettingsTab />);
    await user.click(await screen.findByRole('button', { name: 'Save Shop Settings' }));
    expect((await screen.findByTestId('shop-termDays-error')).textContent).toBe('Pawn term (days) must be at most 365');
    expect(screen.getByLabelText('Pawn term (days) *').getAttribute('aria-invalid')).toBe('true');
  });
});
