// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PLEDGE_MESSAGES, ZPledge } from '@common/contracts/pledges';
import { reply, uploadPathOf } from '@/test/fake-api';
import { renderUi, type TRendered } from '@/test/render-ui';
import { PledgeItemsSection } from './pledge-items-section';
import { anItem, aTicketedPledge, LOAN_ID, servePledge } from './pledges.test-support';
import { RedeemOffer } from './redeem-offer';

const toastText = async () => {
  await screen.findByTestId('toast');
  return { title: screen.getByTestId('toast-title').textContent, description: screen.getByTestId('toast-description').textContent };
};

async function openRedeem({ user }: TRendered) {
  await user.click(await screen.findByRole('button', { name: 'Redeem' }));
  return screen.findByRole('dialog', { name: 'Redeem Pledge' });
}

/** Draws on the pad (signature_pad takes the canvas once it has loaded) and saves it as an upload. */
async function sign({ user }: TRendered, dialog: HTMLElement) {
  const pad = await within(dialog).findByRole('img', { name: /^Signature pad/ });
  await waitFor(() => expect(pad.style.touchAction).toBe('none'));
  await user.pointer([
    { keys: '[MouseLeft>]', target: pad, coords: { clientX: 20, clientY: 30 } },
    { target: pad, coords: { clientX: 90, clientY: 60 } },
    { keys: '[/MouseLeft]', target: pad, coords: { clientX: 160, clientY: 40 } },
  ]);
  await user.click(within(dialog).getByRole('button', { name: 'Save Signature' }));
  await within(dialog).findByRole('img', { name: 'Signature of the person collecting' });
}

describe('Redeem Pledge dialog', () => {
  it('shows what is still owed and does not redeem until it is paid', async () => {
    const { api } = servePledge({ pledge: aTicketedPledge([anItem()], { outstandingBalance: '1234.00' }) });
    const view = renderUi(<PledgeItemsSection loanId={LOAN_ID} />);
    const dialog = await openRedeem(view);
    expect(within(dialog).getByTestId('redeem-balance').textContent).toBe('Outstanding balance: J$1,234.00');
    expect(within(dialog).getByTestId('redeem-owed').textContent).toContain('Outstanding balance J$1,234.00 must be paid before redemption');
    expect((within(dialog).getByRole('button', { name: 'Redeem Pledge' }) as HTMLButtonElement).disabled).toBe(true);
    expect(api.calls('POST', `/api/pawn-loans/${LOAN_ID}/redeem`)).toEqual([]);
  });

  it('hands the goods back against the ticket: a wrong number is refused on its field, then the collector signs', async () => {
    const { api } = servePledge({ pledge: aTicketedPledge([anItem()], { outstandingBalance: '0.00', loanStatus: 'completed' }) });
    const view = renderUi(<PledgeItemsSection loanId={LOAN_ID} />);
    const { user } = view;
    const dialog = await openRedeem(view);
    expect(within(dialog).getByRole('list', { name: 'Items to hand back' }).textContent).toContain('PI-2026-000001 Gold rope chain, 50 cm');
    const submit = within(dialog).getByRole('button', { name: 'Redeem Pledge' });

    await user.click(submit);
    expect(within(dialog).getByRole('alert').textContent).toBe('Ticket number is required');
    await user.type(within(dialog).getByLabelText(/^Ticket number/), 'pt-2026-000009');
    await user.type(within(dialog).getByLabelText(/^Collected by/), 'Marcia Brown');
    await user.type(within(dialog).getByLabelText(/^ID number/), 'ID-778899');
    await user.click(submit);
    // Nothing is sent without the collector's signature.
    expect(within(dialog).getByRole('alert').textContent).toBe('Please have the person collecting sign, then press Save Signature.');
    expect(api.calls('POST', `/api/pawn-loans/${LOAN_ID}/redeem`)).toEqual([]);

    await sign(view, dialog);
    await user.click(submit);
    const ticket = within(dialog).getByLabelText(/^Ticket number/);
    await waitFor(() => expect(ticket.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByRole('alert').textContent).toBe(PLEDGE_MESSAGES.ticketMismatch);

    await user.clear(ticket);
    await user.type(ticket, 'PT-2026-000001');
    await user.click(submit);
    expect(await toastText()).toEqual({ title: 'Pledge redeemed', description: 'PT-2026-000001: the goods were handed to Marcia Brown.' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls('POST', `/api/pawn-loans/${LOAN_ID}/redeem`).map((r) => r.body)).toEqual([
      { ticketNumber: 'PT-2026-000009', collectedByName: 'Marcia Brown', collectedByIdNumber: 'ID-778899', signatureUrl: uploadPathOf(1) },
      { ticketNumber: 'PT-2026-000001', collectedByName: 'Marcia Brown', collectedByIdNumber: 'ID-778899', signatureUrl: uploadPathOf(1) },
    ]);
    expect((await screen.findByTestId('pledge-redemption')).textContent).toContain('by Marcia Brown (recorded by Lou Officer)');
    expect(screen.getByTestId('pawn-item-status').getAttribute('data-status')).toBe('redeemed');
    expect(screen.queryByRole('button', { name: 'Redeem' })).toBeNull();
    expect(api.unhandled).toEqual([]);
  });

  it('takes the scanned ticket: its field has the focus, Enter moves on to the collector without sending, another ticket is named at once', async () => {
    const { api } = servePledge({ pledge: aTicketedPledge([anItem()], { outstandingBalance: '0.00', loanStatus: 'completed' }) });
    const view = renderUi(<PledgeItemsSection loanId={LOAN_ID} />);
    const { user } = view;
    const dialog = await openRedeem(view);
    const ticket = within(dialog).getByLabelText<HTMLInputElement>(/^Ticket number/);
    await waitFor(() => expect(document.activeElement).toBe(ticket));
    // No real ticket's number as the example.
    expect(ticket.placeholder).toBe('Scan or type the ticket number');

    // A scanner types what the barcode holds, then Enter: another pledge's ticket is refused at once.
    await user.keyboard('pt-2026-000002{Enter}');
    expect(within(dialog).getByRole('alert').textContent).toBe(PLEDGE_MESSAGES.ticketMismatch);
    expect(document.activeElement).toBe(ticket);
    expect(ticket.value).toBe('PT-2026-000002');

    await user.clear(ticket);
    await user.keyboard(' pt-2026-000001 {Enter}');
    expect(ticket.value).toBe('PT-2026-000001');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(document.activeElement).toBe(within(dialog).getByLabelText(/^Collected by/));
    // Enter neither sent the form nor closed the dialog.
    expect(screen.getByRole('dialog', { name: 'Redeem Pledge' })).toBe(dialog);
    expect(api.calls('POST', `/api/pawn-loans/${LOAN_ID}/redeem`)).toEqual([]);

    await user.type(within(dialog).getByLabelText(/^Collected by/), 'Marcia Brown');
    await user.type(within(dialog).getByLabelText(/^ID number/), 'ID-778899');
    await sign(view, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Redeem Pledge' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls('POST', `/api/pawn-loans/${LOAN_ID}/redeem`).map((r) => (r.body as { ticketNumber: string }).ticketNumber)).toEqual(['PT-2026-000001']);
  });

  it('takes a lost-ticket declaration with its witness instead of the ticket (s. 25)', async () => {
    const { api } = servePledge({ pledge: aTicketedPledge([anItem()], { outstandingBalance: '0.00' }) });
    const view = renderUi(<PledgeItemsSection loanId={LOAN_ID} />);
    const { user } = view;
    const dialog = await openRedeem(view);
    await user.click(within(dialog).getByRole('radio', { name: 'Lost the ticket (declaration)' }));
    expect(within(dialog).queryByLabelText(/^Ticket number/)).toBeNull();
    await user.type(within(dialog).getByLabelText(/^Declaration/), 'My ticket was lost in the flood; the chain is mine.');
    await user.type(within(dialog).getByLabelText(/^Witnessed by/), 'Lou Officer');
    await user.type(within(dialog).getByLabelText(/^Collected by/), 'Marcia Brown');
    await user.type(within(dialog).getByLabelText(/^ID number/), 'ID-778899');
    await sign(view, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Redeem Pledge' }));
    expect(await toastText()).toMatchObject({ title: 'Pledge redeemed' });
    expect(api.calls('POST', `/api/pawn-loans/${LOAN_ID}/redeem`).map((r) => r.body)).toEqual([
      {
        lostTicketDeclaration: { statement: 'My ticket was lost in the flood; the chain is mine.', witnessedBy: 'Lou Officer' },
        collectedByName: 'Marcia Brown',
        collectedByIdNumber: 'ID-778899',
        signatureUrl: uploadPathOf(1),
      },
    ]);
    expect((await screen.findByTestId('pledge-redemption')).textContent).toContain('on a lost-ticket declaration');
  });
});

describe('Redemption offered after the last payment', () => {
  it('opens for a loan with goods in pawn, saying it is paid in full; Not now closes it', async () => {
    servePledge({ pledge: aTicketedPledge([anItem()], { outstandingBalance: '0.00', loanStatus: 'completed' }) });
    const onClose = vi.fn();
    const { user } = renderUi(<RedeemOffer loanId={LOAN_ID} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Redeem Pledge' });
    expect(within(dialog).getByText(/^The loan is paid in full\./)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stays open through the redemption it offers: the toast says so and the offer closes', async () => {
    const { api, state } = servePledge({ pledge: aTicketedPledge([anItem()], { outstandingBalance: '0.00', loanStatus: 'completed' }) });
    // The refresh after the redemption takes a while, as on a real network: the redeemed pledge is
    // already in the cache meanwhile, and the offer must not vanish with its dialog's callbacks.
    api.on('GET', '/api/pawn-loans/:id/pledge', async () => {
      if (state.pledge.status === 'redeemed') await new Promise((resolve) => setTimeout(resolve, 300));
      return reply(ZPledge, state.pledge);
    });
    const onClose = vi.fn();
    const view = renderUi(<RedeemOffer loanId={LOAN_ID} onClose={onClose} />);
    const { user } = view;
    const dialog = await screen.findByRole('dialog', { name: 'Redeem Pledge' });
    await user.type(within(dialog).getByLabelText(/^Ticket number/), 'PT-2026-000001');
    await user.type(within(dialog).getByLabelText(/^Collected by/), 'Marcia Brown');
    await user.type(within(dialog).getByLabelText(/^ID number/), 'ID-778899');
    await sign(view, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Redeem Pledge' }));
    expect(await toastText()).toEqual({ title: 'Pledge redeemed', description: 'PT-2026-000001: the goods were handed to Marcia Brown.' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(api.calls('POST', `/api/pawn-loans/${LOAN_ID}/redeem`)).toHaveLength(1);
  });

  it('offers nothing for a loan without goods in pawn', async () => {
    const { api } = servePledge();
    renderUi(<RedeemOffer loanId={LOAN_ID} onClose={() => undefined} />);
    await waitFor(() => expect(api.calls('GET', `/api/pawn-loans/${LOAN_ID}/pledge`)).toHaveLength(1));
    // The answer has arrived and been rendered: still no dialog.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
