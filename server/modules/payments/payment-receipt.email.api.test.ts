import type { ParsedMail } from 'mailparser';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TPayment, TPaymentListResponse } from '@common/contracts/payments';
import { runOutboxPass } from '../../lib/mail/outbox-worker';
import { configureTestSmtp, justAfter, recipientOf } from '../../lib/mail/outbox.test-support';
import type { TTestSmtpServer } from '../../lib/mail/smtp-test-server';
import { pdfText } from '../../test/pdf-read';
import { PGLITE_ONLY, type TTestApp } from '../../test/test-app';
import { insertLoan, outboxFor, pay, postPayment } from './payments.test-support';
import { useReceiptMailBed } from './receipt-mail.test-support';

const HOUR = 60 * 60_000;
const NOTHING_TO_DO = { sent: 0, retrying: 0, failed: 0, waiting: 0 };

// The receipt e-mail end to end: POST /api/payments queues it, the worker's pass renders the real
// receipt PDF (the renderers main.ts wires) and sends it through a real SMTP server.
describe.each(PGLITE_ONLY)('payment receipt e-mail on %s', (backend) => {
  const bed = useReceiptMailBed(backend);
  let t: TTestApp;
  let smtp: TTestSmtpServer;
  let admin: string;
  let officer: string;
  let borrowerCount = 0;
  beforeAll(() => {
    ({ t, smtp, admin, officer } = bed);
  });

  const newLoan = async () => {
    borrowerCount += 1;
    const borrowerEmail = `marcia.${borrowerCount}@example.com`;
    const loan = await insertLoan(t.database.db, { borrowerName: 'Marcia Campbell', borrowerEmail });
    return { ...loan, borrowerEmail };
  };

  /** The one message received: to the borrower, with the receipt subject and the PDF that reads back. */
  const expectReceiptMail = async (mail: ParsedMail | undefined, payment: TPayment, borrowerEmail: string) => {
    expect(recipientOf(mail)).toBe(borrowerEmail);
    expect(mail?.subject).toBe(`Payment receipt ${payment.receiptNumber} for loan ${payment.applicationNumber}`);
    expect(mail?.text).toMatch(/Payment amount:\s+J\$3,000\.00/);
    const pdfs = mail?.attachments.filter((a) => a.contentType === 'application/pdf') ?? [];
    expect(pdfs.map((a) => a.filename)).toEqual([`${payment.receiptNumber}.pdf`]);
    const pdf = pdfs[0]!.content;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(pdf);
    expect(text).toContain(payment.receiptNumber);
    expect(text).toContain('J$3,000.00');
  };

  it('receipt with the PDF attached reaches it', async () => {
    await configureTestSmtp(t, admin, smtp);
    const loan = await newLoan();
    const payment = await pay(t, officer, loan.id, '3000.00');

    const now = justAfter();
    expect(await runOutboxPass(t.outboxWorker, { now })).toEqual({ ...NOTHING_TO_DO, sent: 1 });
    const messages = await smtp.waitForMessages(1);
    expect(messages).toHaveLength(1);
    await expectReceiptMail(messages[0], payment, loan.borrowerEmail);
    expect(await outboxFor(t.database.db, payment.id)).toMatchObject([{ kind: 'payment_receipt', status: 'sent', attempts: 1, lastError: null, sentAt: now }]);
  });

  it('with the server down the payment is recorded and the message is sent once it is back', async () => {
    await configureTestSmtp(t, admin, smtp);
    const loan = await newLoan();
    await smtp.stop();
    let payment: TPayment;
    let retryAt: Date;
    try {
      const res = await postPayment(t, officer, { loanApplicationId: loan.id, paymentAmount: '3000.00' });
      expect(res.statusCode, res.body).toBe(201);
      payment = res.json<TPayment>();
      const listed = await t.request({ method: 'GET', url: `/api/payments?search=${payment.receiptNumber}`, cookie: officer });
      expect(listed.statusCode, listed.body).toBe(200);
      expect(listed.json<TPaymentListResponse>().items).toMatchObject([{ id: payment.id, paymentAmount: '3000.00', status: 'completed' }]);

      const t0 = justAfter();
      expect(await runOutboxPass(t.outboxWorker, { now: t0 })).toEqual({ ...NOTHING_TO_DO, retrying: 1 });
      const [row] = await outboxFor(t.database.db, payment.id);
      expect(row).toMatchObject({ status: 'pending', attempts: 1, sentAt: null });
      expect(row?.lastError).toMatch(/^Attempt 1 of 8: could not connect to the SMTP server at 127\.0\.0\.1:\d+ \(connection refused\)$/);
      expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(t0.getTime());
      retryAt = row!.nextAttemptAt;
    } finally {
      await smtp.start();
    }
    expect(smtp.messages).toHaveLength(0);

    // The pass's clock moved to the retry time the failure scheduled.
    expect(await runOutboxPass(t.outboxWorker, { now: retryAt })).toEqual({ ...NOTHING_TO_DO, sent: 1 });
    await expectReceiptMail((await smtp.waitForMessages(1))[0], payment, loan.borrowerEmail);
    expect(await outboxFor(t.database.db, payment.id)).toMatchObject([{ status: 'sent', attempts: 2, lastError: null, sentAt: retryAt }]);
    // Sent exactly once: later passes find nothing to send.
    expect(await runOutboxPass(t.outboxWorker, { now: new Date(retryAt.getTime() + HOUR) })).toEqual(NOTHING_TO_DO);
    expect(smtp.messages).toHaveLength(1);
  });
});
