// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PLEDGE_MESSAGES, pawnItemTagPath, pawnTicketPath } from '@common/contracts/pledges';
import { uploadPathOf } from '@/test/fake-api';
import { renderUi, type TRendered } from '@/test/render-ui';
import { PledgeItemsSection } from './pledge-items-section';
import { aPledge, anItem, aTicketedPledge, LOAN_ID, png, servePledge } from './pledges.test-support';

const toastText = async () => {
  await screen.findByTestId('toast');
  return { title: screen.getByTestId('toast-title').textContent, description: screen.getByTestId('toast-description').textContent };
};

async function openAddItem({ user }: TRendered) {
  await user.click(await screen.findByRole('button', { name: 'Add Item' }));
  return screen.findByRole('dialog', { name: 'Add Item' });
}

describe('Items in the application review', () => {
  it('takes an item in with two photos from the camera input, naming what is missing first, then shows the appraisal against the loan', async () => {
    const { api } = servePledge();
    const view = renderUi(<PledgeItemsSection loanId={LOAN_ID} />);
    const { user } = view;
    expect(await screen.findByTestId('pledge-items-empty')).toBeTruthy();

    const dialog = await openAddItem(view);
    const submit = within(dialog).getByRole('button', { name: 'Add Item' });
    await user.click(submit);
    const category = within(dialog).getByLabelText(/^Category/);
    expect(within(dialog).getByRole('alert').textContent).toBe('Please choose a category.');
    expect(category.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(category);

    await user.selectOptions(category, 'Jewellery');
    await user.selectOptions(within(dialog).getByLabelText(/^Condition/), 'Good');
    await user.type(within(dialog).getByLabelText(/^Description/), 'Gold rope chain, 50 cm');
    await user.type(within(dialog).getByLabelText('Metal'), 'Gold');
    await user.type(within(dialog).getByLabelText('Karat'), '18');
    await user.type(within(dialog).getByLabelText('Weight (g)'), '12.5');
    await user.type(within(dialog).getByLabelText(/^Appraised value/), '19200');
    await user.type(within(dialog).getByLabelText('Storage location'), 'Safe A, shelf 2');
    await user.click(submit);
    // No photo yet: said, and nothing sent.
    expect(within(dialog).getByRole('alert').textContent).toBe(PLEDGE_MESSAGES.photosCount);
    expect(api.calls('POST', `/api/pawn-loans/${LOAN_ID}/items`)).toEqual([]);

    // The phone's back camera opens for the pictures of the goods.
    expect(dialog.querySelector('input[type="file"][capture="environment"]')).not.toBeNull();
    await user.upload(within(dialog).getByLabelText('Item photo file'), png('front.png'));
    await within(dialog).findByRole('button', { name: 'Remove item photo 1' });
    await user.upload(within(dialog).getByLabelText('Item photo file'), png('back.png'));
    await within(dialog).findByRole('button', { name: 'Remove item photo 2' });
    await user.click(submit);

    expect(await toastText()).toEqual({ title: 'Item added', description: 'PI-2026-000101: Gold rope chain, 50 cm' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls('POST', `/api/pawn-loans/${LOAN_ID}/items`).map((r) => r.body)).toEqual([
      {
        category: 'jewellery',
        description: 'Gold rope chain, 50 cm',
        serialNumber: null,
        markings: null,
        metal: 'Gold',
        karat: 18,
        weightGrams: 12.5,
        condition: 'good',
        appraisedValue: '19200',
        photoUrls: [uploadPathOf(1), uploadPathOf(2)],
        storageLocation: 'Safe A, shelf 2',
      },
    ]);
    const card = await screen.findByRole('article', { name: 'PI-2026-000101' });
    expect(within(card).getAllByRole('button', { name: /^Enlarge pi-2026-000101 photo/ })).toHaveLength(2);
    expect(screen.getByTestId('pledge-appraised-total').textContent).toBe('J$19,200.00');
    // J$12,000.00 lent against J$19,200.00 of goods.
    expect(screen.getByTestId('pledge-ltv').textContent).toBe('62.5%');
    expect(screen.getByTestId('pledge-ticket-number').textContent).toBe('Not issued yet');
    expect(screen.queryByRole('link', { name: 'Print ticket' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Print 80 mm' })).toBeNull();
    expect(within(card).getByRole('link', { name: 'Print tag for PI-2026-000101' }).getAttribute('href')).toBe(pawnItemTagPath('11111111-1111-4111-8111-000000000101'));
    expect(api.unhandled).toEqual([]);
  });

  it('edits only what changed and deletes an item while there is no ticket', async () => {
    const item = anItem();
    const { api } = servePledge({ pledge: aPledge({ items: [item], status: 'appraised', appraisedTotal: '9600.00', loanToValuePercent: 125 }) });
    const { user } = renderUi(<PledgeItemsSection loanId={LOAN_ID} />);
    // More lent than the goods are worth: said plainly.
    expect(await screen.findByTestId('pledge-ltv-warning')).toBeTruthy();

    await user.click(await screen.findByRole('button', { name: 'Edit PI-2026-000001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Item PI-2026-000001' });
    // Category and the metal details stay as taken in.
    expect((within(dialog).getByLabelText(/^Category/) as HTMLSelectElement).disabled).toBe(true);
    const location = within(dialog).getByLabelText('Storage location');
    await user.clear(location);
    await user.type(location, 'Safe B');
    await user.click(within(dialog).getByRole('button', { name: 'Save Item' }));
    expect(await toastText()).toEqual({ title: 'Item saved', description: 'PI-2026-000001 was updated.' });
    expect(api.calls('PATCH', `/api/pawn-items/${item.id}`).map((r) => r.body)).toEqual([{ storageLocation: 'Safe B' }]);
    await waitFor(() => expect(screen.getByRole('article', { name: 'PI-2026-000001' }).textContent).toContain('Safe B'));

    await user.click(screen.getByRole('button', { name: 'Delete PI-2026-000001' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Item' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete Item' }));
    expect(await screen.findByTestId('pledge-items-empty')).toBeTruthy();
    expect(api.calls('DELETE', `/api/pawn-items/${item.id}`)).toHaveLength(1);
    expect(api.unhandled).toEqual([]);
  });

  it('once the ticket is issued: prints the ticket, offers no delete, and places a police hold that blocks editing', async () => {
    const item = anItem();
    const { api } = servePledge({ pledge: aTicketedPledge([item]) });
    const { user } = renderUi(<PledgeItemsSection loanId={LOAN_ID} />);
    const ticket = await screen.findByRole('link', { name: 'Print ticket' });
    expect(ticket.getAttribute('href')).toBe(pawnTicketPath('PL-2026-000042'));
    // The counter's 80 mm thermal printer (issue 34).
    expect(screen.getByRole('link', { name: 'Print 80 mm' }).getAttribute('href')).toBe(`${pawnTicketPath('PL-2026-000042')}?paper=80mm`);
    expect(screen.getByTestId('pledge-ticket-number').textContent).toBe('PT-2026-000001');
    expect(screen.getByTestId('pledge-redeemable-until').textContent).toBe('20 Nov 2027');
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Police hold on PI-2026-000001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Police Hold' });
    await user.click(within(dialog).getByRole('button', { name: 'Place Hold' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Police station is required');
    await user.type(within(dialog).getByLabelText(/^Police station/), 'Half Way Tree');
    await user.type(within(dialog).getByLabelText(/^Officer/), 'Cpl. Grant');
    await user.type(within(dialog).getByLabelText(/^Police reference/), 'HWT-2026-118');
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Reported stolen');
    await user.click(within(dialog).getByRole('button', { name: 'Place Hold' }));
    expect(await toastText()).toEqual({ title: 'Police hold placed', description: 'PI-2026-000001 is held (Half Way Tree, reference HWT-2026-118).' });
    expect(api.calls('POST', `/api/pawn-items/${item.id}/police-hold`).map((r) => r.body)).toEqual([
      { station: 'Half Way Tree', officer: 'Cpl. Grant', reference: 'HWT-2026-118', reason: 'Reported stolen' },
    ]);
    expect(await screen.findByTestId('pawn-item-hold')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit PI-2026-000001' })).toBeNull();
    // A loan officer may place a hold but not end one.
    expect(screen.queryByRole('button', { name: 'Release hold on PI-2026-000001' })).toBeNull();
    expect(api.unhandled).toEqual([]);
  });

  it('lets an admin end a hold: surrendered to the police, with the reference', async () => {
    const item = anItem({ status: 'police_hold', policeHold: { station: 'Half Way Tree', officer: 'Cpl. Grant', reference: 'HWT-2026-118', reason: 'Reported stolen', placedAt: '2026-11-21T14:00:00.000Z', placedByName: 'Lou Officer' } });
    const { api } = servePledge({ role: 'admin', pledge: aTicketedPledge([item]) });
    const { user } = renderUi(<PledgeItemsSection loanId={LOAN_ID} />);
    await user.click(await screen.findByRole('button', { name: 'Release hold on PI-2026-000001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Release Police Hold' });
    await user.click(within(dialog).getByRole('radio', { name: 'Surrendered to the police' }));
    await user.click(within(dialog).getByRole('button', { name: 'Record Surrender' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Reference is required');
    await user.type(within(dialog).getByLabelText(/^Reference/), 'HWT-2026-118/R');
    await user.click(within(dialog).getByRole('button', { name: 'Record Surrender' }));
    expect(await toastText()).toEqual({ title: 'Item surrendered', description: 'PI-2026-000001: Surrendered to police.' });
    expect(api.calls('DELETE', `/api/pawn-items/${item.id}/police-hold`).map((r) => r.body)).toEqual([{ outcome: 'surrendered', reference: 'HWT-2026-118/R' }]);
    await waitFor(() => expect(screen.getByTestId('pawn-item-status').getAttribute('data-status')).toBe('surrendered'));
    expect(api.unhandled).toEqual([]);
  });

  it('reads the pledge under the loan and says when it cannot', async () => {
    const { api } = servePledge();
    api.on('GET', '/api/pawn-loans/:id/pledge', () => ({ status: 500, body: { message: 'Internal Server Error' } }));
    renderUi(<PledgeItemsSection loanId={LOAN_ID} />);
    expect((await screen.findByTestId('pledge-error')).textContent).toContain('We could not load the items of this loan.');
    expect(api.calls('GET', `/api/pawn-loans/${LOAN_ID}/pledge`).length).toBeGreaterThan(0);
  });
});
