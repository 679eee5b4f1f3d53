// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ZCounterPawnResponse, type TCounterPawnResponse } from '@common/contracts/counter';
import { ZGoldPricesResponse } from '@common/contracts/gold-prices';
import { ZPledge, type TPledge } from '@common/contracts/pledges';
import { ZShopSettings } from '@common/contracts/shop-settings';
import { DEFAULT_SHOP_SETTINGS } from '@common/shop-defaults';
import { aBorrowerSummary } from '@/test/fixtures';
import { ZBorrowerSearchResponse } from '@common/contracts/borrowers';
import { installFakeApi, refuse, reply, uploadPathOf, type FakeApi } from '@/test/fake-api';
import { renderUi, type TRendered } from '@/test/render-ui';
import { NewPawnForm } from './new-pawn-form';

const SHOP = { ...DEFAULT_SHOP_SETTINGS, pawnTerms: { monthlyChargePercent: 10, periodDays: 30, termDays: 30 }, counterApprovalLimit: '20000.00', maxLoanToValuePercent: 70 };
const GOLD = { date: '2026-11-29', pricesPerGram: { '10': '4000.00', '14': '5500.00', '18': '7000.00', '22': '8500.00', '24': '9300.00' }, setBy: { userId: 'u1', name: 'Owner', at: '2026-11-29T13:00:00.000Z' } };
const ANSWER: TCounterPawnResponse = {
  loanId: 'loan-1',
  applicationNumber: 'PL-2026-000123',
  borrowerId: 'b-9',
  status: 'active',
  ticketNumber: 'PT-2026-000045',
  ticketDate: '2026-11-29',
  dueDate: '2026-12-29',
  redeemableUntil: '2027-11-29',
  monthlyCharge: '1000.00',
};
const PLEDGE: TPledge = ZPledge.parse({
  loanId: 'loan-1',
  applicationNumber: 'PL-2026-000123',
  loanStatus: 'active',
  loanAmount: '10000.00',
  ticketNumber: 'PT-2026-000045',
  ticketIssuedAt: '2026-11-29',
  redeemableUntil: '2027-11-29',
  status: 'in_pawn',
  items: [
    {
      id: 'item-1',
      loanId: 'loan-1',
      itemNumber: 'PI-2026-000001',
      category: 'jewellery',
      description: '18K gold chain',
      serialNumber: null,
      markings: null,
      metal: 'Gold',
      karat: 18,
      weightGrams: 3,
      condition: 'good',
      appraisedValue: '21000.00',
      photoUrls: [uploadPathOf(2)],
      storageLocation: null,
      status: 'in_pawn',
      policeHold: null,
      redeemedAt: null,
      createdAt: '2026-11-29T14:00:00.000Z',
      updatedAt: '2026-11-29T14:00:00.000Z',
    },
  ],
  appraisedTotal: '21000.00',
  loanToValuePercent: 47.6,
  outstandingBalance: '10000.00',
  redemption: null,
});

const png = (name: string) => new File([new Uint8Array(4).fill(0x89)], name, { type: 'image/png' });

function fakeCounter(answer: (api: FakeApi) => void): FakeApi {
  const api = installFakeApi()
    .acceptUploads()
    .on('GET', '/api/shop-settings', () => reply(ZShopSettings, SHOP))
    .on('GET', '/api/gold-prices', () => reply(ZGoldPricesResponse, GOLD))
    .on('GET', '/api/pawn-loans/:id/pledge', () => reply(ZPledge, PLEDGE));
  answer(api);
  return api;
}

/** One gold chain valued by the gold helper (3 g of 18K at J$7,000.00 = J$21,000.00), a loan and a typed signature. */
async function fillItemLoanAndSign({ user }: TRendered, loanAmount: string) {
  await user.selectOptions(screen.getByLabelText('Item 1 Category *'), 'jewellery');
  await user.selectOptions(screen.getByLabelText('Item 1 Condition *'), 'good');
  await user.type(screen.getByLabelText('Item 1 Description *'), '18K gold chain');
  await user.type(screen.getByLabelText('Item 1 Metal (optional)'), 'Gold');
  await user.type(screen.getByLabelText('Item 1 Karat (optional)'), '18');
  await user.type(screen.getByLabelText('Item 1 Weight in grams (optional)'), '3');
  await user.click(screen.getByRole('button', { name: 'Use J$21,000.00' }));
  expect((screen.getByLabelText('Item 1 Appraised value (J$) *') as HTMLInputElement).value).toBe('21000.00');
  await user.upload(screen.getByLabelText('Item 1 photo file'), png('chain.png'));
  await screen.findByRole('img', { name: 'Item 1 photo 1' });
  expect(screen.getByTestId('counter-ltv-hint').textContent).toBe('At most J$14,700.00: 70% of the appraised J$21,000.00.');
  await user.type(screen.getByLabelText('Loan amount (J$) *'), loanAmount);
  await user.click(screen.getByRole('radio', { name: 'Type your name to sign' }));
  await user.type(screen.getByRole('textbox', { name: 'Type your name to sign' }), 'Devon Walker{Enter}');
  await screen.findByTestId('signature-saved');
}

describe('New pawn at the counter', () => {
  it('pawns for a new pawner with no e-mail: one request with the right body, then the ticket and the tags', async () => {
    const api = fakeCounter((fake) => fake.on('POST', '/api/counter/pawns', () => reply(ZCounterPawnResponse, ANSWER, 201)));
    const rendered = renderUi(<NewPawnForm />);
    const { user } = rendered;
    await user.click(screen.getByRole('button', { name: 'Add a new pawner' }));
    await user.type(screen.getByLabelText('Full name *'), 'Devon Walker');
    await user.type(screen.getByLabelText('Phone *'), '876-555-0199');
    await user.type(screen.getByLabelText('Address *'), '12 Barry St, Kingston');
    await user.selectOptions(screen.getByLabelText('ID type *'), 'drivers_licence');
    await user.type(screen.getByLabelText('ID number *'), 'DL-445566');
    await user.upload(screen.getByLabelText('ID photo file'), png('id.png'));
    await screen.findByRole('img', { name: "The pawner's ID" });
    await fillItemLoanAndSign(rendered, '10000');
    expect(screen.getByTestId('counter-costs').textContent).toContain('Charge per month: J$1,000.00');
    expect(within(screen.getByRole('table')).getAllByRole('row').map((r) => r.textContent)).toEqual([
      'AfterChargesTo redeem',
      '1 monthJ$1,000.00J$11,000.00',
      '2 monthsJ$2,000.00J$12,000.00',
      '3 monthsJ$3,000.00J$13,000.00',
    ]);

    await user.click(screen.getByRole('button', { name: 'Save and pay out' }));
    expect((await screen.findByTestId('counter-ticket-number')).textContent).toBe('PT-2026-000045');
    const posts = api.calls('POST', '/api/counter/pawns');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({
      pawner: { name: 'Devon Walker', phone: '876-555-0199', address: '12 Barry St, Kingston', idType: 'drivers_licence', idNumber: 'DL-445566', idPhotoUrl: uploadPathOf(1), trn: null },
      items: [
        { category: 'jewellery', description: '18K gold chain', serialNumber: null, markings: null, metal: 'Gold', karat: 18, weightGrams: 3, condition: 'good', appraisedValue: '21000.00', photoUrls: [uploadPathOf(2)] },
      ],
      loanAmount: '10000.00',
      disbursementMethod: 'cash',
      pawnerSignatureUrl: uploadPathOf(3),
    });
    expect(screen.getByTestId('counter-due-date').textContent).toBe('29/12/2026');
    expect(screen.getByTestId('counter-redeemable-until').textContent).toBe('29/11/2027');
    expect(screen.getByRole('link', { name: /Open the pawn ticket/ }).getAttribute('href')).toBe('/api/pawn-loans/PL-2026-000123/ticket');
    expect((await screen.findByRole('link', { name: /Tag for item 1/ })).getAttribute('href')).toBe('/api/pawn-items/item-1/tag');
    expect(api.unhandled).toEqual([]);
  });

  it("shows the server's refusal beside the loan amount", async () => {
    const message = 'At most J$10,500.00: 70% of the appraised J$15,000.00.';
    const api = fakeCounter((fake) =>
      fake
        .on('GET', '/api/borrowers/search', () => reply(ZBorrowerSearchResponse, [aBorrowerSummary({ id: '6f1c2b4e-1111-4aaa-8bbb-000000000001', name: 'Marcia Brown', idNumber: 'JM-1001' })]))
        .on('POST', '/api/counter/pawns', () => refuse(400, message, 'LOAN_TO_VALUE')),
    );
    const rendered = renderUi(<NewPawnForm />);
    const { user } = rendered;
    await user.type(screen.getByLabelText('Find the pawner'), 'Marcia');
    await user.click(await screen.findByRole('button', { name: /Marcia Brown/ }));
    expect(screen.getByTestId('counter-pawner-chosen').textContent).toContain('ID JM-1001');
    await fillItemLoanAndSign(rendered, '14000');

    await user.click(screen.getByRole('button', { name: 'Save and pay out' }));
    const problem = await screen.findByText(message);
    expect(problem.id).toBe('counter-loan-amount-error');
    expect(screen.getByLabelText('Loan amount (J$) *').getAttribute('aria-invalid')).toBe('true');
    const posts = api.calls('POST', '/api/counter/pawns');
    expect(posts).toHaveLength(1);
    expect((posts[0]?.body as { pawner: unknown }).pawner).toEqual({ borrowerId: '6f1c2b4e-1111-4aaa-8bbb-000000000001' });
    expect(screen.queryByTestId('counter-result')).toBeNull();
  });

  it("says a pawn above the clerk's limit waits for an admin's approval (202), with no ticket to print", async () => {
    const api = fakeCounter((fake) =>
      fake
        .on('GET', '/api/borrowers/search', () => reply(ZBorrowerSearchResponse, [aBorrowerSummary({ id: '6f1c2b4e-1111-4aaa-8bbb-000000000002' })]))
        .on('POST', '/api/counter/pawns', () => reply(ZCounterPawnResponse, { ...ANSWER, status: 'reviewed', ticketNumber: null, monthlyCharge: '1400.00' }, 202)),
    );
    const rendered = renderUi(<NewPawnForm />);
    const { user } = rendered;
    await user.type(screen.getByLabelText('Find the pawner'), 'JM-1001');
    await user.click(await screen.findByRole('button', { name: /Marcia Brown/ }));
    await fillItemLoanAndSign(rendered, '14000');
    await user.click(screen.getByRole('button', { name: 'Save and pay out' }));

    expect((await screen.findByTestId('counter-awaiting-approval')).textContent).toContain('An admin approves it');
    expect(screen.getByRole('heading', { name: "Waiting for an admin's approval" })).toBeTruthy();
    expect(screen.queryByTestId('counter-ticket-number')).toBeNull();
    expect(screen.queryByRole('link', { name: /Open the pawn ticket/ })).toBeNull();
    await waitFor(() => expect(api.calls('POST', '/api/counter/pawns')).toHaveLength(1));
    expect(api.calls('GET', '/api/pawn-loans/loan-1/pledge')).toHaveLength(0);
  });
});
