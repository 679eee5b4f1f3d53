import { beforeAll, describe, expect, it } from 'vitest';
import type { TEmailOutboxListResponse } from '@common/contracts/email-outbox';
import type { TReceiptEmail, TRecordPaymentResponse } from '@common/contracts/payments';
import { runOutboxPass } from '../../lib/mail/outbox-worker';
import { configureTestSmtp, justAfter } from '../../lib/mail/outbox.test-support';
import type { TTestSmtpServer } from '../../lib/mail/smtp-test-server';
import { PGLITE_ONLY, type TTestApp } from '../../test/test-app';
import { NO_ACTIVE_CONFIGURATION } from '../email/email-settings.service';
import { insertLoan, outboxFor, postPayment } from './payments.test-support';
import { useReceiptMailBed } from './receipt-mail.test-support';

// What the payment toast is told about the receipt e-mail, and what becomes of a deleted payment's
// receipt: the outbox and Email Settings decide, never a fixed sentence.
describe.each(PGLITE_ONLY)('the receipt e-mail of a payment on %s', (backend) => {
  const bed = useReceiptMailBed(backend);
  let t: TTestApp;
  let smtp: TTestSmtpServer;
  let admin: string;
  let officer: string;
  let superAdmin: { email: string; password: string };
  beforeAll(async () => {
    ({ t, smtp, admin, officer } = bed);
    const sa = await t.createUser('super_admin');
    superAdmin = { email: sa.email, password: sa.password };
  });

  let count = 0;
  const newLoan = async () => {
    count += 1;
    const borrowerEmail = `receipt.${count}@example.com`;
    return { ...(await insertLoan(t.database.db, { borrowerEmail })), borrowerEmail };
  };
  const record = async (loanId: string, headers: Record<string, string> = {}) => {
    const res = await postPayment(t, officer, { loanApplicationId: loanId, paymentAmount: '3000.00' }, headers);
    expect([200, 201], res.body).toContain(res.statusCode);
    return res.json<TRecordPaymentResponse>();
  };
  const receiptEmailOf = async (paymentId: string, cookie = officer) => {
    const res = await t.request({ method: 'GET', url: `/api/payments/${paymentId}/receipt-email`, cookie });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TReceiptEmail>();
  };

  it('says the receipt waits when no e-mail is set up, with the reason', async () => {
    const loan = await newLoan();
    const payment = await record(loan.id);
    expect(payment.receiptEmail).toEqual({ state: 'not_set_up', toAddress: loan.borrowerEmail, detail: NO_ACTIVE_CONFIGURATION });
    expect(await outboxFor(t.database.db, payment.id)).toMatchObject([{ status: 'pending' }]);
  });

  it('says queued when a configuration can send it, then sent once the worker sent it; a repeat of the key says sent', async () => {
    await configureTestSmtp(t, admin, smtp);
    const loan = await newLoan();
    const key = `receipt-${loan.id}`;
    const payment = await record(loan.id, { 'idempotency-key': key });
    expect(payment.receiptEmail).toEqual({ state: 'queued', toAddress: loan.borrowerEmail, detail: null });
    expect(await receiptEmailOf(payment.id)).toMatchObject({ state: 'queued' });

    expect(await runOutboxPass(t.outboxWorker, { now: justAfter() })).toMatchObject({ sent: 1 });
    expect(await receiptEmailOf(payment.id)).toEqual({ state: 'sent', toAddress: loan.borrowerEmail, detail: null });
    const repeat = await record(loan.id, { 'idempotency-key': key });
    expect(repeat).toMatchObject({ id: payment.id, receiptEmail: { state: 'sent' } });
  });

  it('answers 404 for an unknown payment and refuses borrowers and guests', async () => {
    const unknown = await t.request({ method: 'GET', url: '/api/payments/00000000-0000-4000-8000-000000000000/receipt-email', cookie: officer });
    expect(unknown.statusCode).toBe(404);
    const loan = await newLoan();
    const payment = await record(loan.id);
    expect((await t.request({ method: 'GET', url: `/api/payments/${payment.id}/receipt-email` })).statusCode).toBe(401);
    const b = await t.createUser('borrower');
    expect((await t.request({ method: 'GET', url: `/api/payments/${payment.id}/receipt-email`, cookie: await t.signIn(b.email, b.password) })).statusCode).toBe(403);
  });

  it('cancels a deleted payment\'s unsent receipt in the same transaction: shown as cancelled, no retry, never sent', async () => {
    const loan = await newLoan();
    const payment = await record(loan.id);
    const removed = await t.request({ method: 'DELETE', url: `/api/payments/${payment.id}`, cookie: officer, payload: superAdmin });
    expect(removed.statusCode, removed.body).toBe(200);

    const [row] = await outboxFor(t.database.db, payment.id);
    expect(row).toMatchObject({ status: 'cancelled', lastError: `Cancelled: payment ${payment.receiptNumber} was deleted, so its receipt is not sent.` });
    const list = await t.request({ method: 'GET', url: '/api/admin/email-outbox?status=cancelled', cookie: admin });
    const body = list.json<TEmailOutboxListResponse>();
    expect(body.items.map((i) => [i.id, i.status])).toEqual([[row!.id, 'cancelled']]);
    expect(body.counts.cancelled).toBe(1);

    const retry = await t.request({ method: 'POST', url: `/api/admin/email-outbox/${row!.id}/retry`, cookie: admin });
    expect(retry.statusCode).toBe(409);
    expect(retry.json()).toMatchObject({ message: 'This email was cancelled because what it was about was deleted; it cannot be sent.' });

    // Once e-mail is set up nothing goes out for it.
    await configureTestSmtp(t, admin, smtp);
    expect(await runOutboxPass(t.outboxWorker, { now: justAfter() })).toEqual({ sent: 0, retrying: 0, failed: 0, waiting: 0 });
    expect(smtp.messages).toHaveLength(0);
  });

  it('leaves a sent receipt as sent when its payment is deleted, and a failed delete cancels nothing', async () => {
    await configureTestSmtp(t, admin, smtp);
    const loan = await newLoan();
    const payment = await record(loan.id);
    await runOutboxPass(t.outboxWorker, { now: justAfter() });
    const wrong = await t.request({ method: 'DELETE', url: `/api/payments/${payment.id}`, cookie: officer, payload: { ...superAdmin, password: 'wrong-password' } });
    expect(wrong.statusCode).toBe(401);
    const removed = await t.request({ method: 'DELETE', url: `/api/payments/${payment.id}`, cookie: officer, payload: superAdmin });
    expect(removed.statusCode).toBe(200);
    expect(await outboxFor(t.database.db, payment.id)).toMatchObject([{ status: 'sent' }]);
  });
});
