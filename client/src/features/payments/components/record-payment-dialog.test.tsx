// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ZPublicUser } from '@common/contracts/auth';
import {
  IDEMPOTENCY_HEADER,
  PAYMENT_TEXTS,
  ZLoanLedgerResponse,
  ZPayableLoansResponse,
  ZPaymentListResponse,
  ZPaymentStatisticsResponse,
  ZRecordPaymentRequest,
  ZRecordPaymentResponse,
  type TPayment,
  type TReceiptEmail,
} from '@common/contracts/payments';
import { jamaicaToday } from '@common/jamaica-time';
import { dropConnection, installFakeApi, reply, type TApiAnswer, type TApiRequest } from '@/test/fake-api';
import { aPayableLoan, aUser, ledgerTotals } from '@/test/fixtures';
import { renderUi } from '@/test/render-ui';
import { PaymentsTab } from './payments-tab';

const LOAN = aPayableLoan({ totals: ledgerTotals({ outstanding: '4500.00', paymentAmount: '3000.00' }) });

/**
 * The payment calls as the server answers them. A repeat of an idempotency key answers the payment
 * it first recorded and records nothing; `loseAnswers` drops that many answers after recording.
 */
function servePayments({ loseAnswers = 0, role = 'loan_officer' as 'loan_officer' | 'admin', receiptEmail = { state: 'not_set_up', toAddress: LOAN.borrowerEmail, detail: 'No email configuration is active.' } as TReceiptEmail } = {}) {
  const api = installFakeApi();
  const byKey = new Map<string, TPayment>();
  let lost = 0;
  const record = (request: TApiRequest): TApiAnswer => {
    const body = ZRecordPaymentRequest.parse(request.body);
    const key = request.headers[IDEMPOTENCY_HEADER] ?? body.idempotencyKey ?? '';
    const repeat = byKey.get(key);
    if (repeat) return reply(ZRecordPaymentResponse, { ...repeat, receiptEmail }, 200);
    const n = byKey.size + 1;
    const payment: TPayment = {
      id: `payment-${n}`,
      loanApplicationId: LOAN.id,
      applicationNumber: LOAN.applicationNumber,
      borrowerName: LOAN.borrowerName,
      borrowerEmail: LOAN.borrowerEmail,
      paymentAmount: String(body.paymentAmount),
      latePaymentCharge: String(body.latePaymentCharge),
      totalAmount: String(body.paymentAmount),
      paymentMethod: body.paymentMethod ?? 'cash',
      paymentDate: `${body.paymentDate}T12:00:00.000Z`,
      receiptNumber: `RCT-2025-00000${n}`,
      paymentReference: body.paymentReference ?? null,
      notes: body.notes ?? null,
      processedBy: 'Lou Officer',
      status: 'completed',
      balanceAfter: '3000.00',
      createdAt: '2025-03-10T15:00:00.000Z',
      updatedAt: '2025-03-10T15:00:00.000Z',
    };
    byKey.set(key, payment);
    if (lost < loseAnswers) {
      lost += 1;
      return dropConnection;
    }
    return reply(ZRecordPaymentResponse, { ...payment, receiptEmail }, 201);
  };
  api
    .on('GET', '/api/auth/user', () => reply(ZPublicUser, aUser(role)))
    .on('GET', '/api/payments', () => reply(ZPaymentListResponse, { items: [...byKey.values()], total: byKey.size, page: 1, pageSize: 10 }))
    .on('GET', '/api/payments/statistics', () => reply(ZPaymentStatisticsResponse, { totalCollected: '0.00', thisMonth: '0.00', pending: '4500.00', transactionCount: byKey.size }))
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
    .on('POST', '/api/payments', record);
  return { api, recorded: () => [...byKey.values()] };
}

const posts = (api: ReturnType<typeof servePayments>['api']) => api.calls('POST', '/api/payments');

async function openDialogForLoan(user: ReturnType<typeof renderUi>['user']) {
  await user.click(screen.getByRole('button', { name: 'Record Payment' }));
  const dialog = await screen.findByRole('dialog', { name: 'Record Payment' });
  await user.click(await within(dialog).findByRole('button', { name: new RegExp(LOAN.borrowerName) }));
  await within(dialog).findByText(LOAN.applicationNumber);
  return dialog;
}

describe('Record Payment dialog', () => {
  it('explains a missing or too large amount, then sends the form as the contract names it', async () => {
    const { api } = servePayments();
    const { user } = renderUi(<PaymentsTab />);
    const dialog = await openDialogForLoan(user);
    const amount = within(dialog).getByLabelText('Payment amount (J$)') as HTMLInputElement;
    const submit = within(dialog).getByRole('button', { name: 'Record Payment' });
    // One payment of the loan's frequency to start with.
    expect(amount.value).toBe('3000.00');

    await user.clear(amount);
    await user.click(submit);
    expect(within(dialog).getByText('Enter an amount in J$ greater than 0, with at most two decimals.')).toBeTruthy();
    expect(amount.getAttribute('aria-invalid')).toBe('true');

    await user.type(amount, '5000');
    await user.click(submit);
    expect(within(dialog).getByText('The loan owes J$4,500.00; the payment cannot be more.')).toBeTruthy();
    expect(posts(api)).toEqual([]);

    await user.clear(amount);
    await user.type(amount, '1500');
    await user.selectOptions(within(dialog).getByLabelText('Payment method'), 'Bank Transfer');
    await user.type(within(dialog).getByLabelText('Reference (optional)'), 'SLIP-881');
    await user.type(within(dialog).getByLabelText('Notes (optional)'), 'Paid at the counter');
    await user.click(submit);

    expect(await screen.findByText(PAYMENT_TEXTS.recorded)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [post, ...more] = posts(api);
    expect(more).toEqual([]);
    const key = post?.headers[IDEMPOTENCY_HEADER];
    expect(key).toMatch(/^[A-Za-z0-9_.:-]{8,100}$/);
    expect(post?.body).toEqual({
      loanApplicationId: LOAN.id,
      paymentAmount: '1500.00',
      latePaymentCharge: '0.00',
      paymentMethod: 'bank_transfer',
      paymentDate: jamaicaToday(),
      paymentReference: 'SLIP-881',
      notes: 'Paid at the counter',
      idempotencyKey: key,
    });
    expect(api.unhandled).toEqual([]);
  });

  it('keeps one idempotency key for every submit of one opening and takes a new one for the next opening', async () => {
    // The first answer is lost on the way back although the payment was recorded.
    const { api, recorded } = servePayments({ loseAnswers: 1 });
    const { user } = renderUi(<PaymentsTab />);
    let dialog = await openDialogForLoan(user);

    await user.click(within(dialog).getByRole('button', { name: 'Record Payment' }));
    expect(await screen.findByText(PAYMENT_TEXTS.recordFailed)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Record Payment' })).toBe(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Record Payment' }));
    expect(await screen.findByText(PAYMENT_TEXTS.recorded)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const [first, retry] = posts(api);
    const firstKey = first?.headers[IDEMPOTENCY_HEADER];
    expect(firstKey).toBeTruthy();
    expect(retry?.headers[IDEMPOTENCY_HEADER]).toBe(firstKey);
    expect([first?.body, retry?.body].map((body) => (body as { idempotencyKey?: string }).idempotencyKey)).toEqual([firstKey, firstKey]);
    expect(recorded()).toHaveLength(1);

    dialog = await openDialogForLoan(user);
    await user.click(within(dialog).getByRole('button', { name: 'Record Payment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const third = posts(api)[2];
    expect(third?.headers[IDEMPOTENCY_HEADER]).toBeTruthy();
    expect(third?.headers[IDEMPOTENCY_HEADER]).not.toBe(firstKey);
    expect(recorded()).toHaveLength(2);
    expect(api.unhandled).toEqual([]);
  });

  it('says the receipt was not e-mailed when no e-mail is set up, and links an admin to Email Settings', async () => {
    servePayments({ role: 'admin' });
    const { user } = renderUi(<PaymentsTab />);
    const dialog = await openDialogForLoan(user);
    await user.click(within(dialog).getByRole('button', { name: 'Record Payment' }));
    const description = await screen.findByTestId('toast-description');
    expect(description.textContent).toBe(
      `The receipt was not e-mailed: no e-mail is set up. Receipt RCT-2025-000001 (J$3,000.00) waits and goes to ${LOAN.borrowerEmail} once Email Settings has an active configuration.`,
    );
    expect(screen.getByRole('link', { name: 'Open Email Settings' }).getAttribute('href')).toBe('/admin?tab=email-settings');
  });

  it('tells a loan officer to ask an administrator, without a link they cannot use', async () => {
    servePayments();
    const { user } = renderUi(<PaymentsTab />);
    const dialog = await openDialogForLoan(user);
    await user.click(within(dialog).getByRole('button', { name: 'Record Payment' }));
    expect((await screen.findByTestId('toast-description')).textContent).toMatch(/Please tell an administrator\.$/);
    expect(screen.queryByRole('link', { name: 'Open Email Settings' })).toBeNull();
  });

  it('says a receipt is queued, not sent, when a configuration will send it', async () => {
    servePayments({ receiptEmail: { state: 'queued', toAddress: LOAN.borrowerEmail, detail: null } });
    const { user } = renderUi(<PaymentsTab />);
    const dialog = await openDialogForLoan(user);
    await user.click(within(dialog).getByRole('button', { name: 'Record Payment' }));
    expect((await screen.findByTestId('toast-description')).textContent).toBe(
      `Receipt RCT-2025-000001 (J$3,000.00) is queued and will be e-mailed to ${LOAN.borrowerEmail} in a moment.`,
    );
  });
  it('offers Print 80 mm in the success toast: the recorded receipt on the counter roll, in a new tab', async () => {
    servePayments({ receiptEmail: { state: 'sent', toAddress: LOAN.borrowerEmail, detail: null } });
    const { user } = renderUi(<PaymentsTab />);
    const dialog = await openDialogForLoan(user);
    await user.click(within(dialog).getByRole('button', { name: 'Record Payment' }));
    const toast = await screen.findByTestId('toast');
    expect(within(toast).getByTestId('toast-title').textContent).toBe(PAYMENT_TEXTS.recorded);
    const print = within(toast).getByRole('link', { name: 'Print 80 mm' });
    expect(print.getAttribute('href')).toBe('/api/payments/payment-1/pdf?paper=80mm');
    expect(print.getAttribute('target')).toBe('_blank');
    expect(print.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('gives focus back to the Record Payment button when the dialog closes', async () => {
    servePayments();
    const { user } = renderUi(<PaymentsTab />);
    const opener = screen.getByRole('button', { name: 'Record Payment' });
    await openDialogForLoan(user);
    await user.click(within(screen.getByRole('dialog', { name: 'Record Payment' })).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));

    await openDialogForLoan(user);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('keeps what was typed when the server cannot be reached, also after a reload, and then records it once', async () => {
    // The first answer never arrives (offline); the payment was recorded all the same.
    const { api, recorded } = servePayments({ loseAnswers: 1 });
    const first = renderUi(<PaymentsTab />);
    const dialog = await openDialogForLoan(first.user);
    const amount = within(dialog).getByLabelText('Payment amount (J$)');
    await first.user.clear(amount);
    await first.user.type(amount, '1250');
    await first.user.type(within(dialog).getByLabelText('Reference (optional)'), 'SLIP-OFF');
    await first.user.click(within(dialog).getByRole('button', { name: 'Record Payment' }));
    expect(await screen.findByText(PAYMENT_TEXTS.recordFailed)).toBeTruthy();
    expect((within(dialog).getByLabelText('Payment amount (J$)') as HTMLInputElement).value).toBe('1250');

    // The page is reloaded before the answer is known: the next opening has the same form and key.
    first.unmount();
    const second = renderUi(<PaymentsTab />);
    await second.user.click(screen.getByRole('button', { name: 'Record Payment' }));
    const again = await screen.findByRole('dialog', { name: 'Record Payment' });
    await within(again).findByText(LOAN.applicationNumber);
    expect((within(again).getByLabelText('Payment amount (J$)') as HTMLInputElement).value).toBe('1250');
    expect((within(again).getByLabelText('Reference (optional)') as HTMLInputElement).value).toBe('SLIP-OFF');
    await second.user.click(within(again).getByRole('button', { name: 'Record Payment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const keys = posts(api).map((post) => post.headers[IDEMPOTENCY_HEADER]);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(recorded()).toHaveLength(1);
    // Recorded: the draft is gone, the next opening starts clean.
    await second.user.click(screen.getByRole('button', { name: 'Record Payment' }));
    const fresh = await screen.findByRole('dialog', { name: 'Record Payment' });
    expect((within(fresh).getByLabelText('Payment amount (J$)') as HTMLInputElement).value).toBe('');
    expect((within(fresh).getByLabelText('Reference (optional)') as HTMLInputElement).value).toBe('');
  });
});
