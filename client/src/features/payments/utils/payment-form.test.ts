import { describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES, PAYMENT_TEXTS } from '@common/contracts/payments';
import { addLateFee, emptyPaymentForm, formForLoan, paymentAmountProblem, paymentDateProblem, prefillAmount, toRecordPaymentInput, totalOf } from './payment-form';

const overdue = { lateFee: '600.00', lateFeesDue: '1200.00', lateFeesCharged: '1200.00', lateChargesPaid: '0.00' };

describe('prefillAmount', () => {
  it('is one payment of the loan frequency', () => {
    expect(prefillAmount({ paymentAmount: '3000.00', outstanding: '12000.00' })).toBe('3000.00');
  });

  it('never exceeds what the loan still owes', () => {
    expect(prefillAmount({ paymentAmount: '3000.00', outstanding: '1250.50' })).toBe('1250.50');
    expect(prefillAmount({ paymentAmount: '3000.00', outstanding: '0.00' })).toBe('0.00');
  });
});

describe('formForLoan', () => {
  it('prefills the amount and resets the late charge to 0, keeping method, date and notes', () => {
    const form = { ...emptyPaymentForm('2025-11-22'), latePaymentCharge: '600.00', paymentMethod: 'online' as const, notes: 'n' };
    expect(formForLoan(form, { paymentAmount: '6000.00', outstanding: '24000.00' })).toEqual({
      ...form,
      paymentAmount: '6000.00',
      latePaymentCharge: '0.00',
    });
  });
});

describe('addLateFee', () => {
  it('needs a chosen loan', () => {
    expect(addLateFee('0.00', null)).toEqual({ ok: false, title: PAYMENT_TEXTS.selectLoanFirst });
  });

  it('refuses a loan that owes no late fee with the spec text', () => {
    expect(addLateFee('0.00', { ...overdue, lateFeesDue: '0.00', lateFeesCharged: '0.00' })).toEqual({
      ok: false,
      title: PAYMENT_TEXTS.noLateFeeTitle,
      description: PAYMENT_TEXTS.noLateFeeDescription,
    });
    expect(addLateFee('0.00', { ...overdue, lateFee: '0.00' })).toMatchObject({ ok: false, title: PAYMENT_TEXTS.noLateFeeTitle });
  });

  it('adds one fee per press on an overdue loan', () => {
    const first = addLateFee('0.00', overdue);
    expect(first).toEqual({ ok: true, latePaymentCharge: '600.00' });
    expect(addLateFee('600.00', overdue)).toEqual({ ok: true, latePaymentCharge: '1200.00' });
  });

  it('stops at the late fees the loan owes, less those already paid', () => {
    const result = addLateFee('1200.00', overdue);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.description).toBe('This loan owes J$1,200.00 in late fees (J$1,200.00 charged, J$0.00 paid).');
    const one = addLateFee('600.00', { ...overdue, lateFeesDue: '600.00', lateChargesPaid: '600.00' });
    expect(one.ok === false && one.description).toBe('This loan owes J$600.00 in late fees (J$1,200.00 charged, J$600.00 paid).');
  });

  it('counts cents exactly', () => {
    expect(addLateFee('0.00', { ...overdue, lateFee: '0.10', lateFeesDue: '0.30' })).toEqual({ ok: true, latePaymentCharge: '0.10' });
    expect(addLateFee('0.20', { ...overdue, lateFee: '0.10', lateFeesDue: '0.30' })).toEqual({ ok: true, latePaymentCharge: '0.30' });
  });
});

describe('paymentAmountProblem', () => {
  it('accepts an amount up to what is owed', () => {
    expect(paymentAmountProblem('3000', '12000.00')).toBeNull();
    expect(paymentAmountProblem('12000.00', '12000.00')).toBeNull();
    expect(paymentAmountProblem('0.01', null)).toBeNull();
  });

  it('refuses empty, zero, negative and three-decimal amounts', () => {
    for (const bad of ['', ' ', '0', '0.00', '-5', '1.005', 'abc']) expect(paymentAmountProblem(bad, '100.00')).not.toBeNull();
  });

  it('takes commas only between groups of three, and says so', () => {
    expect(paymentAmountProblem('1,000.50', '12000.00')).toBeNull();
    for (const bad of ['1,0.0', '10,00', ',100']) {
      expect(paymentAmountProblem(bad, '12000.00')).toBe('Enter an amount in J$ greater than 0, with at most two decimals. Commas may only separate thousands, as in 1,000.00.');
    }
  });

  it('refuses more than the loan owes', () => {
    expect(paymentAmountProblem('12000.01', '12000.00')).toBe('The loan owes J$12,000.00; the payment cannot be more.');
  });
});

describe('toRecordPaymentInput', () => {
  it('sends two-decimal strings, trims optional text to null and carries the key', () => {
    const form = { ...emptyPaymentForm('2025-11-22'), paymentAmount: '2500.5', latePaymentCharge: '600.00', paymentReference: '  ', notes: ' at the desk ' };
    expect(toRecordPaymentInput(form, 'loan-1', 'key-12345678')).toEqual({
      loanApplicationId: 'loan-1',
      paymentAmount: '2500.50',
      latePaymentCharge: '600.00',
      paymentMethod: 'cash',
      paymentDate: '2025-11-22',
      paymentReference: null,
      notes: 'at the desk',
      idempotencyKey: 'key-12345678',
    });
  });
});

describe('totalOf', () => {
  it('adds the late charge to the payment in cents', () => {
    expect(totalOf({ paymentAmount: '0.10', latePaymentCharge: '0.20' })).toBe(30);
    expect(totalOf({ paymentAmount: '', latePaymentCharge: '0.00' })).toBe(0);
  });
});

describe('paymentDateProblem', () => {
  it('accepts today and earlier days', () => {
    expect(paymentDateProblem('2025-11-22', '2025-11-22')).toBeNull();
    expect(paymentDateProblem('2025-01-31', '2025-11-22')).toBeNull();
  });

  it('refuses an empty, malformed or future date', () => {
    expect(paymentDateProblem('', '2025-11-22')).toBe('Choose the payment date.');
    expect(paymentDateProblem('22/11/2025', '2025-11-22')).toBe(PAYMENT_MESSAGES.dateInvalid);
    expect(paymentDateProblem('2025-13-01', '2025-11-22')).toBe(PAYMENT_MESSAGES.dateInvalid);
    expect(paymentDateProblem('2025-11-23', '2025-11-22')).toBe(PAYMENT_MESSAGES.dateInFuture);
  });
});
