// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  ZLoanLedgerResponse,
  ZPayableLoansResponse,
  ZPaymentListResponse,
  ZPaymentStatisticsResponse,
  ZRecordPaymentRequest,
  ZRecordPaymentResponse,
  type TPayment,
} from '@common/contracts/payments';
import { jamaicaToday } from '@common/jamaica-time';
import { centsToDecimalString, toCents } from '@common/money';
import { anItem, aTicketedPledge, servePledge } from '@/features/pledges/components/pledges.test-support';
import { reply } from '@/test/fake-api';
import { aPayableLoan, ledgerTotals } from '@/test/fixtures';
import { renderUi } from '@/test/render-ui';
import { PaymentsSection } from './payments-section';

const LOAN = aPayableLoan({ totals: ledgerTotals({ outstanding: '3000.00', paymentAmount: '3000.00' }) });

/** The Payments tab's calls for one loan owing J$3,000.00, beside the pledge calls of a loan in pawn. */
function serve() {
  const { api } = servePledge({ pledge: aTicketedPledge([anItem()], { loanId: LOAN.id, outstandingBalance: '0.00', loanStatus: 'completed' }) });
  const payments: TPayment[] = [];
  api
    .on('GET', '/api/payments', () => reply(ZPaymentListResponse, { items: payments, total: payments.length, page: 1, pageSize: 10 }))
    .on('GET', '/api/payments/statistics', () => reply(ZPaymentStatisticsResponse, { totalCollected: '0.00', thisMonth: '0.00', pending: '3000.00', transactionCount: payments.length }))
    .on('GET', '/api/payments/loans', () => reply(ZPayableLoansResponse, { loans: [LOAN] }))
    .on('GET', '/api/pawn-loans/:id/ledger', () =>
      reply(ZLoanLedgerResponse, {
        loan: { id: LOAN.id, applicationNumber: LOAN.applicationNumber, borrowerName: LOAN.borrowerName, borrowerEmail: LOAN.borrowerEmail, status: LOAN.status, paymentFrequency: 'weekly', termWeeks: 4, weeklyInstalment: '3000.00' },
        schedule: [],
        payments: [],
        totals: LOAN.totals,
        today: jamaicaToday(),
      }),
    )
    .on('POST', '/api/payments', (request) => {
      const body = ZRecordPaymentRequest.parse(request.body);
      const paid = toCents(body.paymentAmount ?? 0) ?? 0;
      const payment: TPayment = {
        id: `payment-${payments.length + 1}`,
        loanApplicationId: LOAN.id,
        applicationNumber: LOAN.applicationNumber,
        borrowerName: LOAN.borrowerName,
        borrowerEmail: LOAN.borrowerEmail,
        paymentAmount: centsToDecimalString(paid),
        latePaymentCharge: '0.00',
        totalAmount: centsToDecimalString(paid),
        paymentMethod: 'cash',
        paymentDate: `${jamaicaToday()}T12:00:00.000Z`,
        receiptNumber: `RCT-2026-00000${payments.length + 1}`,
        paymentReference: null,
        notes: null,
        processedBy: 'Lou Officer',
        status: 'completed',
        balanceAfter: centsToDecimalString(300_000 - paid),
        createdAt: '2026-11-27T15:00:00.000Z',
        updatedAt: '2026-11-27T15:00:00.000Z',
      };
      payments.push(payment);
      return reply(ZRecordPaymentResponse, { ...payment, receiptEmail: { state: 'not_set_up', toAddress: LOAN.borrowerEmail, detail: null } }, 201);
    });
  return api;
}

async function pay(user: ReturnType<typeof renderUi>['user'], amount: string) {
  await user.click(await screen.findByRole('button', { name: 'Record Payment' }));
  const dialog = await screen.findByRole('dialog', { name: 'Record Payment' });
  await user.click(await within(dialog).findByRole('button', { name: new RegExp(LOAN.borrowerName) }));
  await within(dialog).findByText(LOAN.applicationNumber);
  const field = within(dialog).getByLabelText('Payment amount (J$)');
  await user.clear(field);
  await user.type(field, amount);
  await user.click(within(dialog).getByRole('button', { name: 'Record Payment' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Record Payment' })).toBeNull());
}

describe('Payments tab: the last payment and the redemption are one flow', () => {
  it('offers the redemption of the goods in pawn once a payment brings the balance to zero', async () => {
    const api = serve();
    const { user } = renderUi(<PaymentsSection />);
    await pay(user, '3000.00');
    const redeem = await screen.findByRole('dialog', { name: 'Redeem Pledge' });
    expect(within(redeem).getByText(/^The loan is paid in full\./)).toBeTruthy();
    expect(within(redeem).getByTestId('redeem-balance').textContent).toBe('Outstanding balance: J$0.00');
    expect(api.calls('GET', `/api/pawn-loans/${LOAN.id}/pledge`)).toHaveLength(1);
    await user.click(within(redeem).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers nothing after a part payment', async () => {
    const api = serve();
    const { user } = renderUi(<PaymentsSection />);
    await pay(user, '1000.00');
    await screen.findByText('Payment recorded successfully.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls('GET', `/api/pawn-loans/${LOAN.id}/pledge`)).toEqual([]);
  });
});
