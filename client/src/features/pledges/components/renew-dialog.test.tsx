// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RENEWAL_MESSAGES, ZRenewalQuote, ZRenewPledgeRequest, ZRenewPledgeResponse, type TRenewalQuote } from '@common/contracts/pledge-renewal';
import { refuse, reply } from '@/test/fake-api';
import { renderUi } from '@/test/render-ui';
import { PledgeItemsSection } from './pledge-items-section';
import { anItem, aTicketedPledge, LOAN_ID, servePledge } from './pledges.test-support';

// The worked example of docs/operations.md: J$500.00 of interest and J$600.00 of late fees due.
const QUOTE: TRenewalQuote = {
  loanId: LOAN_ID,
  applicationNumber: 'PL-2026-000042',
  ticketNumber: 'PT-2026-000001',
  renewable: true,
  refusal: null,
  interestDue: '500.00',
  lateFeesDue: '600.00',
  minimumPayment: '1100.00',
  principalRemaining: '7500.00',
  outstanding: '9000.00',
  termWeeks: 4,
  interestRate: 20,
  guarantorName: null,
};

function serve(quote: TRenewalQuote = QUOTE, pledge = aTicketedPledge([anItem()])) {
  const { api } = servePledge({ pledge });
  api.on('GET', '/api/pawn-loans/:id/renewal', () => reply(ZRenewalQuote, quote));
  api.on('POST', '/api/pawn-loans/:id/renew', (request) => {
    const body = ZRenewPledgeRequest.parse(request.body);
    if (Number(body.paymentAmount) < 1100) return refuse(409, RENEWAL_MESSAGES.paymentBelowCharges(110_000, 50_000, 60_000), 'RENEWAL_PAYMENT_TOO_LOW');
    return reply(ZRenewPledgeResponse, { applicationNumber: 'PL-2026-000043', ticketNumber: 'PT-2026-000002', loanId: '7f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f', principal: '6500.00', receiptNumber: 'RCT-2026-000010' }, 201);
  });
  return api;
}

describe('Renew Pledge dialog', () => {
  it('shows the least payment before anything is typed, previews the new loan and renews with a toast linking the new ticket', async () => {
    const api = serve();
    const { user } = renderUi(<PledgeItemsSection loanId={LOAN_ID} />);
    await user.click(await screen.findByRole('button', { name: 'Renew loan PL-2026-000042' }));
    const dialog = await screen.findByRole('dialog', { name: 'Renew Pledge' });
    expect((await within(dialog).findByTestId('renew-minimum')).textContent).toBe('J$1,100.00');
    expect(within(dialog).getByTestId('renew-principal').textContent).toBe('J$7,500.00');

    // Too little is refused on its field with the server's wording, before anything is sent.
    await user.type(within(dialog).getByLabelText(/^Payment \(J\$\)/), '1000');
    await user.click(within(dialog).getByRole('button', { name: 'Renew Loan' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(RENEWAL_MESSAGES.paymentBelowCharges(110_000, 50_000, 60_000));
    expect(api.calls('POST', `/api/pawn-loans/${LOAN_ID}/renew`)).toEqual([]);
    await user.clear(within(dialog).getByLabelText(/^Payment \(J\$\)/));
    await user.type(within(dialog).getByLabelText(/^Payment \(J\$\)/), '2,100');
    await user.clear(within(dialog).getByLabelText(/^New term/));
    await user.type(within(dialog).getByLabelText(/^New term/), '6');
    await user.selectOptions(within(dialog).getByLabelText(/^Interest rate/), '40');
    expect(within(dialog).getByTestId('renew-preview').textContent).toBe('The new loan lends J$6,500.00 at 40% over 6 weeks, from today.');
    await user.click(within(dialog).getByRole('button', { name: 'Renew Loan' }));

    expect((await screen.findByTestId('toast-title')).textContent).toBe('Renewed as PL-2026-000043');
    expect(screen.getByTestId('toast-description').textContent).toBe('New ticket PT-2026-000002 for J$6,500.00; receipt RCT-2026-000010 on PL-2026-000042.');
    expect(screen.getByRole('link', { name: 'Open the new ticket (PL-2026-000043)' }).getAttribute('href')).toBe('/api/pawn-loans/PL-2026-000043/ticket');
    expect(api.calls('POST', `/api/pawn-loans/${LOAN_ID}/renew`).map((c) => c.body)).toEqual([{ termWeeks: 6, interestRate: 40, paymentAmount: '2100.00', paymentMethod: 'cash' }]);
  });

  it('with a guarantor, says before and after that they agreed to the old loan only and can be asked from the review', async () => {
    serve({ ...QUOTE, guarantorName: 'Paul Guarantor' });
    const { user } = renderUi(<PledgeItemsSection loanId={LOAN_ID} />);
    await user.click(await screen.findByRole('button', { name: 'Renew loan PL-2026-000042' }));
    const dialog = await screen.findByRole('dialog', { name: 'Renew Pledge' });
    const note = RENEWAL_MESSAGES.guarantorOldLoanOnly('Paul Guarantor');
    expect((await within(dialog).findByTestId('renew-guarantor-note')).textContent).toBe(note);
    await user.type(within(dialog).getByLabelText(/^Payment \(J\$\)/), '2,100');
    await user.click(within(dialog).getByRole('button', { name: 'Renew Loan' }));
    expect((await screen.findByTestId('toast-description')).textContent).toBe(`New ticket PT-2026-000002 for J$6,500.00; receipt RCT-2026-000010 on PL-2026-000042. ${note}`);
  });

  it('says nothing of a guarantor when the loan has none', async () => {
    serve();
    const { user } = renderUi(<PledgeItemsSection loanId={LOAN_ID} />);
    await user.click(await screen.findByRole('button', { name: 'Renew loan PL-2026-000042' }));
    const dialog = await screen.findByRole('dialog', { name: 'Renew Pledge' });
    await within(dialog).findByTestId('renew-minimum');
    expect(within(dialog).queryByTestId('renew-guarantor-note')).toBeNull();
  });

  it('says why a loan cannot be renewed, and sends nothing', async () => {
    const api = serve({ ...QUOTE, renewable: false, refusal: 'Item PI-2026-000001 is on a police hold (HWT, reference 1): the pledge cannot be renewed until it is released.' });
    const { user } = renderUi(<PledgeItemsSection loanId={LOAN_ID} />);
    await user.click(await screen.findByRole('button', { name: 'Renew loan PL-2026-000042' }));
    const dialog = await screen.findByRole('dialog', { name: 'Renew Pledge' });
    expect((await within(dialog).findByTestId('renew-refusal')).textContent).toContain('police hold');
    expect((within(dialog).getByRole('button', { name: 'Renew Loan' }) as HTMLButtonElement).disabled).toBe(true);
    expect(api.calls('POST', `/api/pawn-loans/${LOAN_ID}/renew`)).toEqual([]);
  });

  it('is not offered once the loan is no longer active', async () => {
    serve(QUOTE, aTicketedPledge([anItem()], { loanStatus: 'completed' }));
    renderUi(<PledgeItemsSection loanId={LOAN_ID} />);
    await screen.findByTestId('pledge-items');
    expect(screen.queryByRole('button', { name: /^Renew loan/ })).toBeNull();
  });
});
