// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ZUploadStoredResponse, ZUploadTargetResponse } from '@common/contracts/objects';
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
});
