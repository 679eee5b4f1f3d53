// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ZPawnLoanDetailResponse } from '@common/contracts/pawn-loan-review';
import { installFakeApi, reply } from '@/test/fake-api';
import { anApplication, ledgerTotals } from '@/test/fixtures';
import { renderUi } from '@/test/render-ui';
import { ReviewLoanSection } from './review-loan-section';

// Issue 30 item 6: a staff screen shows a loan's late fee balance, the ledger's figures (the ones
// the borrower's page and the receipts show).
describe('ReviewLoanSection', () => {
  it('shows the late fees charged, paid and outstanding from the review answer\'s ledger', async () => {
    const application = anApplication({ status: 'active' });
    const ledger = ledgerTotals({ lateFee: '336.00', lateInstalments: 5, lateFeesCharged: '1680.00', lateChargesPaid: '672.00', lateFeesOutstanding: '1008.00', lateFeesDue: '1008.00' });
    installFakeApi().on('GET', '/api/pawn-loans/:id', () => reply(ZPawnLoanDetailResponse, { application, history: [], ledger }));
    renderUi(<ReviewLoanSection application={application} canReview={false} />);

    expect((await screen.findByTestId('review-late-fees-charged')).textContent).toBe('J$1,680.005 late payments at J$336.00');
    expect(screen.getByTestId('review-late-fees-paid').textContent).toBe('J$672.00');
    expect(screen.getByTestId('review-late-fees-outstanding').textContent).toBe('J$1,008.00');
  });

  it('says a loan whose pledge was sold is settled by the sale, with what was owed that day (issue 32)', async () => {
    const application = anApplication({ status: 'defaulted' });
    const ledger = ledgerTotals({ outstanding: '0.00', lateInstalments: 3, lateFeesCharged: '1800.00', lateFeesOutstanding: '0.00', settledOn: '2026-03-02', settledAmount: '10800.00' });
    installFakeApi().on('GET', '/api/pawn-loans/:id', () => reply(ZPawnLoanDetailResponse, { application, history: [], ledger }));
    renderUi(<ReviewLoanSection application={application} canReview={false} />);

    const note = await screen.findByTestId('review-settled-by-sale');
    expect(note.textContent).toContain('Settled by the sale of the pledge on 2 Mar 2026: J$10,800.00 was owed that day');
    expect(screen.getByTestId('review-late-fees-outstanding').textContent).toBe('J$0.00');
  });

  it('says nothing of a sale on a loan whose pledge was not sold', async () => {
    const application = anApplication({ status: 'active' });
    installFakeApi().on('GET', '/api/pawn-loans/:id', () => reply(ZPawnLoanDetailResponse, { application, history: [], ledger: ledgerTotals() }));
    renderUi(<ReviewLoanSection application={application} canReview={false} />);
    await screen.findByTestId('review-late-fees');
    expect(screen.queryByTestId('review-settled-by-sale')).toBeNull();
  });

  it('shows no late fees before the loan has a ledger', async () => {
    const application = anApplication({ status: 'submitted' });
    const api = installFakeApi().on('GET', '/api/pawn-loans/:id', () => reply(ZPawnLoanDetailResponse, { application, history: [], ledger: null }));
    renderUi(<ReviewLoanSection application={application} canReview={false} />);
    await waitFor(() => expect(api.calls('GET', `/api/pawn-loans/${application.id}`)).toHaveLength(1));
    expect(screen.getByText('Loan Details')).toBeTruthy();
    expect(screen.queryByTestId('review-late-fees')).toBeNull();
  });
});
