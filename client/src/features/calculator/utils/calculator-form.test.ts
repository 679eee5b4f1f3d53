import { describe, expect, it } from 'vitest';
import {
  AMOUNT_FORMAT_MESSAGE,
  AMOUNT_RANGE_MESSAGE,
  buildLoanFormHref,
  calculatorValuesFromSearch,
  EMPTY_CALCULATOR_FORM,
  parseAmountInput,
  readCalculatorForm,
  scheduleFromResponse,
  WEEKS_RANGE_MESSAGE,
} from './calculator-form';

const filled = { ...EMPTY_CALCULATOR_FORM, amount: '12,000', rate: '20' as const, presetWeeks: '10' };

describe('parseAmountInput', () => {
  it('accepts plain, grouped and J$-prefixed amounts', () => {
    expect(parseAmountInput('12000')).toBe(1_200_000);
    expect(parseAmountInput('12,000.50')).toBe(1_200_050);
    expect(parseAmountInput('J$ 500')).toBe(50_000);
    expect(parseAmountInput('J$1,234,567.89')).toBe(123_456_789);
  });
  it('rejects what is not an amount', () => {
    expect(parseAmountInput('12,00')).toBeNull();
    expect(parseAmountInput('1,0.0')).toBeNull();
    expect(parseAmountInput('1000,000')).toBeNull();
    expect(parseAmountInput('')).toBeNull();
    expect(parseAmountInput('12.345')).toBeNull();
    expect(parseAmountInput('-5')).toBeNull();
    expect(parseAmountInput('abc')).toBeNull();
  });
});

describe('readCalculatorForm', () => {
  it('builds the spec request once amount, rate and term are set', () => {
    expect(readCalculatorForm(filled).request).toEqual({
      loanAmount: 12000,
      interestRate: 20,
      termMonths: '10weeks',
      paymentFrequency: 'weekly',
    });
  });
  it('uses the custom weeks when the toggle is on', () => {
    const state = readCalculatorForm({ ...filled, useCustomWeeks: true, customWeeks: '7' });
    expect(state.request?.termMonths).toBe('7weeks');
  });
  it('reports missing fields separately from invalid ones', () => {
    const state = readCalculatorForm(EMPTY_CALCULATOR_FORM);
    expect(state.request).toBeNull();
    expect(state.errors).toEqual({});
    expect(Object.keys(state.missing).sort()).toEqual(['amount', 'rate', 'weeks']);
  });
  it('flags amounts outside J$100.00 to J$10,000,000.00 and badly typed ones', () => {
    expect(readCalculatorForm({ ...filled, amount: '99.99' }).errors.amount).toBe(AMOUNT_RANGE_MESSAGE);
    expect(readCalculatorForm({ ...filled, amount: '10000000.01' }).errors.amount).toBe(AMOUNT_RANGE_MESSAGE);
    expect(readCalculatorForm({ ...filled, amount: '100' }).request?.loanAmount).toBe(100);
    expect(readCalculatorForm({ ...filled, amount: '1.2.3' }).errors.amount).toBe(AMOUNT_FORMAT_MESSAGE);
  });
  it('flags custom weeks outside 1 to 52', () => {
    for (const customWeeks of ['0', '53', '2.5']) {
      const state = readCalculatorForm({ ...filled, useCustomWeeks: true, customWeeks });
      expect(state.errors.weeks).toBe(WEEKS_RANGE_MESSAGE);
      expect(state.request).toBeNull();
    }
  });
});

describe('calculatorValuesFromSearch', () => {
  it('prefills preset and custom terms', () => {
    expect(calculatorValuesFromSearch(new URLSearchParams('amount=12000&rate=40&term=8'))).toMatchObject({
      amount: '12000',
      rate: '40',
      presetWeeks: '8',
      useCustomWeeks: false,
    });
    expect(calculatorValuesFromSearch(new URLSearchParams('term=7'))).toMatchObject({ useCustomWeeks: true, customWeeks: '7' });
  });
  it('ignores nonsense', () => {
    expect(calculatorValuesFromSearch(new URLSearchParams('amount=x&rate=30&term=99'))).toEqual(EMPTY_CALCULATOR_FORM);
  });
});

const response = {
  weeklyPayment: 1333.33,
  totalInterest: 2000,
  totalPayments: 12000,
  termWeeks: 9,
  principal: 10000,
  totalAmount: 12000,
  interestRate: 20,
  paymentFrequency: 'weekly' as const,
};

describe('scheduleFromResponse', () => {
  it('shows max(0, total - weekly x week) from the server figures', () => {
    const rows = scheduleFromResponse(response);
    expect(rows).toHaveLength(9);
    expect(rows[0]).toEqual({ week: 1, paymentCents: 133_333, remainingBalanceCents: 1_066_667 });
    expect(rows[8]).toEqual({ week: 9, paymentCents: 133_333, remainingBalanceCents: 3 });
  });
});

describe('buildLoanFormHref', () => {
  it('carries amount, rate, term in weeks, weekly payment and total', () => {
    expect(buildLoanFormHref(response)).toBe(
      '/loan-form?amount=10000&rate=20&term=9&weeklyPayment=1333.33&totalAmount=12000',
    );
  });
});
