import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES, type TPayment } from '@common/contracts/payments';
import { jamaicaDayOf, jamaicaToday } from '@common/jamaica-time';
import { BOTH_BACKENDS, createTestApp, type TTestApp } from '../../test/test-app';
import { auditRowsOf, countRows, historyOf, readApplication } from '../applications/pawn-loan-review.test-support';
import { jamaicaYear } from '../applications/pawn-loans.test-support';
import { daysAgo, insertLoan, outboxFor, pay, paymentsOf, postPayment, scheduleOf } from './payments.test-support';

describe.each(BOTH_BACKENDS)('POST /api/payments on %s', (backend) => {
  let t: TTestApp;
  let officer: string;
  let officerName: string;

  beforeAll(async () => {
    t = await createTestApp(backend);
    const user = await t.createUser('loan_officer');
    officer = await t.signIn(user.email, user.password);
    officerName = 'Test loan_officer';
  });
  afterAll(() => t.close());

  it('records a payment: 201 with the payment, processedBy from the session, ledger, first-payment activation, audit and receipt e-mail', async () => {
    const loan = await insertLoan(t.database.db, { borrowerName: 'Marcia Campbell' });
    const res = await postPayment(t, officer, {
      loanApplicationId: loan.id,
      paymentAmount: '3000',
      latePaymentCharge: '0',
      paymentMethod: 'mobile_money',
      paymentReference: 'MM-123',
      notes: 'Paid at the counter',
      processedBy: 'Someone Else',
    });
    expect(res.statusCode, res.body).toBe(201);
    const payment = res.json<TPayment>();
    expect(payment).toMatchObject({
      loanApplicationId: loan.id,
      applicationNumber: loan.applicationNumber,
      borrowerName: 'Marcia Campbell',
      paymentAmount: '3000.00',
      latePaymentCharge: '0.00',
      totalAmount: '3000.00',
      paymentMethod: 'mobile_money',
      paymentReference: 'MM-123',
      notes: 'Paid at the counter',
      processedBy: officerName,
      status: 'completed',
      balanceAfter: '9000.00',
    });
    expect(payment.receiptNumber).toMatch(new RegExp(`^RCT-${jamaicaYear()}-\\d{6}$`));
    expect(jamaicaDayOf(new Date(payment.paymentDate))).toBe(jamaicaToday());

    const schedule = await scheduleOf(t.database.db, loan.id);
    expect(schedule.map((r) => [r.paymentAmount, r.status])).toEqual([
      ['3000.00', 'paid'],
      ['3000.00', 'pending'],
      ['3000.00', 'pending'],
      ['3000.00', 'pending'],
    ]);
    expect((await readApplication(t.database.db, loan.id))?.status).toBe('active');
    const history = await historyOf(t.database.db, loan.id);
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.changedByName, h.notes])).toEqual([
      ['approved', 'active', officerName, `First payment recorded (${payment.receiptNumber})`],
    ]);
    expect((await auditRowsOf(t.database.db, payment.id, 'payment.record'))[0]?.summary).toMatchObject({ receiptNumber: payment.receiptNumber, paymentAmount: '3000.00' });
    expect(await auditRowsOf(t.database.db, loan.id, 'application.status')).toHaveLength(1);

    const [email] = await outboxFor(t.database.db, payment.id);
    expect(email).toMatchObject({ kind: 'payment_receipt', status: 'pending' });
    expect(email?.toAddress).toBe((await readApplication(t.database.db, loan.id))?.borrowerEmail);
    expect(email?.attachments).toEqual([
      { filename: `${payment.receiptNumber}.pdf`, contentType: 'application/pdf', render: { kind: 'payment-receipt', id: payment.id } },
    ]);
    expect(email?.textBody).toContain('J$3,000.00');
    expect(email?.textBody).toContain('J$9,000.00');
  });

  it('gives unique, sequential receipt numbers', async () => {
    const loan = await insertLoan(t.database.db);
    const numbers: number[] = [];
    for (let i = 0; i < 4; i += 1) numbers.push(Number((await pay(t, officer, loan.id, '100.00')).receiptNumber.slice(-6)));
    expect(numbers).toEqual([numbers[0]!, numbers[0]! + 1, numbers[0]! + 2, numbers[0]! + 3]);
  });

  it('completes the loan when it is paid in full, with its history row, and refuses anything more', async () => {
    const loan = await insertLoan(t.database.db);
    await pay(t, officer, loan.id, '5000.50');
    const last = await pay(t, officer, loan.id, '6999.50', { paymentMethod: 'bank_transfer' });
    expect(last.balanceAfter).toBe('0.00');
    expect((await readApplication(t.database.db, loan.id))?.status).toBe('completed');
    expect((await historyOf(t.database.db, loan.id)).map((h) => `${h.fromStatus}->${h.toStatus}`)).toEqual(['approved->active', 'active->completed']);
    expect((await scheduleOf(t.database.db, loan.id)).every((r) => r.status === 'paid')).toBe(true);
    const more = await postPayment(t, officer, { loanApplicationId: loan.id, paymentAmount: '1' });
    expect(more.statusCode).toBe(409);
  });

  it('goes from approved to completed in one payment of the whole balance', async () => {
    const loan = await insertLoan(t.database.db);
    await pay(t, officer, loan.id, '12000');
    expect((await historyOf(t.database.db, loan.id)).map((h) => h.toStatus)).toEqual(['active', 'completed']);
  });

  it('refuses more than is outstanding, bad amounts, methods and dates, and loans that are not approved or active', async () => {
    const loan = await insertLoan(t.database.db);
    await pay(t, officer, loan.id, '2000');
    const refusals: [Record<string, unknown>, number, string | RegExp][] = [
      [{ paymentAmount: '10000.01' }, 400, 'Payment amount cannot be more than the outstanding balance of J$10,000.00.'],
      [{ paymentAmount: '0' }, 400, PAYMENT_MESSAGES.amountInvalid],
      [{ paymentAmount: '-5' }, 400, PAYMENT_MESSAGES.amountInvalid],
      [{ paymentAmount: '10.001' }, 400, PAYMENT_MESSAGES.amountInvalid],
      [{ paymentAmount: 'abc' }, 400, PAYMENT_MESSAGES.amountInvalid],
      [{ paymentAmount: '' }, 400, PAYMENT_MESSAGES.amountInvalid],
      [{ paymentAmount: '10', latePaymentCharge: '-1' }, 400, PAYMENT_MESSAGES.lateChargeInvalid],
      [{ paymentAmount: '10', paymentMethod: 'cheque' }, 400, /^Payment method must be one of cash, bank_transfer, online, mobile_money/],
      [{ paymentAmount: '10', paymentDate: '2025-02-30' }, 400, PAYMENT_MESSAGES.dateInvalid],
      [{ paymentAmount: '10', paymentDate: 'yesterday' }, 400, PAYMENT_MESSAGES.dateInvalid],
      [{ paymentAmount: '10', paymentDate: jamaicaDayOf(new Date(Date.now() + 2 * 86_400_000)) }, 400, PAYMENT_MESSAGES.dateInFuture],
      [{ paymentAmount: '10', paymentDate: jamaicaDayOf(daysAgo(30)) }, 400, /^Payment date cannot be before the loan began/],
      [{ loanApplicationId: '' , paymentAmount: '10' }, 400, PAYMENT_MESSAGES.selectLoan],
      [{ loanApplicationId: randomUUID(), paymentAmount: '10' }, 404, PAYMENT_MESSAGES.loanNotFound],
      [{ loanApplicationId: 'not-a-uuid', paymentAmount: '10' }, 404, PAYMENT_MESSAGES.loanNotFound],
    ];
    for (const [body, status, message] of refusals) {
      const res = await postPayment(t, officer, { loanApplicationId: loan.id, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json<{ message: string }>().message, JSON.stringify(body)).toMatch(message);
    }
    expect(await paymentsOf(t.database.db, loan.id)).toHaveLength(1);

    for (const status of ['submitted', 'reviewed', 'rejected', 'completed', 'defaulted']) {
      const other = await insertLoan(t.database.db, { status });
      const res = await postPayment(t, officer, { loanApplicationId: other.id, paymentAmount: '100' });
      expect(res.statusCode, status).toBe(409);
      expect(res.json()).toMatchObject({ message: `Payments can only be recorded for approved or active loans. This loan is ${status}.` });
    }
  });

  it('refuses commas that do not separate thousands ("1,0.0" is not J$10.00) and records nothing; proper groups still pay', async () => {
    const loan = await insertLoan(t.database.db);
    const paymentsBefore = await countRows(t.database.db, 'payments');
    const outboxBefore = await countRows(t.database.db, 'email_outbox');
    for (const body of [{ paymentAmount: '1,0.0' }, { paymentAmount: '10,00' }, { paymentAmount: ',100' }, { paymentAmount: '10', latePaymentCharge: '1,0' }]) {
      const res = await postPayment(t, officer, { loanApplicationId: loan.id, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      const { message } = res.json<{ message: string }>();
      expect(message, JSON.stringify(body)).toMatch(/^(Payment amount|Late payment charge) must be an amount in J\$/);
      expect(message, JSON.stringify(body)).toContain('Commas may only separate thousands, as in 1,000.00.');
    }
    expect(await paymentsOf(t.database.db, loan.id)).toEqual([]);
    expect(await countRows(t.database.db, 'payments')).toBe(paymentsBefore);
    expect(await countRows(t.database.db, 'email_outbox')).toBe(outboxBefore);
    expect(await scheduleOf(t.database.db, loan.id).then((rows) => rows.filter((r) => r.status !== 'pending'))).toEqual([]);
    expect((await readApplication(t.database.db, loan.id))?.status).toBe('approved');

    const paid = await pay(t, officer, loan.id, '1,000.50');
    expect(paid.paymentAmount).toBe('1000.50');
  });

  it('takes a back-dated payment, defaulting the method to cash', async () => {
    const loan = await insertLoan(t.database.db, { validFrom: daysAgo(10) });
    const day = jamaicaDayOf(daysAgo(3));
    const payment = await pay(t, officer, loan.id, '3000', { paymentDate: day, paymentMethod: null });
    expect(payment.paymentMethod).toBe('cash');
    expect(jamaicaDayOf(new Date(payment.paymentDate))).toBe(day);
    expect((await scheduleOf(t.database.db, loan.id))[0]).toMatchObject({ status: 'paid', paidDate: day });
  });

  it('takes late fees only as the ledger charges them, in whole fees, each late payment\'s fee once', async () => {
    // Started 15 days ago: the instalments due 7 and 14 days ago are overdue.
    const overdue = await insertLoan(t.database.db, { validFrom: daysAgo(15) });
    const notOverdue = await insertLoan(t.database.db);
    const refuse = async (id: string, latePaymentCharge: string, message: string | RegExp) => {
      const res = await postPayment(t, officer, { loanApplicationId: id, paymentAmount: '3000', latePaymentCharge });
      expect(res.statusCode, latePaymentCharge).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(message);
    };
    await refuse(notOverdue.id, '600', 'No Late Fee - This loan is not overdue or no late fee applicable.');
    await refuse(overdue.id, '500', 'The late payment charge must be a whole number of late fees of J$600.00 (20% of one weekly payment).');
    await refuse(overdue.id, '1800', /^The late payment charge can be at most J\$1,200.00: the late fees this loan owes \(J\$600.00 for each of the 2 late payments, less J\$0.00 paid\)\.$/);

    const first = await pay(t, officer, overdue.id, '3000', { latePaymentCharge: '1200.00' });
    expect(first).toMatchObject({ latePaymentCharge: '1200.00', totalAmount: '4200.00', balanceAfter: '9000.00' });
    // Late charges are revenue: the balance fell by the payment amount only. One instalment is still
    // overdue, but both late payments' fees are paid: the same fee is not taken twice (issue 30 item 6).
    await refuse(overdue.id, '600', 'No Late Fee - This loan is not overdue or no late fee applicable.');
    await pay(t, officer, overdue.id, '3000');
    await refuse(overdue.id, '600', 'No Late Fee - This loan is not overdue or no late fee applicable.');

    // Paid late without its fee: the loan is up to date and the fee is still owed, and taken once.
    const unpaidFee = await insertLoan(t.database.db, { validFrom: daysAgo(8) });
    await pay(t, officer, unpaidFee.id, '3000');
    await refuse(unpaidFee.id, '1200', /^The late payment charge can be at most J\$600.00: the late fees this loan owes \(J\$600.00 for each of the 1 late payment, less J\$0.00 paid\)\.$/);
    await pay(t, officer, unpaidFee.id, '3000', { latePaymentCharge: '600' });

    // Monthly: the fee is 20% of four weekly instalments.
    const monthly = await insertLoan(t.database.db, { validFrom: daysAgo(29), paymentFrequency: 'monthly' });
    await refuse(monthly.id, '600', /late fees of J\$2,400.00 \(20% of one monthly payment\)/);
    await pay(t, officer, monthly.id, '3000', { latePaymentCharge: '2400' });
  });

  it('charges a loan stored before the rule was kept per loan the fixed late fine its agreement stated', async () => {
    const legacy = await insertLoan(t.database.db, { validFrom: daysAgo(15), lateFine: '500.00', lateFeePercent: null });
    const res = await postPayment(t, officer, { loanApplicationId: legacy.id, paymentAmount: '3000', latePaymentCharge: '600' });
    expect(res.json<{ message: string }>().message).toBe('The late payment charge must be a whole number of late fees of J$500.00 (a fixed amount).');
    const paid = await pay(t, officer, legacy.id, '3000', { latePaymentCharge: '1000' });
    expect(paid).toMatchObject({ latePaymentCharge: '1000.00' });
    const [mail] = await outboxFor(t.database.db, paid.id);
    expect(mail?.textBody).toContain('J$500.00 per late payment (a fixed amount)');
  });

  it('answers a repeated idempotency key with the same payment and records nothing new', async () => {
    const loan = await insertLoan(t.database.db);
    const key = `pay-${randomUUID()}`;
    const body = { loanApplicationId: loan.id, paymentAmount: '1500', idempotencyKey: key };
    const first = await postPayment(t, officer, body);
    expect(first.statusCode).toBe(201);
    const again = await postPayment(t, officer, body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    // The header alone names the same request.
    const byHeader = await postPayment(t, officer, { loanApplicationId: loan.id, paymentAmount: '1500' }, { 'idempotency-key': key });
    expect(byHeader.statusCode).toBe(200);
    expect(byHeader.json<TPayment>().id).toBe(first.json<TPayment>().id);
    expect(await paymentsOf(t.database.db, loan.id)).toHaveLength(1);
    expect(await outboxFor(t.database.db, first.json<TPayment>().id)).toHaveLength(1);

    const different = await postPayment(t, officer, { ...body, paymentAmount: '1600' });
    expect(different.statusCode).toBe(409);
    expect(different.json()).toMatchObject({ message: PAYMENT_MESSAGES.idempotencyReused });
    const mismatch = await postPayment(t, officer, body, { 'idempotency-key': `other-${randomUUID()}` });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({ message: PAYMENT_MESSAGES.idempotencyMismatch });
  });

  it('records exactly one payment when the same key arrives twice at once', async () => {
    const loan = await insertLoan(t.database.db);
    const before = await countRows(t.database.db, 'payments');
    for (let round = 0; round < 3; round += 1) {
      const key = `double-click-${randomUUID()}`;
      const results = await Promise.all(
        [0, 1, 2].map(() => postPayment(t, officer, { loanApplicationId: loan.id, paymentAmount: '250', idempotencyKey: key })),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 201]);
      expect(new Set(results.map((r) => r.json<TPayment>().id)).size).toBe(1);
    }
    expect(await countRows(t.database.db, 'payments')).toBe(before + 3);
    expect((await paymentsOf(t.database.db, loan.id)).map((p) => p.paymentAmount)).toEqual(['250.00', '250.00', '250.00']);
  });

  it('never lets two payments at once take a loan past what it owes', async () => {
    const loan = await insertLoan(t.database.db);
    const results = await Promise.all([0, 1, 2].map(() => postPayment(t, officer, { loanApplicationId: loan.id, paymentAmount: '5000' })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 201, 400]);
    expect((await paymentsOf(t.database.db, loan.id)).map((p) => p.paymentAmount)).toEqual(['5000.00', '5000.00']);
  });
});
