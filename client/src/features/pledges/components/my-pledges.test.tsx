// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ZBorrowerPledgesResponse, pawnTicketPath } from '@common/contracts/pledges';
import { installFakeApi, reply } from '@/test/fake-api';
import { renderUi } from '@/test/render-ui';
import { MyPledges } from './my-pledges';
import { anItem, aTicketedPledge, PHOTO_1, PHOTO_2 } from './pledges.test-support';

describe("The borrower's pledges on their home page", () => {
  it('shows each pledge with its photos, its ticket PDF and the redeemable-until date, without where the goods are kept', async () => {
    const api = installFakeApi();
    const { storageLocation: _location, policeHold: _hold, ...item } = anItem({ photoUrls: [PHOTO_1, PHOTO_2] });
    const pledge = { ...aTicketedPledge([]), outstandingBalance: '3600.00', items: [{ ...item, status: 'in_pawn' as const }] };
    api.on('GET', '/api/borrower/pledges', () => reply(ZBorrowerPledgesResponse, { pledges: [pledge] }));
    renderUi(<MyPledges />);

    const card = await screen.findByTestId('borrower-pledge');
    expect(within(card).getByRole('heading', { name: 'PT-2026-000001' })).toBeTruthy();
    expect(within(card).getByTestId('borrower-pledge-until').textContent).toBe('20 Nov 2027');
    expect(within(card).getByRole('link', { name: 'Pawn ticket (PDF)' }).getAttribute('href')).toBe(pawnTicketPath('PL-2026-000042'));
    expect(within(card).getAllByTestId('borrower-pledge-photo').map((b) => b.querySelector('img')?.getAttribute('src'))).toEqual([PHOTO_1, PHOTO_2]);
    expect(card.textContent).toContain('Gold rope chain, 50 cm');
    expect(card.textContent).toContain('J$3,600.00');
    expect(card.textContent).not.toContain('Safe A');
    expect(api.unhandled).toEqual([]);
  });

  it('says so when there are none', async () => {
    const api = installFakeApi();
    api.on('GET', '/api/borrower/pledges', () => reply(ZBorrowerPledgesResponse, { pledges: [] }));
    renderUi(<MyPledges />);
    expect((await screen.findByTestId('borrower-pledges-empty')).textContent).toBe('You have no goods in pawn with us.');
  });
});
